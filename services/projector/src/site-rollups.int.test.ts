import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import {
  roomHourlyProjection,
  sumHourlyCountersByHour,
  sumShiftCountersByPeriod,
  sumSiteHourlyCountersByHour,
  type ReadModelDatabase,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Projector } from './projector.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';
import { quietLogger, siteRollupDifferences, until } from './testing/read-model-helpers.ts';
import { appendFixtures, telemetryHistory } from './testing/telemetry-fixtures.ts';

/**
 * The hourly projection keeps each site's counters summed over its rooms (the site
 * rollups), and statistics over a whole site read them instead of every room's rows: they
 * must add up to the rooms' rows after live traffic in bursts, late uploads included.
 */
describe.each(BACKENDS)('site rollups of the hourly counters (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let projector: Projector;
  let db: Kysely<ReadModelDatabase>;
  // telemetryHistory puts rooms 0, 2, 4 in site-0 and rooms 1, 3, 5 in site-1.
  const range = { siteId: 'site-0', from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-04T00:00:00Z') };

  beforeAll(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
    db = t.database.withTables<ReadModelDatabase>().db;
    projector = new Projector(store, t.database, [roomHourlyProjection], { batchSize: 100, logger: quietLogger });
    await projector.start();
    const caughtUp = async () => (await projector.health())[roomHourlyProjection.name]!.lag === 0;
    for (const seed of [1, 2]) {
      await appendFixtures(store, telemetryHistory({ rooms: 6, hours: 48, seed }));
      await until(caughtUp);
    }
    // A late upload amends an hour long past.
    await store.append('device-late', [
      { type: 'VisitorsCounted', occurredAt: new Date('2026-03-01T05:30:00Z'), data: { deviceId: 'late', roomId: 'room-2', siteId: 'site-0', count: 4, counter: 'women' } },
    ]);
    await until(caughtUp);
  });
  afterAll(async () => {
    await projector?.stop();
    await store?.close();
    await t?.dispose();
  });

  it('adds up to the rooms rows, hour by hour and shift by shift', async () => {
    expect(await siteRollupDifferences(t.database)).toEqual([]);
    const { count } = await db.selectFrom('site_hourly_counters').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(40);
  });

  it('answers the site-wide hours as the rooms rows do', async () => {
    const hours = await sumSiteHourlyCountersByHour(db, range);
    expect(hours).toEqual(await sumHourlyCountersByHour(db, range));
    expect(hours.length).toBeGreaterThan(20);
  });

  it('sums periods over the whole site as the rooms rows do', async () => {
    const filter = { siteId: 'site-0', unit: 'day' as const, fromDate: '2026-03-01', toDate: '2026-03-03' };
    const wholeSite = await sumShiftCountersByPeriod(db, filter);
    expect(wholeSite.length).toBe(2);
    expect(wholeSite).toEqual(await sumShiftCountersByPeriod(db, { ...filter, roomIds: ['room-0', 'room-2', 'room-4'] }));
  });
});
