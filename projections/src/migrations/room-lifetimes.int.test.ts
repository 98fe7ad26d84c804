import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillRoomLifetimes } from './2026-11-30T15-00-room-lifetimes.ts';
import { migrateReadModels } from './migrate.ts';

describe.each(BACKENDS)("rooms' creation and removal times filled from the log (%s)", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const store = await PostgresEventStore.open(t.database);
    await migrateReadModels(t.database.db);
    // Rooms as the organisation projection left them before the two columns existed.
    const room = (roomId: string, removed: boolean) => sql`insert into rooms
        (room_id, site_id, display_name, room_name_en, room_type, is_calculated, pinned, ref_id, cells_num, sinks_num, urinals_num, removed)
        values (${roomId}, 's-1', ${roomId}, ${roomId}, 'men', false, false, ${roomId}, 1, 1, 0, ${removed})`.execute(t.database.db);
    await room('r-live', false);
    await room('r-gone', true);
    await room('r-unlogged', true);
    await store.append('org-room-r-live', [{ type: 'RoomCreated', occurredAt: new Date('2026-02-01T07:00:00Z'), data: { roomId: 'r-live', siteId: 's-1' } }]);
    await store.append('org-room-r-gone', [
      { type: 'RoomCreated', occurredAt: new Date('2026-03-01T08:00:00Z'), data: { roomId: 'r-gone', siteId: 's-1' } },
      { type: 'RoomRemoved', occurredAt: new Date('2026-03-20T09:30:00Z'), data: { roomId: 'r-gone', siteId: 's-1' } },
    ]);
    await store.close();
  });
  afterAll(() => t.dispose());

  it("sets each room's times from its RoomCreated and RoomRemoved events, and leaves what the log does not tell", async () => {
    await backfillRoomLifetimes(t.database.db);
    const { rows } = await sql<{ room_id: string; created_at: Date | null; removed_at: Date | null }>`
      select room_id, created_at, removed_at from rooms order by room_id`.execute(t.database.db);
    const iso = (at: Date | null) => at && new Date(at).toISOString();
    expect(rows.map((row) => [row.room_id, iso(row.created_at), iso(row.removed_at)])).toEqual([
      ['r-gone', '2026-03-01T08:00:00.000Z', '2026-03-20T09:30:00.000Z'],
      ['r-live', '2026-02-01T07:00:00.000Z', null],
      // No event in this log (they would be on KurrentDB): left null.
      ['r-unlogged', null, null],
    ]);
  });
});
