import {
  companyDecider,
  deviceDecider,
  franchiseDecider,
  handleCommand,
  hashPassword,
  ingestBatch,
  newSecretToken,
  roomDecider,
  siteDecider,
  userDecider,
  type DecisionContext,
} from '@facility/api';
import {
  companyStreamId,
  deviceRegistryStreamId,
  franchiseStreamId,
  roomStreamId,
  siteStreamId,
  userStreamId,
} from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import type { Progress } from '../cli/progress-bar.ts';
import { DAY_MS, demoHistory, type DeviceHistory } from './demo-history.ts';
import { demoOrganisation, type DemoOrganisation, type DemoUser } from './demo-organisation.ts';

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

export type DemoSeedState =
  | { status: 'absent' }
  | { status: 'partial'; startedAt: Date }
  | { status: 'complete'; startedAt: Date | null };

/** Whether the demo is in the store: complete (its admin exists), partial (interrupted) or absent. */
export async function demoSeedState(store: EventStore, org: DemoOrganisation = demoOrganisation()): Promise<DemoSeedState> {
  const [franchise] = await store.readStream(franchiseStreamId(org.franchise.id), { maxCount: 1 });
  const [admin] = await store.readStream(userStreamId(org.admin.id), { maxCount: 1 });
  if (admin) return { status: 'complete', startedAt: franchise?.occurredAt ?? null };
  if (franchise) return { status: 'partial', startedAt: franchise.occurredAt };
  return { status: 'absent' };
}

/** What a seed command runs with: the decision context and the store. */
type SeedContext = DecisionContext & { store: EventStore };
type SeedCommand = (context: SeedContext) => Promise<unknown>;

/** One stream's share of a step: its commands, in order. */
interface StreamCommands {
  streamId: string;
  commands: SeedCommand[];
}

type CommandOf<D extends { decide(command: never, ...rest: never[]): unknown }> = Parameters<D['decide']>[0];

// One helper per decider, so each command is type-checked against its decider's commands.
const franchiseCommand = (streamId: string, command: CommandOf<typeof franchiseDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, franchiseDecider, command, context);
const companyCommand = (streamId: string, command: CommandOf<typeof companyDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, companyDecider, command, context);
const siteCommand = (streamId: string, command: CommandOf<typeof siteDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, siteDecider, command, context);
const roomCommand = (streamId: string, command: CommandOf<typeof roomDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, roomDecider, command, context);
const deviceCommand = (streamId: string, command: CommandOf<typeof deviceDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, deviceDecider, command, context);
const userCommand = (streamId: string, command: CommandOf<typeof userDecider>): SeedCommand => (context) =>
  handleCommand(context.store, streamId, userDecider, command, context);

/**
 * Runs `work` over `items` with at most `limit` at a time. After a failure no new item
 * starts, and it rejects only once the items in flight have settled: nothing still writes
 * when the caller goes on (to close the store, say).
 */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

function createUser(user: DemoUser, passwordHash: string): StreamCommands {
  const streamId = userStreamId(user.id);
  return {
    streamId,
    commands: [
      userCommand(streamId, {
        type: 'CreateUser',
        data: {
          userId: user.id,
          passwordHash,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
          gender: user.gender,
          language: user.language,
          type: user.type,
          roles: user.roles,
          level: user.level,
          scopes: user.scopes,
        },
      }),
    ],
  };
}

/**
 * The organisation's commands in steps: each step's streams may go in parallel, a step
 * starts when the one before has finished (sites before their rooms, rooms before the
 * shifts that name them and the devices in them, shifts before the holidays that name them).
 */
