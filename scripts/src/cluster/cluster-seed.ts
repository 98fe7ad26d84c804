import { connectDatabase, PostgresEventStore, START } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import { holdClock } from '@facility/projector';
import { createFirstAdmin, generatePassword, waitForUser } from '../bootstrap/first-admin.ts';
import { waitForProjections } from '../bootstrap/wait-for-projections.ts';
import { ProgressBar } from '../cli/progress-bar.ts';
import { demoOrganisation } from '../demo/demo-organisation.ts';
import { demoSeedState, seedDemo, type SeedProgress } from '../demo/seed-demo.ts';
import { analyzeDatabase } from './cluster-database.ts';

/** Who can log in once the seed is done, for the start-up message. */
export interface Logins {
  lines: string[];
  /** True when the demo organisation is in the log (its devices may be simulated). */
  demo: boolean;
}

/**
 * The demo organisation and its 95 days of history into the cluster's event log, through
 * the same commands and ingest as `npm start`'s first run (resumable, a no-op once
 * complete). The projector, running already, follows the log as it grows; its clock timers
 * are held (clock-hold.ts) until it has caught up with the whole seed, so no tick judges the
 * history while the rest of it is still to come.
 */
export async function seedDemoCluster(databaseUrl: string, signal: AbortSignal): Promise<Logins> {
  const database = await connectDatabase({ url: databaseUrl, poolSize: 12 });
  const store = await PostgresEventStore.open(database);
  const org = demoOrganisation();
  try {
    const state = await demoSeedState(store, org);
    if (state.status === 'absent' && (await store.countAfter(START)) > 0) {
      console.log('  The database already holds other data: the demo organisation is not seeded.');
      return { lines: [], demo: false };
    }
    if (state.status !== 'complete') {
      console.log(state.status === 'partial' ? '  Resuming the interrupted demo seed...' : '  Seeding the demo organisation and 95 days of history (first start only)...');
      const bars = { organisation: new ProgressBar('  organisation', 'commands'), history: new ProgressBar('  history     ') };
      let last: SeedProgress | null = null;
      const clock = await holdClock(database, signal);
      try {
        const result = await seedDemo({
          store,
          signal,
          onProgress(progress) {
            if (last && last.phase !== progress.phase) bars[last.phase].done(last);
            last = progress;
            bars[progress.phase].update(progress);
          },
        });
        if (last) bars[(last as SeedProgress).phase].done(last);
        console.log(`  Demo seeded in ${(result.elapsedMs / 1000).toFixed(1)} s: ${result.commands} commands, ${result.events.toLocaleString('en-US')} telemetry events.`);
        await analyzeDatabase(databaseUrl);
        await waitForProjections(database.withTables<ReadModelDatabase>().db, store, signal, { timeoutMs: 600_000, intervalMs: 500 });
      } finally {
        await clock.release();
      }
    }
    // Logins work once the projector has written the users (the admin is seeded last).
    await waitForUser(database.withTables<ReadModelDatabase>().db, org.admin.email, signal, 120_000);
    const manager = org.manager;
    const company = org.companies.find((c) => manager.scopes.companyIds.includes(c.id));
    return {
      lines: [
        `admin    ${org.admin.email} / ${org.admin.password}      every permission, all companies and sites`,
        `manager  ${manager.email} / ${manager.password}  ${company?.name ?? 'one company'} only`,
      ],
      demo: true,
    };
  } finally {
    await store.close();
    await database.close();
  }
}

/**
 * `--no-demo`: on an empty log only the provider's first admin (as `npm start -- --no-demo`),
 * with the configured or a generated password; on a log that holds data, nothing.
 */
export async function seedFirstAdmin(databaseUrl: string, admin: { email: string; password: string | null }, signal: AbortSignal): Promise<Logins> {
  const database = await connectDatabase({ url: databaseUrl, poolSize: 2 });
  const store = await PostgresEventStore.open(database);
  try {
    if ((await store.countAfter(START)) > 0) return { lines: ['(the organisation already in the database)'], demo: false };
    const password = admin.password ?? generatePassword();
    await createFirstAdmin(store, { email: admin.email, password }, new Date());
    await waitForUser(database.withTables<ReadModelDatabase>().db, admin.email, signal);
    return {
      lines: [`admin    ${admin.email} / ${admin.password === null ? `${password}   (generated: shown only now)` : '(ADMIN_PASSWORD)'}`],
      demo: false,
    };
  } finally {
    await store.close();
    await database.close();
  }
}
