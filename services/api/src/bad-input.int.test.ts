import { PERMISSIONS, type RegisteredDevice } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; [key: string]: unknown };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Probe {
  /** Sent with the device's token instead of the admin's session (the routes devices call). */
  device: boolean;
  route: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** A value of the wrong type for `schema`: a number for a string, text for anything else. */
function wrongTypeFor(schema: Schema | undefined): unknown {
  const types = [schema?.type].flat();
  return types.includes('string') ? 12345 : 'not-a-value';
}

/** Bodies no client should send: not JSON, the wrong JSON type, every field of the wrong type, nested nonsense. */
function badBodies(schema: Schema | undefined): { payload: string; contentType: string }[] {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const wrongFields = Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([name, field]) => [name, wrongTypeFor(field)]));
  // Parsed, so `__proto__` is an own key that JSON.stringify sends, as an attacker's body would.
  const operator = JSON.parse('{"$gt": "", "__proto__": {"admin": true}}') as unknown;
  const nested = Object.fromEntries(Object.keys(schema?.properties ?? {}).map((name) => [name, operator]));
  const hugeArrays = Object.fromEntries(Object.keys(schema?.properties ?? {}).map((name) => [name, Array.from({ length: 2_000 }, () => 'x')]));
  return [
    { payload: '{"unterminated": ', contentType: 'application/json' },
    { payload: 'text', contentType: 'text/plain' },
    json(null),
    json([]),
    json('text'),
    json({}),
    json(wrongFields),
    json(nested),
    json(hugeArrays),
  ];
}

/** Path segments that are not ids of anything, or not ids at all. */
const ODD_SEGMENTS = ['does-not-exist', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300), '%E2%80%AE%F0%9F%98%80', '-1', '1e400'];
/** Query values of the wrong shape. */
const ODD_VALUES = ['', 'x'.repeat(300), '-1', '1e400', '2026-02-30', 'null', '\u0000', '[object Object]'];
/** Values a single body field is set to over an otherwise plausible body. */
const ODD_FIELD_VALUES: unknown[] = [null, -1, 1e308, 1.5, '', ' ', 'a'.repeat(5_000), '2026-02-30', '\u202e\u200b', [], {}, [null], true, '💩'.repeat(50)];

/**
 * A plausible value for a schema (the first enum value, a seeded id, a date, the minimum),
 * so that a body with one odd field gets past the others to the rules behind them.
 */
function plausible(schema: Schema | undefined, name: string, ids: Record<string, string>): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return plausible(alternatives.find((entry) => entry.type !== 'null') ?? alternatives[0], name, ids);
  if (name in ids) return ids[name];
  if (name === 'roomIds') return [ids.roomId];
  switch ([schema.type].flat().find((type) => type !== 'null')) {
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date' || /date|from$|to$/i.test(name)) return '2026-11-01';
      if (schema.format === 'email') return 'someone@example.test';
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(((schema.required as string[] | undefined) ?? []).map((key) => [key, plausible(schema.properties?.[key], key, ids)]));
    default:
      return 'x';
  }
}

