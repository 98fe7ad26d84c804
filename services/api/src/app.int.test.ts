import { ConcurrencyError, PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, newEvent, type TestDatabase } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, type ReadModelDatabase } from '@facility/projections';
import { Projector } from '@facility/projector';
import { Type, TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { IllegalStateError, NotFoundError, ValidationError } from './domain/errors.ts';
import { registerProblemDetails } from './plugins/problem-details.ts';
import { startRuntime } from './runtime.ts';
import { MIGRATED_SCHEMA } from '@facility/projector/testing';

const quiet = { info() {}, warn() {}, error() {} };

describe.each(BACKENDS)('API shell (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let projector: Projector;

  beforeEach(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
    projector = new Projector(store, t.database, ALL_PROJECTIONS, { logger: quiet });
  });
  afterEach(async () => {
    await projector.stop();
    await store.close();
    await t.dispose();
  });

  it('answers health 503 "starting" until the projections run, then 200 with their positions', async () => {
    const app = await buildApp({ projector, store, db: t.database.withTables<ReadModelDatabase>().db });
    await app.ready();
    await projector.start().catch(() => {});
    // Started but not yet reported: stop to look at the "not running" answer first.
    await projector.stop();
    const before = await app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(503);
    expect(before.json().status).toBe('starting');

    await projector.start();
    await store.append('device-1', [
      { type: 'VisitorsCounted', data: { deviceId: '1', roomId: 'r', siteId: 's', count: 2, counter: 'men' } },
    ]);
    const body = await vi.waitFor(
      async () => {
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        const health = response.json() as { status: string; projections: Record<string, { position: number; lag: number }> };
        if (response.statusCode !== 200 || !(health.projections['room-hourly-counters']!.position > 0)) throw new Error(`health: ${response.body}`);
        return health;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(body).toMatchObject({ status: 'ok', projections: { 'room-hourly-counters': { lag: 0, state: 'running' } } });
    await app.close();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const app = await buildApp({ projector, store, db: t.database.withTables<ReadModelDatabase>().db });
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: '3.1.0',
      paths: {
        '/api/health': { get: expect.any(Object) },
        '/api/ingest': { post: expect.any(Object) },
        '/api/admin/devices': { post: expect.any(Object) },
        '/api/auth/login': { post: expect.any(Object) },
        '/api/auth/is-email-valid': { get: expect.any(Object) },
      },
    });
    await app.close();
  });
});

describe('problem details', () => {
  // The error handler alone, on a bare Fastify with the same validator as the app.
  const appWithTestRoutes = async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    registerProblemDetails(app);
    app.post(
      '/api/test/echo',
      { schema: { body: Type.Object({ events: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }) }), { minItems: 1 }) }) } },
      async (request) => request.body,
    );
    const failures: Record<string, () => Error> = {
      validation: () => new ValidationError('shifts/0/minSla', 'minSla must not exceed maxSla'),
      missing: () => new NotFoundError('No such site'),
      state: () => new IllegalStateError('The site was deleted'),
      conflict: () => new ConcurrencyError('org-site-1', 3, 4),
      bug: () => new Error('column "secret" of relation "users" does not exist'),
      // As node-postgres reports a server that refuses more clients (SQLSTATE 53300).
      database: () => Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    };
    app.get<{ Params: { kind: string } }>('/api/test/fail/:kind', async (request) => {
      throw failures[request.params.kind]!();
    });
    return app;
  };

  it('names every invalid field of a request', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { events: [{ id: 'not-a-uuid' }] } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request', 'invalid-params': [{ name: 'body/events/0/id' }] });
    const missing = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(missing.json()['invalid-params'][0].name).toBe('body/events');
    await app.close();
  });

  it.each([
    ['validation', 400, 'minSla must not exceed maxSla'],
    ['missing', 404, 'No such site'],
    ['state', 409, 'The site was deleted'],
    ['conflict', 412, 'The resource was changed by someone else; reload and try again'],
  ])('maps a %s error to %i', async (kind, status, detail) => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ method: 'GET', url: `/api/test/fail/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status, detail });
    await app.close();
  });

  it('hides the message of an unexpected error', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/fail/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/secret|relation/);
    await app.close();
  });

  it('answers a database that is away or full with 503 and Retry-After, without its message', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/fail/database' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: 503, detail: 'The database is unavailable; try again shortly' });
    expect(response.body).not.toMatch(/too many clients/);
    await app.close();
  });

  it('answers an unknown route with a 404 problem', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, detail: 'No route GET /api/nothing-here' });
    await app.close();
  });
});

describe('runtime', () => {
  it('starts the API and the projector on an embedded database', async () => {
    const runtime = await startRuntime({ ...loadConfig({}), dataDir: 'memory://' }, { logger: false });
    try {
      const response = await runtime.app.inject({ method: 'GET', url: '/api/health' });
      expect([200, 503]).toContain(response.statusCode);
      expect(Object.keys(response.json().projections)).toEqual(ALL_PROJECTIONS.map((projection) => projection.name));
      runtime.setServing(false);
      const loading = await runtime.app.inject({ method: 'GET', url: '/api/health' });
      expect(loading.statusCode).toBe(503);
      expect(loading.json().status).toBe('starting');
    } finally {
      await runtime.close();
    }
  });

  it('holds the projections until startProjections, serving reads over the migrated read models meanwhile', async () => {
    const runtime = await startRuntime({ ...loadConfig({}), dataDir: 'memory://' }, { logger: false, holdProjections: true });
    const health = async () => (await runtime.app.inject({ method: 'GET', url: '/api/health' })).json().projections as Record<string, { state: string; lag: number }>;
    try {
      await runtime.store.append('held-1', [newEvent()]);
      const held = await health();
      expect(Object.keys(held)).toEqual(ALL_PROJECTIONS.map((projection) => projection.name));
      for (const projection of Object.values(held)) expect(projection).toMatchObject({ state: 'idle', lag: 1 });

      await Promise.all([runtime.startProjections(), runtime.startProjections()]);
      await vi.waitFor(async () => {
        for (const projection of Object.values(await health())) expect(projection).toMatchObject({ state: 'running', lag: 0 });
      }, 20_000);
    } finally {
      await runtime.close();
    }
  });
});
