import { hashPassword, ingestBatch } from '@facility/api';
import type { EventStore } from '@facility/event-store';
import type { Progress } from '../cli/progress-bar.ts';
import { demoHistory, type DeviceHistory } from './demo-history.ts';
import { demoOrganisation } from './demo-organisation.ts';
import { createUser, type SeedContext, type StreamCommands } from './seed-demo.commands.ts';
import { organisationSteps } from './seed-demo.organisation-steps.ts';
import { pool } from './seed-demo.pool.ts';
import { demoSeedState } from './seed-demo.state.ts';

/**
 * Seeds the demo organisation and its history through the production write paths: every
 * organisation change is a command decided by its decider and appended by
 * `handleCommand`; every telemetry event goes through `ingestBatch`, validated and stamped
 * as a device's upload would be. Nothing is inserted behind the event store's back.
 *
 * Idempotent and resumable. The admin user is created last, so its stream marks a
 * complete seed and a second run returns at once. A seed that was interrupted resumes:
 * each stream gets only the commands beyond its current version, and the history is
 * generated again for the original "now" (read back from the franchise's creation), so
 * its event ids repeat and the store skips what it already holds.
 */

export const DEMO_SEED_ACTOR = { kind: 'system', id: 'demo-seed' } as const;

/** Telemetry goes in batches of at most this many events (the ingest limit). */
export const SEED_BATCH_SIZE = 1_000;

export interface SeedProgress extends Progress {
  phase: 'organisation' | 'history';
}

export interface SeedDemoOptions {
  store: EventStore;
  /**
   * The read-model database, accepted for callers that hold one; the seed does not need
   * it: it writes through commands and ingest only, and projections follow the log.
   */
  db?: unknown;
  /** The history ends here (default: the clock now). Ignored when resuming an interrupted seed. */
  now?: Date;
  /** Days of history (default 95). */
  days?: number;
  /** Device uploads in flight at once (default 8); group commit merges them. */
  concurrency?: number;
  onProgress?(progress: SeedProgress): void;
  /** Stops between commands and batches; the seed rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface SeedDemoResult {
  status: 'seeded' | 'already-seeded';
  /** Commands issued (a resumed seed skips those its streams already record). */
  commands: number;
  /** Telemetry events appended by this run. */
  events: number;
  /** Telemetry events the store already held (a resumed seed). */
  duplicates: number;
  /** Where the history ends. */
  now: Date | null;
  elapsedMs: number;
}

export { demoSeedState, type DemoSeedState } from './seed-demo.state.ts';

/**
 * Seeds the demo organisation and `days` days of history ending `now`; see the module
 * comment. Returns at once when the demo is already complete.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { store, signal } = options;
  const started = performance.now();
  const days = options.days ?? 95;
  const concurrency = options.concurrency ?? 8;
  const org = demoOrganisation();
  const state = await demoSeedState(store, org);
  if (state.status === 'complete') {
    return { status: 'already-seeded', commands: 0, events: 0, duplicates: 0, now: state.startedAt, elapsedMs: performance.now() - started };
  }
  const now = state.status === 'partial' ? state.startedAt : (options.now ?? new Date());
  const context: SeedContext = { now, actor: DEMO_SEED_ACTOR, store };
  const checkAborted = () => signal?.throwIfAborted();

  // Password hashing is deliberately slow: do all of it at once, up front.
  const hashes = new Map(await Promise.all(org.users.map(async (user) => [user.id, await hashPassword(user.password)] as const)));

  // 1. The organisation, step by step, each stream getting only the commands it lacks.
  const steps = organisationSteps(org, now, hashes);
  const admin = createUser(org.admin, hashes.get(org.admin.id)!);
  const totalCommands = steps.flat().reduce((sum, stream) => sum + stream.commands.length, 0);
  const planned = new Map<string, number>();
  let commandsRun = 0;
  let commandsDone = 0;
  const report = (phase: SeedProgress['phase'], processed: number, total: number, eventsPerSecond: number) =>
    options.onProgress?.({ phase, processed, total, elapsedMs: performance.now() - started, eventsPerSecond });
  const runStream = async (stream: StreamCommands, offset: number, progress = true) => {
    const current = (await store.readStream(stream.streamId)).at(-1)?.streamVersion ?? 0;
    for (const [index, command] of stream.commands.entries()) {
      checkAborted();
      if (offset + index >= current) {
        await command(context);
        commandsRun++;
      }
      if (!progress) continue;
      commandsDone++;
      report('organisation', commandsDone, totalCommands, 0);
    }
  };
  for (const step of steps) {
    const work = step.map((stream) => {
      const offset = planned.get(stream.streamId) ?? 0;
      planned.set(stream.streamId, offset + stream.commands.length);
      return { stream, offset };
    });
    await pool(work, 16, ({ stream, offset }) => runStream(stream, offset));
  }

  // 2. The history, device by device in time order, several uploads in flight. It is
  // generated room by room as the uploads go: held whole, it took a few hundred MB of heap
  // for the whole seed. Generating is deterministic and cheap (about 1 s for the demo), so
  // a first pass only counts, for the progress bar.
  const histories = () => demoHistory(org, { now, days });
  let totalEvents = 0;
  for (const room of histories()) for (const device of room) totalEvents += device.events.length;
  const uploads = (function* (): Generator<DeviceHistory> {
    for (const room of histories()) yield* room.filter((device) => device.events.length > 0);
  })();
  let appended = 0;
  let duplicates = 0;
  const historyStarted = performance.now();
  await pool(uploads, concurrency, async ({ device, events }) => {
    for (let offset = 0; offset < events.length; offset += SEED_BATCH_SIZE) {
      checkAborted();
      const batch = events.slice(offset, offset + SEED_BATCH_SIZE);
      const outcome = await ingestBatch(store, { deviceId: device.id, roomId: device.roomId, siteId: device.siteId, deviceType: device.deviceType }, batch);
      if (!outcome.ok) {
        const first = outcome.invalid[0];
        throw new Error(`demo seed: device ${device.deviceCode} batch refused: ${first?.name} ${first?.reason}`);
      }
      appended += outcome.result.appended;
      duplicates += outcome.result.duplicates;
      const seconds = (performance.now() - historyStarted) / 1000;
      report('history', appended + duplicates, totalEvents, seconds > 0 ? (appended + duplicates) / seconds : 0);
    }
  });

  // 3. The admin last: its stream marks the demo complete.
  checkAborted();
  await runStream(admin, 0, false);

  return { status: 'seeded', commands: commandsRun, events: appended, duplicates, now, elapsedMs: performance.now() - started };
}
