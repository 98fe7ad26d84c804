import type { UserLevel, UserScopes } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

// Queries of the working-area and cleaner screens (spec §2 `/working-area`, `/users/cleaners`).

/** A room of a working area, as the screens show and group it. */
export interface WorkingAreaRoomRecord {
  roomId: string;
  displayName: string;
  building: string | null;
  floor: number | null;
}

export interface WorkingAreaRecord {
  workingAreaId: string;
  siteId: string;
  name: string;
  /**
   * The area's rooms that are still rooms of its site (removed rooms disappear from the
   * area when read), by building, floor and name.
   */
  rooms: WorkingAreaRoomRecord[];
  /** The ids of `rooms`, in the same order. */
  roomIds: string[];
  /** As the events gave them; whether each is still a cleaner granted the site is the caller's check. */
  cleanerIds: string[];
  deleted: boolean;
}

interface WorkingAreaRow {
  workingAreaId: string;
  siteId: string;
  name: string;
  roomIds: string[];
  cleanerIds: string[];
  deleted: boolean;
}

const selectWorkingAreas = (db: Db) =>
  db
    .selectFrom('working_areas')
    .select(['working_area_id as workingAreaId', 'site_id as siteId', 'name', 'room_ids as roomIds', 'cleaner_ids as cleanerIds', 'deleted']);

/** Each row with its live rooms: one room query for all of them. */
async function withRooms(db: Db, rows: readonly WorkingAreaRow[]): Promise<WorkingAreaRecord[]> {
  const wanted = [...new Set(rows.flatMap((row) => row.roomIds))];
  const rooms =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('rooms')
          .select(['room_id as roomId', 'site_id as siteId', 'display_name as displayName', 'building', 'floor'])
          .where('room_id', 'in', wanted)
          .where('removed', '=', false)
          .orderBy('building')
          .orderBy('floor')
          .orderBy('display_name')
          .orderBy('room_id')
          .execute();
  return rows.map((row) => {
    const held = new Set(row.roomIds);
    // A room of another site never counts, whatever the events say.
    const live = rooms.filter((room) => held.has(room.roomId) && room.siteId === row.siteId).map(({ siteId: _, ...room }) => room);
    return { ...row, rooms: live, roomIds: live.map((room) => room.roomId) };
  });
}

/** The site's working areas that are not deleted, by name (regardless of case). */
export async function listWorkingAreas(db: Db, siteId: string): Promise<WorkingAreaRecord[]> {
  const rows = await selectWorkingAreas(db)
    .where('site_id', '=', siteId)
    .where('deleted', '=', false)
    .orderBy(sql`lower(name)`)
    .orderBy('working_area_id')
    .execute();
  return withRooms(db, rows);
}

/** A working area, deleted ones included (see `deleted`), or null when there never was one. */
export async function getWorkingArea(db: Db, workingAreaId: string): Promise<WorkingAreaRecord | null> {
  const row = await selectWorkingAreas(db).where('working_area_id', '=', workingAreaId).executeTakeFirst();
  return row ? ((await withRooms(db, [row]))[0] ?? null) : null;
}

/** A user of type `cleaner`, with the grant that decides which sites it works in. */
export interface CleanerUserRecord {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** False once deactivated. */
  active: boolean;
  level: UserLevel;
  scopes: UserScopes;
}

/** Every user of type `cleaner`, deactivated ones included (see `active`), by last then first name. */
export async function listCleanerUsers(db: Db): Promise<CleanerUserRecord[]> {
  return db
    .selectFrom('users')
    .select(['user_id as userId', 'username', 'email', 'first_name as firstName', 'last_name as lastName', 'phone', 'active', 'level', 'scopes'])
    .where('type', '=', 'cleaner')
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy('user_id')
    .execute();
}
