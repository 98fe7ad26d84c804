import { companyStreamId, roomStreamId, siteStreamId, userStreamId, type Actor } from '@facility/contracts';
import { PostgresEventStore, type EventStore } from '@facility/event-store';
import { createTestDatabase, type Backend } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, findUserByEmail, type ReadModelDatabase } from '@facility/projections';
import { Projector } from '@facility/projector';
import { MIGRATED_SCHEMA } from '@facility/projector/testing';
import { buildApp, type AppOptions } from '../app.ts';
import { handleCommand } from '../domain/command-handler.ts';
import { hashPassword } from '../features/auth/password.ts';
import { companyDecider } from '../features/organisation/company/company.decider.ts';
import { roomDecider } from '../features/organisation/room/room.decider.ts';
import { siteDecider } from '../features/organisation/site/site.decider.ts';
import { userDecider } from '../features/organisation/user/user.decider.ts';

const quiet = { info() {}, warn() {}, error() {} };
const system: Actor = { kind: 'system', id: 'test' };

/**
 * Seeded users' passwords are hashed with scrypt at N = 2^10 instead of the production 2^15:
 * the same algorithm, sign-in route and check (the cost travels with each hash), but 6 ms a
 * hash and a sign-in instead of 160 on this 2-core machine, where the suites seed and sign
 * in a few hundred users. `password.test.ts` pins the production cost; sign-ins with an
 * unknown email still check the full-cost dummy hash.
 */
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  type?: string;
  level?: 'buzzz' | 'franchise' | 'company' | 'site';
  scopes?: { franchiseIds?: string[]; companyIds?: string[]; siteIds?: string[] };
  roles?: string[];
}

/**
 * Polls `condition` every 10 ms until it holds (true) or `timeoutMs` passes (false). A plain
 * loop, not vi.waitFor: the benchmarks seed through this app outside vitest. A deadline, not
 * a count of tries: when test files run side by side on two cores, the projector's pace
 * varies with what the other file is doing.
 */
async function pollUntil(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/**
 * The whole API on a fresh database (PGlite or PostgreSQL) with a running projector, and
 * helpers that set up an organisation through the real deciders: no rows are inserted
 * behind the event store's back.
 */
export async function createTestApp(backend: Backend, options: AppOptions = {}) {
  const t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
  const store = await PostgresEventStore.open(t.database);
  const projector = new Projector(store, t.database, ALL_PROJECTIONS, { logger: quiet });
  await projector.start();
  const db = t.database.withTables<ReadModelDatabase>().db;
  const app = await buildApp({ projector, store, db, pubSub: t.database }, options);

  /** Waits until every projection has applied everything appended so far. */
  const caughtUp = async () => {
    if (!(await pollUntil(async () => Object.values(await projector.health()).every((entry) => entry.lag === 0)))) {
      throw new Error('projections did not catch up');
    }
  };

  const { seedSite, siteCommand, seedUser } = organisationSeeds(store);

  /** Signs in and returns the Cookie header value for later requests. */
  const login = async (email: string, password: string): Promise<string> => {
    // The user's row comes from the projections: wait for it rather than count on the
    // projector being quick. If it never comes, the login below says so.
    await pollUntil(async () => (await findUserByEmail(db, email)) !== null);
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    return `sid=${cookie!.value}`;
  };

  return {
    t,
    store,
    projector,
    db,
    app,
    caughtUp,
    seedSite,
    seedUser,
    siteCommand,
    login,
    async close() {
      await app.close();
      await projector.stop();
      await store.close();
      await t.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Sets up an organisation through the real deciders on any store: a company with a site and
 * a room, site commands, users. Shared by the test app and suites that start processes of
 * their own (roles.int.test.ts).
 */
export function organisationSeeds(store: EventStore) {
  const context = () => ({ now: new Date(), actor: system });

  /** A company with one site (time zone Asia/Jerusalem) and one room. */
  const seedSite = async (ids: { companyId: string; siteId: string; roomId: string; franchiseId?: string | null }) => {
    await handleCommand(store, companyStreamId(ids.companyId), companyDecider, {
      type: 'CreateCompany',
      data: { companyId: ids.companyId, franchiseId: ids.franchiseId ?? null, companyName: `Company ${ids.companyId}`, companyType: 'management_co', region: 'Center', endClients: [] },
    }, context());
    await handleCommand(store, siteStreamId(ids.siteId), siteDecider, {
      type: 'CreateSite',
      data: {
        siteId: ids.siteId,
        companyId: ids.companyId,
        name: `Site ${ids.siteId}`,
        country: 'Israel',
        state: 'Tel Aviv District',
        city: 'Tel Aviv',
        sector: 'offices',
        timezone: 'Asia/Jerusalem',
        location: { address: 'Menachem Begin 132', latitude: 32.074, longitude: 34.792, radius: 150 },
      },
    }, context());
    await handleCommand(store, roomStreamId(ids.roomId), roomDecider, {
      type: 'CreateRoom',
      data: {
        roomId: ids.roomId,
        siteId: ids.siteId,
        displayName: 'Toilets 3rd floor',
        roomNameEn: 'Toilets third floor',
        roomType: 'men',
        floor: 3,
        building: 'A',
        zone: null,
        gender: 'men',
        refId: '301',
      },
    } as never, context());
  };

  /** Runs a site command (shifts, holidays, time saving...) through the real site decider. */
  const siteCommand = async (command: Parameters<typeof siteDecider.decide>[0]) => {
    await handleCommand(store, siteStreamId(command.data.siteId), siteDecider, command, context());
  };

  const seedUser = async (user: TestUser) => {
    await handleCommand(store, userStreamId(user.userId), userDecider, {
      type: 'CreateUser',
      data: {
        userId: user.userId,
        username: user.email.split('@')[0]!.padEnd(5, '0'),
        firstName: 'Test',
        lastName: 'User',
        email: user.email,
        type: user.type ?? 'admin',
        roles: user.roles ?? ['dashboard', 'devices'],
        level: user.level ?? 'buzzz',
        scopes: { franchiseIds: [], companyIds: [], siteIds: [], ...user.scopes },
        passwordHash: await hashPassword(user.password, TEST_PASSWORD_COST),
      },
    } as never, context());
  };

  return { seedSite, siteCommand, seedUser };
}
