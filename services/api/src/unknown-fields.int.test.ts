import { PERMISSIONS, UNKNOWN_FIELD_REASON } from '@facility/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from './plugins/problem-details.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Schema = { type?: string | string[]; properties?: Record<string, unknown>; additionalProperties?: unknown; allOf?: unknown; [key: string]: unknown };
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}

/** Every object schema inside `schema` that would take fields it does not name, as JSON pointers. */
function openObjects(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  // allOf cannot be closed with additionalProperties (each part would refuse the others' fields).
  const open = (node.properties !== undefined && node.additionalProperties !== false) || node.allOf !== undefined ? [path] : [];
  const children = Object.entries(node).flatMap(([key, value]) =>
    Array.isArray(value) ? value.flatMap((item, index) => openObjects(item, `${path}/${key}/${index}`)) : openObjects(value, `${path}/${key}`),
  );
  return [...open, ...children];
}

/** The routes devices call with their token keep taking fields they do not know (INTERFACES.md: devices in the field are not updated with the server). */
const isDeviceRoute = (operation: Operation) => (operation.security ?? []).some((scheme) => 'deviceToken' in scheme);

// Noticed on 2026-12-01: a mistyped field in an admin body (`macId` for `replace.mac_id`)
// answered 200 and changed nothing, as did an unknown parameter on 26 of the 46 routes with
// a query. Every body and query a signed-in user sends now names what it does not know:
// checked on the OpenAPI document (generated from the schemas that validate the requests,
// so a new route is covered the day it is added), and by sending each such route a field it
// does not have.
describe('requests refuse fields they do not know', () => {
  let api: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  // Signed in: some routes check the session before the body (a signed-out caller learns nothing of the schema).
  let cookie = '';
  beforeAll(async () => {
    api = await createTestApp('pglite');
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] });
    await api.caughtUp();
    cookie = await api.login('admin@demo.test', 'demo-admin');
    document = (await api.app.inject({ method: 'GET', url: '/api/docs' })).json();
  });
  afterAll(() => api?.close());

  const userBodies = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content['application/json']?.schema;
        return schema && !isDeviceRoute(operation) ? [{ path, method, operation, schema }] : [];
      }),
    );

  it('closes every object of every body a user sends', () => {
    const open = userBodies().flatMap(({ path, method, schema }) => openObjects(schema, `${method.toUpperCase()} ${path} body`));
    expect(userBodies().length).toBeGreaterThan(30);
    expect(open).toEqual([]);
  });

  it('answers an unknown field with 400 naming it, before anything else is looked at', async () => {
    const failures: string[] = [];
    for (const { path, method, operation } of userBodies()) {
      const url = path.replace(/\{[^}]+\}/g, 'some-id');
      const query = (operation.parameters ?? []).some((parameter) => parameter.in === 'query') ? '?siteId=some-site' : '';
      const response = await api.app.inject({ method: method.toUpperCase() as 'POST', url: url + query, headers: { cookie }, payload: { macId: 'AA:BB' } });
      const problem = response.json<Problem>();
      const named = problem['invalid-params']?.find((param) => param.name === 'body/macId');
      if (response.statusCode !== 400 || named?.reason !== UNKNOWN_FIELD_REASON) {
        failures.push(`${method.toUpperCase()} ${path} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an unknown query parameter with 400 naming it, on every route that takes any', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (isDeviceRoute(operation) || !(operation.parameters ?? []).some((parameter) => parameter.in === 'query')) continue;
        probes++;
        const url = `${path.replace(/\{[^}]+\}/g, 'some-id')}?macId=AA`;
        const response = await api.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { cookie } });
        const named = response.json<Problem>()['invalid-params']?.find((param) => param.name === 'querystring/macId');
        if (response.statusCode !== 400 || named?.reason !== UNKNOWN_FIELD_REASON) failures.push(`${method.toUpperCase()} ${path} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(probes).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('names a nested unknown field by its place, once', async () => {
    const response = await api.app.inject({ method: 'PUT', url: '/api/admin/devices/some-id', headers: { cookie }, payload: { replace: { mac_id: 'AA:BB', macId: 'AA:BB' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>()['invalid-params']).toEqual([{ name: 'body/replace/macId', reason: UNKNOWN_FIELD_REASON }]);
  });
});

