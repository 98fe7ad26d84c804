import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as projectionEngine from './2026-11-21T05-00-projection-engine.ts';
import * as roomHourlyCounters from './2026-11-21T05-01-room-hourly-counters.ts';
import * as organisation from './2026-11-21T06-00-organisation.ts';
import * as sessions from './2026-11-21T06-10-sessions.ts';
import * as deviceStatus from './2026-11-21T06-20-device-status.ts';
import * as callsAndBuckets from './2026-11-21T08-00-calls-and-buckets.ts';
import * as callsRoomOpenedIndex from './2026-11-21T10-00-calls-room-opened-index.ts';
import * as loginThrottle from './2026-11-24T02-00-login-throttle.ts';
import * as workingAreas from './2026-11-24T10-00-working-areas.ts';
import * as deviceAlerts from './2026-11-24T14-00-device-alerts.ts';
import * as deviceSignalHours from './2026-11-24T14-10-device-signal-hours.ts';
import * as deviceFlags from './2026-11-24T14-20-device-flags.ts';
import * as siteCallSettings from './2026-11-24T17-20-site-call-settings.ts';
import * as callsByEverySource from './2026-11-24T17-25-calls-by-every-source.ts';
import * as cleandex from './2026-11-24T17-40-cleandex.ts';
import * as notifications from './2026-11-24T17-45-notifications.ts';
import * as tasks from './2026-11-24T20-30-tasks.ts';
import * as surveys from './2026-11-24T20-40-surveys.ts';
import * as siteCounterRollups from './2026-11-30T08-00-site-counter-rollups.ts';
import * as roomLifetimes from './2026-11-30T15-00-room-lifetimes.ts';
import * as manualMaintenanceCalls from './2026-11-30T18-00-manual-maintenance-calls.ts';

/** Every read-model migration, named by ISO timestamp so they sort in the order they landed. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T05-00-projection-engine': projectionEngine,
  '2026-11-21T05-01-room-hourly-counters': roomHourlyCounters,
  '2026-11-21T06-00-organisation': organisation,
  '2026-11-21T06-10-sessions': sessions,
  '2026-11-21T06-20-device-status': deviceStatus,
  '2026-11-21T08-00-calls-and-buckets': callsAndBuckets,
  '2026-11-21T10-00-calls-room-opened-index': callsRoomOpenedIndex,
  '2026-11-24T02-00-login-throttle': loginThrottle,
  '2026-11-24T10-00-working-areas': workingAreas,
  '2026-11-24T14-00-device-alerts': deviceAlerts,
  '2026-11-24T14-10-device-signal-hours': deviceSignalHours,
  '2026-11-24T14-20-device-flags': deviceFlags,
  '2026-11-24T17-20-site-call-settings': siteCallSettings,
  '2026-11-24T17-25-calls-by-every-source': callsByEverySource,
  '2026-11-24T17-40-cleandex': cleandex,
  '2026-11-24T17-45-notifications': notifications,
  '2026-11-24T20-30-tasks': tasks,
  '2026-11-24T20-40-surveys': surveys,
  '2026-11-30T08-00-site-counter-rollups': siteCounterRollups,
  '2026-11-30T15-00-room-lifetimes': roomLifetimes,
  '2026-11-30T18-00-manual-maintenance-calls': manualMaintenanceCalls,
};

/** Brings the read-model schema up to date; Kysely's migrator locks against a concurrent run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any typed database may be migrated
export async function migrateReadModels(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Read-model migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
