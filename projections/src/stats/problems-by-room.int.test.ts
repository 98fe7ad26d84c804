import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../migrations/migrate.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { sumProblemsByRoom, type RoomProblemCount } from './analytics.queries.ts';
import { hourRuns, MAX_HOUR_RANGES } from './hour-runs.ts';

const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 1, 1);
const ROOMS = ['r1', 'r2', 'r3'];
const PROBLEMS = ['dirty_floor', 'missing_soap'];

/** A count for each room, hour and problem that follows no period a shifted or repeated window of hours could hide. */
const countOf = (hour: number, room: number, problem: number) => ((Math.imul(hour + 1, 2_654_435_761) ^ Math.imul(room * 8 + problem + 1, 40_503)) >>> 0) % 5;

/** The complaints of every room, hour and problem over 30 days. */
const rows = ROOMS.flatMap((roomId, room) =>
  Array.from({ length: 30 * 24 }, (_, hour) =>
    PROBLEMS.map((problem, index) => ({
      room_id: roomId,
      hour_start: new Date(START + hour * HOUR_MS).toISOString(),
      problem,
      site_id: 's1',
      category: 'cleaning',
      count: countOf(hour, room, index),
    })),
  ).flat(),
);

/** What the sums must be: the rows of the given hours added up per room and problem, zeros left out. */
function expected(hours: readonly Date[]): RoomProblemCount[] {
  const chosen = new Set(hours.map((hour) => hour.toISOString()));
  const sums = new Map<string, RoomProblemCount>();
  for (const row of rows) {
    if (!chosen.has(row.hour_start) || row.count === 0) continue;
    const key = `${row.room_id}|${row.problem}`;
    const entry = sums.get(key) ?? sums.set(key, { roomId: row.room_id, problem: row.problem, category: 'cleaning', count: 0 }).get(key)!;
    entry.count += row.count;
  }
  return [...sums.values()].sort((a, b) => a.roomId.localeCompare(b.roomId) || a.problem.localeCompare(b.problem));
}

/** The morning hours (06:00-14:00 UTC) of the first `days` days. */
const mornings = (days: number) => Array.from({ length: days * 24 }, (_, hour) => new Date(START + hour * HOUR_MS)).filter((hour) => hour.getUTCHours() >= 6 && hour.getUTCHours() < 14);

describe.each(BACKENDS)('complaints per room over chosen hours (%s)', (backend) => {
  let t: TestDatabase;
  let db: Kysely<ReadModelDatabase>;
  const range = { siteId: 's1', roomIds: ['r1', 'r2'], from: new Date(START), to: new Date(START + 30 * 24 * HOUR_MS) };

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    db = t.database.withTables<ReadModelDatabase>().db;
    await migrateReadModels(db);
    await db.insertInto('room_hourly_problems').values(rows).execute();
  });
  afterAll(() => t?.dispose());

  it('adds up one run of hours, tested as a range', async () => {
    const hours = Array.from({ length: 50 }, (_, hour) => new Date(START + (100 + hour) * HOUR_MS));
    expect(hourRuns(hours)).toHaveLength(1);
    expect(await sumProblemsByRoom(db, { ...range, hours })).toEqual(expected(hours).filter((entry) => entry.roomId !== 'r3'));
  });

  it('adds up a few runs, tested as ranges, and many, tested as a list, alike', async () => {
    for (const days of [3, 25]) {
      const hours = mornings(days);
      expect(hourRuns(hours).length > MAX_HOUR_RANGES).toBe(days === 25);
      expect(await sumProblemsByRoom(db, { ...range, roomIds: ROOMS, hours })).toEqual(expected(hours));
    }
  });
});
