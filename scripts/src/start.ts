#!/usr/bin/env node
// `npm start`: the API and the projector in one process (embedded PGlite in ./data, or
// PostgreSQL when DATABASE_URL is set), the demo organisation seeded into an empty
// database, and live simulated device traffic. `npm start -- --no-simulate` leaves the
// traffic out (seeded history only); `--rate 5` changes its events per second (default 3).
// `npm start -- --no-demo` seeds nothing: on an empty database it creates only the first
// admin (ADMIN_EMAIL, ADMIN_PASSWORD), who sets the organisation up in the browser.
import { parseArgs } from 'node:util';
import { ingestBatch, loadConfig, startRuntime, startServer, stopOnSignals } from '@facility/api';
import { START, type SessionLock } from '@facility/event-store';
import { holdClock } from '@facility/projector';
import { createFirstAdmin, generatePassword, waitForUser } from './bootstrap/first-admin.ts';
import { projectionsCaughtUp, waitForProjections } from './bootstrap/wait-for-projections.ts';
import { ProgressBar } from './cli/progress-bar.ts';
import { firstAdminConfig } from './config.ts';
import { demoOrganisation } from './demo/demo-organisation.ts';
import { simulatedDemoDevices } from './demo/demo-simulated-devices.ts';
import { demoSeedState, seedDemo, type DemoSeedState, type SeedProgress } from './demo/seed-demo.ts';
import { startSimulator, type Simulator } from './demo/simulator.ts';
import { ensureWebBuild } from './web/ensure-web-build.ts';

const { values } = parseArgs({
  options: {
    'no-simulate': { type: 'boolean', default: false },
    'no-demo': { type: 'boolean', default: false },
    rate: { type: 'string', default: '3' },
  },
});
const rate = Number(values.rate);
if (!Number.isFinite(rate) || rate <= 0 || rate > 1_000) throw new Error('--rate must be a number of events per second, 0-1000');
// Checked before anything starts: a mistyped ADMIN_EMAIL stops here, not after the database opened.
const firstAdmin = values['no-demo'] ? firstAdminConfig() : null;

await ensureWebBuild();
const config = loadConfig();
// The projections start once we know whether the demo is to be seeded: see the seed below.
const runtime = await startServer(() => startRuntime(config, { holdProjections: true }), config);

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shown}:${config.port}`;
console.log(`
  Facility platform is up on ${url}
  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}
  Health:   ${url}/api/health
  API docs: ${url}/api/docs
`);

// Ctrl-C stops the demo's preparation (the seed between batches, or the wait for the read
// models), then the simulator, then the runtime.
const shutdown = new AbortController();
let preparation: Promise<unknown> = Promise.resolve();
let simulator: Simulator | null = null;
stopOnSignals(async () => {
  shutdown.abort(new Error('stopped by a signal'));
  await preparation.catch(() => {});
  await simulator?.stop();
  await runtime.close();
});

const org = demoOrganisation();
let demoReady = false;
if (firstAdmin) {
  await runtime.startProjections();
  if ((await runtime.store.countAfter(START)) === 0) {
    const configured = firstAdmin;
    const admin = { email: configured.email, password: configured.password ?? generatePassword() };
    // Health says "starting" until the admin can sign in: the user reaches the read model a
    // projector hop after it is written, and a login in between would be refused.
    runtime.setServing(false);
    await createFirstAdmin(runtime.store, admin, new Date());
    await waitForUser(runtime.app.db, admin.email, shutdown.signal);
    runtime.setServing(true);
    console.log(`  An empty organisation (--no-demo). Open ${url} and log in as its first admin:
    admin    ${admin.email} / ${configured.password === null ? `${admin.password}   (generated: shown only now)` : '(ADMIN_PASSWORD)'}
`);
  } else {
    console.log('  Started without the demo (--no-demo) on the data already there.\n');
  }
} else {
  const state = await demoSeedState(runtime.store, org);
  if (state.status === 'absent' && (await runtime.store.countAfter(START)) > 0) {
    console.log('  The database already holds other data: the demo organisation is not seeded.\n');
    await runtime.startProjections();
  } else {
    const preparing = prepareDemo(state.status);
    preparation = preparing;
    demoReady = await preparing;
  }
}

if (demoReady && !shutdown.signal.aborted) {
  const manager = org.manager;
  const company = org.companies.find((c) => manager.scopes.companyIds.includes(c.id));
  console.log(`  Open ${url} and log in:
    admin    ${org.admin.email} / ${org.admin.password}      every permission, all companies and sites
    manager  ${manager.email} / ${manager.password}  ${company?.name ?? 'one company'} only