// "Bad input gets a clear error, never a 500": every documented route, signed in as an
// admin with every permission on a seeded organisation, is sent odd path segments (with
// real ids too, so the route gets past its look-up), odd query values and bad bodies, and
// each body field in turn odd in an otherwise plausible body (so it reaches the rules
// behind the schema: a name of invisible characters only was taken until 2026-11-30). No
// answer may be a 5xx. Generated from the OpenAPI document, so a new route is covered the
// day it is added.
describe.each(BACKENDS)('no route answers bad input with a server error (%s)', (backend) => {
  let api: TestApp;
  let cookie = '';
  let deviceToken = '';
  const ids: Record<string, string> = { companyId: 'c-1', siteId: 's-1', roomId: 'r-1' };

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] });
    await api.caughtUp();
    cookie = await api.login('admin@demo.test', 'demo-admin');
    const device = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie }, payload: { roomId: 'r-1', deviceType: 'tablet' } });
    ids.deviceId = device.json<RegisteredDevice>().deviceId;
    deviceToken = device.json<RegisteredDevice>().token;
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  /** Every probe of one route: its path parameters odd or real, then odd queries and bad bodies on real ids. */
  function probesOf(path: string, method: string, operation: Operation): Probe[] {
    const route = `${method.toUpperCase()} ${path}`;
    const device = (operation.security ?? []).some((scheme) => 'deviceToken' in scheme);
    const parameters = operation.parameters ?? [];
    const pathNames = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
    const realIds = [...new Set(Object.values(ids))];
    const fill = (value: (name: string) => string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
    const urls = pathNames.length === 0 ? [path] : [...ODD_SEGMENTS.map((segment) => fill(() => segment)), ...realIds.map((id) => fill(() => id))];
    const realUrls = pathNames.length === 0 ? [path] : realIds.map((id) => fill(() => id));
    const queryNames = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    const validQuery = new URLSearchParams(Object.fromEntries(queryNames.filter((name) => name in ids).map((name) => [name, ids[name]!])));
    const probes: Probe[] = urls.map((url) => ({ device, route, method, url: validQuery.size ? `${url}?${validQuery}` : url }));
    for (const url of realUrls) {
      for (const name of queryNames) {
        for (const value of ODD_VALUES) {
          const query = new URLSearchParams(validQuery);
          query.set(name, value);
          probes.push({ device, route, method, url: `${url}?${query}` });
        }
      }
      const body = operation.requestBody?.content['application/json']?.schema;
      if (operation.requestBody) {
        for (const bad of badBodies(body)) probes.push({ device, route, method, url: validQuery.size ? `${url}?${validQuery}` : url, ...bad });
      }
    }
    return probes;
  }

  it('answers every odd request with a 4xx (or a success), never a 5xx', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    // Signing out ends the session the probes use; deletions run last, so they cannot take
    // away what the other probes need to get past their look-ups.
    const probes = operations
      .filter(({ path }) => path !== '/api/auth/logout')
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'))
      .flatMap(({ path, method, operation }) => probesOf(path, method, operation));
    const failures: string[] = [];
    for (const probe of probes) {
      const response = await api.app.inject({
        method: probe.method.toUpperCase() as 'GET',
        url: probe.url,
        headers: { ...(probe.device ? { authorization: `Bearer ${deviceToken}` } : { cookie }), ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      });
      // A kiosk command to a tablet that is not connected answers 503 by design (README,
      // Tasks, surveys and devices that are just a browser): the device, not the input.
      const deviceAway = response.statusCode === 503 && probe.route.startsWith('GET /api/kiosk/') && response.json<{ detail?: string }>().detail === 'Device might be unavailable';
      if (response.statusCode >= 500 && !deviceAway) failures.push(`${probe.route}: ${probe.method.toUpperCase()} ${probe.url.slice(0, 120)} ${probe.payload?.slice(0, 80) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(operations.length).toBeGreaterThan(100);
    expect(probes.length).toBeGreaterThan(2_000);
    expect(probes.filter((probe) => probe.device).length, 'probes of the routes devices call').toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('answers one odd field in an otherwise plausible body with a problem document, never a 5xx', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let probes = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (!schema?.properties || method === 'delete' || path.startsWith('/api/auth/')) continue;
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? (/device|kiosk/.test(path) ? ids.deviceId! : /room/.test(path) ? ids.roomId! : ids.siteId!));
        const body = plausible(schema, '', ids) as Record<string, unknown>;
        for (const field of Object.keys(schema.properties)) {
          for (const value of ODD_FIELD_VALUES) {
            probes++;
            const auth = (operation.security ?? []).some((scheme) => 'deviceToken' in scheme) ? { authorization: `Bearer ${deviceToken}` } : { cookie };
            const response = await api.app.inject({ method: method.toUpperCase() as 'POST', url, headers: auth, payload: { ...body, [field]: value } });
            const problem = String(response.headers['content-type'] ?? '').startsWith('application/problem+json');
            if (response.statusCode >= 500 || (response.statusCode >= 400 && !problem)) {
              failures.push(`${method.toUpperCase()} ${url} ${field}=${JSON.stringify(value).slice(0, 40)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(probes).toBeGreaterThan(1_500);
    expect(failures).toEqual([]);
  });
});
