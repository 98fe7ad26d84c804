import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgArray, pgArrayLiteral } from './pg-array.ts';

describe('pgArrayLiteral', () => {
  it('quotes text, escapes quotes and backslashes, and leaves NULL bare', () => {
    expect(pgArrayLiteral(['a', 'b,"c\\', null, 'NULL', 1.5, true, false])).toBe('{"a","b,\\"c\\\\",NULL,"NULL",1.5,t,f}');
    expect(pgArrayLiteral([])).toBe('{}');
  });

  it('refuses numbers PostgreSQL cannot read back', () => {
    expect(() => pgArrayLiteral([Number.NaN])).toThrow(RangeError);
    expect(() => pgArrayLiteral([Infinity])).toThrow(RangeError);
  });
});

describe.each(BACKENDS)('pgArray round trip (%s)', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(() => t.dispose());

  it('unnests every column type back to the values sent', async () => {
    const tricky = 'room "7", {east} \\ wing';
    const { rows } = await sql<Record<string, unknown>>`select * from unnest(
        ${pgArray(['a', tricky, null, 'NULL'], 'text')}, ${pgArray([1, -2, 0, 2_147_483_647], 'int')},
        ${pgArray(['2026-03-01T10:00:00.000Z', null, '2026-03-01T10:00:00.500Z', null], 'timestamptz')},
        ${pgArray([true, false, true, false], 'bool')}, ${pgArray([1.5, 2.25, 0, 1e-7], 'float8')},
        ${pgArray(['2026-03-01', null, '2026-12-31', null], 'date')}, ${pgArray(['{"x":[1,"y"]}', null, 'null', '"s"'], 'jsonb')}
      ) with ordinality as u(text, int, at, flag, float, day, doc, n) order by n`.execute(t.database.db);
    expect(rows.map((row) => row.text)).toEqual(['a', tricky, null, 'NULL']);
    expect(rows.map((row) => row.int)).toEqual([1, -2, 0, 2_147_483_647]);
    expect(rows.map((row) => (row.at === null ? null : new Date(row.at as string).toISOString()))).toEqual([
      '2026-03-01T10:00:00.000Z',
      null,
      '2026-03-01T10:00:00.500Z',
      null,
    ]);
    expect(rows.map((row) => row.flag)).toEqual([true, false, true, false]);
    expect(rows.map((row) => row.float)).toEqual([1.5, 2.25, 0, 1e-7]);
    expect(rows.map((row) => row.day === null ? null : new Date(row.day as string).toISOString().slice(0, 10))).toEqual(['2026-03-01', null, '2026-12-31', null]);
    expect(rows.map((row) => row.doc)).toEqual([{ x: [1, 'y'] }, null, null, 's']);
  });

  it('serves as the right side of = any, parsed once rather than per row', async () => {
    const hours = ['2026-03-01T01:00:00.000Z', '2026-03-01T05:00:00.000Z'];
    const { rows } = await sql<{ n: number }>`select count(*)::int as n
      from generate_series(timestamptz '2026-03-01T00:00:00Z', timestamptz '2026-03-02T00:00:00Z', interval '1 hour') as g(hour)
      where g.hour = any(${pgArray(hours, 'timestamptz')})`.execute(t.database.db);
    expect(rows[0]!.n).toBe(2);
  });

  it('sends an empty column as an empty array', async () => {
    const { rows } = await sql<{ n: number }>`select cardinality(${pgArray([], 'text')}) as n`.execute(t.database.db);
    expect(rows[0]!.n).toBe(0);
  });
});