`);
}

if (demoReady && !values['no-simulate'] && !shutdown.signal.aborted) {
  const devices = simulatedDemoDevices(org);
  simulator = startSimulator({
    devices,
    ratePerSecond: rate,
    signal: shutdown.signal,
    async send(device, events) {
      const outcome = await ingestBatch(runtime.store, device, events);
      if (!outcome.ok) throw new Error(`invalid events: ${outcome.invalid.map((param) => `${param.name} ${param.reason}`).join('; ')}`);
    },
  });
  console.log(`  Simulating live traffic from ${devices.length} devices at about ${rate} events/s (--no-simulate to turn it off).\n`);
}

/**
 * Seeds what the demo lacks, then starts the projections and waits until they have applied
 * the whole log; health says 503 "starting" until then. Resolves false when a signal
 * stopped it (the next start resumes the seed, or the projections go on from their last
 * write).
 *
 * The projections start after the seed: written with no projection following it, the
 * history goes in about four times faster, and the projections, new to a long log, then
 * rebuild it in memory in one read (healthy after 54 s instead of 76 s, on the embedded
 * database of this project's 2-core machine). After an interrupted seed, they go on from
 * their checkpoints, page by page.
 *
 * The seed writes 95 days of the past, decided by its events' times: the clock timers
 * (escalations, devices going offline...) are held until the projections have applied all
 * of it, or they would judge that past against read models still catching up with it. That
 * holds for a start after one stopped while the read models were being built, too.
 */
async function prepareDemo(status: DemoSeedState['status']): Promise<boolean> {
  runtime.setServing(false);
  let clock: SessionLock | null = null;
  let seeded = status === 'complete';
  try {
    clock = await holdClock(runtime.database, shutdown.signal);
    if (!seeded) {
      await seedWithProgress(status === 'partial');
      seeded = true;
    }
    await runtime.startProjections();
    const building = performance.now();
    const db = runtime.app.db;
    if (!(await projectionsCaughtUp(db, runtime.store))) {
      console.log(status === 'complete' ? '  The read models are behind the log: catching up...' : '  Building the read models from it...');
      await waitForProjections(db, runtime.store, shutdown.signal);
      console.log(`  Read models built in ${((performance.now() - building) / 1000).toFixed(1)} s.\n`);
    }
    runtime.setServing(true);
    return true;
  } catch (error) {
    if (!shutdown.signal.aborted) throw error;
    console.log(
      seeded
        ? '\n  Stopped while building the read models; the next start goes on from where they got to.'
        : '\n  Seeding stopped; the next start resumes it.',
    );
    return false;
  } finally {
    await clock?.release().catch((error: unknown) => {
      // Stopping closes the database under the lock; the lock ends with its connection.
      if (!shutdown.signal.aborted) throw error;
    });
  }
}

/** The demo seed with its progress bars, and a line when it is done. */
async function seedWithProgress(resuming: boolean): Promise<void> {
  console.log(resuming ? '  Resuming the interrupted demo seed...' : '  Seeding the demo organisation and 95 days of history (first start only)...');
  const bars = { organisation: new ProgressBar('  organisation', 'commands'), history: new ProgressBar('  history     ') };
  // The latest progress report; a bar is closed when the next phase starts.
  let last: SeedProgress | null = null;
  const result = await seedDemo({
    store: runtime.store,
    db: runtime.database.db,
    signal: shutdown.signal,
    onProgress(progress) {
      if (last && last.phase !== progress.phase) bars[last.phase].done(last);
      last = progress;
      bars[progress.phase].update(progress);
    },
  });
  if (last) bars[(last as SeedProgress).phase].done(last);
  console.log(
    `  Demo seeded in ${(result.elapsedMs / 1000).toFixed(1)} s: ${result.commands} command${result.commands === 1 ? '' : 's'}, ` +
      `${result.events.toLocaleString('en-US')} telemetry events${result.duplicates ? ` (${result.duplicates} already there)` : ''}.`,
  );
}
