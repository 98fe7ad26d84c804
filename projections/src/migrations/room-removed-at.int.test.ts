import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillRemovedAt } from './2026-11-30T15-00-room-removed-at.ts';
import { migrateReadModels } from './migrate.ts';

describe.each(BACKENDS)("rooms' removal times filled from the log (%s)", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const store = await PostgresEventStore.open(t.database);
    await migrateReadModels(t.database.db);
    // Rooms as the organisation projection left them before `removed_at` existed.
    const room = (roomId: string, removed: boolean) => sql`insert into rooms
        (room_id, site_id, display_name, room_name_en, room_type, is_calculated, pinned, ref_id, cells_num, sinks_num, urinals_num, removed)
        values (${roomId}, 's-1', ${roomId}, ${roomId}, 'men', false, false, ${roomId}, 1, 1, 0, ${removed})`.execute(t.database.db);
    await room('r-live', false);
    await room('r-gone', true);
    await room('r-unlogged', true);
    await store.append('org-room-r-gone', [
      { type: 'RoomCreated', occurredAt: new Date('2026-03-01T08:00:00Z'), data: { roomId: 'r-gone', siteId: 's-1' } },
      { type: 'RoomRemoved', occurredAt: new Date('2026-03-20T09:30:00Z'), data: { roomId: 'r-gone', siteId: 's-1' } },
    ]);
    await store.close();
  });
  afterAll(() => t.dispose());

  it("sets a removed room's time from its RoomRemoved event, and leaves the others", async () => {
    await backfillRemovedAt(t.database.db);
    const { rows } = await sql<{ room_id: string; removed_at: Date | null }>`select room_id, removed_at from rooms order by room_id`.execute(t.database.db);
    expect(rows.map((row) => [row.room_id, row.removed_at && new Date(row.removed_at).toISOString()])).toEqual([
      ['r-gone', '2026-03-20T09:30:00.000Z'],
      ['r-live', null],
      // Removed, but no event in this log (it would be on KurrentDB): left null.
      ['r-unlogged', null],
    ]);
  });
});
