import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Schema = { type?: string | string[]; maxLength?: number; enum?: unknown[]; const?: unknown; format?: string; [key: string]: unknown };

/** Every string schema inside `schema` that has no upper bound on its length, as JSON pointers. */
function unboundedStrings(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  const types = [node.type].flat();
  const bounded = node.maxLength !== undefined || node.enum !== undefined || node.const !== undefined || ['uuid', 'date-time', 'date'].includes(node.format ?? '');
  const own = types.includes('string') && !bounded ? [path] : [];
  const children = Object.entries(node).flatMap(([key, value]) =>
    Array.isArray(value) ? value.flatMap((item, index) => unboundedStrings(item, `${path}/${key}/${index}`)) : unboundedStrings(value, `${path}/${key}`),
  );
  return [...own, ...children];
}

// Finding 11: a 1.5 MB staffId was accepted. Every string a client can send, in a path, a
// query or a body of any route, has a maximum length: checked on the OpenAPI document,
// which is generated from the schemas that validate the requests.
describe('request strings are bounded', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp('pglite');
  });
  afterAll(() => api?.close());

  it('bounds the length of every string a request may carry', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) unbounded.push(...unboundedStrings(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.name}`));
        for (const content of Object.values(operation.requestBody?.content ?? {})) unbounded.push(...unboundedStrings(content.schema, `${method.toUpperCase()} ${path} body`));
      }
    }
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(unbounded).toEqual([]);
  });
});