function organisationSteps(org: DemoOrganisation, now: Date, passwordHashes: Map<string, string>): StreamCommands[][] {
  const franchise: StreamCommands = {
    streamId: franchiseStreamId(org.franchise.id),
    commands: [
      franchiseCommand(franchiseStreamId(org.franchise.id), {
        type: 'CreateFranchise',
        data: { franchiseId: org.franchise.id, franchiseName: org.franchise.name, franchiseCountry: org.franchise.country },
      }),
    ],
  };

  const companies = org.companies.map((company): StreamCommands => {
    const streamId = companyStreamId(company.id);
    return {
      streamId,
      commands: [
        companyCommand(streamId, {
          type: 'CreateCompany',
          data: {
            companyId: company.id,
            franchiseId: company.franchiseId,
            companyName: company.name,
            companyType: company.type,
            region: company.region,
            endClients: company.endClients,
          },
        }),
      ],
    };
  });

  const sites = org.sites.map((site): StreamCommands => {
    const streamId = siteStreamId(site.id);
    const officialStartDate = isoDate(now.getTime() - 400 * DAY_MS);
    return {
      streamId,
      commands: [
        siteCommand(streamId, {
          type: 'CreateSite',
          data: {
            siteId: site.id,
            companyId: site.companyId,
            name: site.name,
            description: site.description,
            type: 'operation',
            status: 'active',
            country: site.country,
            state: site.state,
            city: site.city,
            sector: site.sector,
            buildingArea: site.buildingArea,
            officialStartDate,
            timezone: site.timezone,
            location: site.location,
            cleanersNumber: site.cleanersNumber,
            counterThreshold: site.counterThreshold,
          },
        }),
        siteCommand(streamId, { type: 'SetSiteOffDays', data: { siteId: site.id, offDays: site.offDays } }),
        siteCommand(streamId, { type: 'SetSiteTimeSaving', data: { siteId: site.id, ...site.timeSaving } }),
      ],
    };
  });

  const rooms = org.sites.flatMap((site) =>
    site.rooms.map((room): StreamCommands => {
      const streamId = roomStreamId(room.id);
      return {
        streamId,
        commands: [
          roomCommand(streamId, {
            type: 'CreateRoom',
            data: {
              roomId: room.id,
              siteId: site.id,
              displayName: room.displayName,
              roomNameEn: room.roomNameEn,
              roomType: room.roomType,
              floor: room.floor,
              building: room.building,
              zone: room.zone,
              gender: room.gender,
              isCalculated: true,
              pinned: room.pinned,
              refId: room.refId,
              cellsNum: room.cellsNum,
              sinksNum: room.sinksNum,
              urinalsNum: room.urinalsNum,
              toiletPaperSize: room.toiletPaperSize,
              visitorThreshold: room.visitorThreshold,
            },
          }),
        ],
      };
    }),
  );

  const shifts = org.sites.map((site): StreamCommands => {
    const streamId = siteStreamId(site.id);
    const roomIds = site.rooms.map((room) => room.id);
    return {
      streamId,
      commands: [
        siteCommand(streamId, {
          type: 'SetSiteShifts',
          data: {
            siteId: site.id,
            shifts: site.shifts.map((shift) => ({
              shiftNumber: shift.number,
              shiftName: shift.name,
              start: shift.start,
              end: shift.end,
              days: shift.days,
              minSla: shift.minSla,
              maxSla: shift.maxSla,
              roomIds,
              active: true,
            })),
          },
        }),
        // Holidays may name shifts, so they follow them.
        siteCommand(streamId, { type: 'SetSiteHolidays', data: { siteId: site.id, holidays: site.holidays } }),
      ],
    };
  });

  const technician = org.users.find((user) => user.type === 'maintenance');
  const devices = org.sites.flatMap((site) =>
    site.rooms.flatMap((room) =>
      room.devices.map((device): StreamCommands => {
        const streamId = deviceRegistryStreamId(device.id);
        const commands = [
          deviceCommand(streamId, {
            type: 'RegisterDevice',
            data: {
              deviceId: device.id,
              roomId: room.id,
              siteId: site.id,
              deviceType: device.deviceType,
              deviceCode: device.deviceCode,
              // The demo's devices report through the in-process ingest; nobody keeps the token.
              tokenHash: newSecretToken().tokenHash,
            },
          }),
          deviceCommand(streamId, {
            type: 'InstallDevice',
            data: { deviceId: device.id, installSpot: device.installSpot, macId: device.macId },
          }),
        ];
        const replaced = device.health.batteryReplacedDaysAgo;
        if (replaced !== undefined) {
          commands.push(
            deviceCommand(streamId, {
              type: 'RecordDeviceMaintenance',
              data: {
                deviceId: device.id,
                kind: 'battery_replacement',
                date: isoDate(now.getTime() - replaced * DAY_MS),
                byName: technician ? `${technician.firstName} ${technician.lastName}` : 'Site technician',
                note: 'Battery replaced after a low-battery alert',
              },
            }),
          );
        }
        if (device.health.note) {
          commands.push(deviceCommand(streamId, { type: 'SetDeviceNote', data: { deviceId: device.id, text: device.health.note } }));
        }
        return { streamId, commands };
      }),
    ),
  );

  const staff = org.users
    .filter((user) => user.id !== org.admin.id)
    .map((user) => createUser(user, passwordHashes.get(user.id)!));

  return [[franchise], companies, sites, rooms, shifts, devices, staff];
}

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

  // 2. The history, device by device in time order, several uploads in flight.
  const histories: DeviceHistory[] = [];
  for (const room of demoHistory(org, { now, days })) histories.push(...room.filter((device) => device.events.length > 0));
  const totalEvents = histories.reduce((sum, history) => sum + history.events.length, 0);
  let appended = 0;
  let duplicates = 0;
  const historyStarted = performance.now();
  await pool(histories, concurrency, async ({ device, events }) => {
    for (let offset = 0; offset < events.length; offset += SEED_BATCH_SIZE) {
      checkAborted();
      const batch = events.slice(offset, offset + SEED_BATCH_SIZE);
      const outcome = await ingestBatch(store, { deviceId: device.id, roomId: device.roomId, siteId: device.siteId }, batch);
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
