import type { RoomEvent, RoomProfile } from '@facility/contracts';
import type { Insertable } from 'kysely';
import { occurredAt, setsAnything, type Handlers } from './organisation.handlers.ts';
import type { RoomsTable } from './organisation.table.ts';

/** The columns behind a room's profile ({@link RoomProfile}). */
type ProfileColumns = Omit<Insertable<RoomsTable>, 'room_id' | 'site_id' | 'removed' | 'created_at' | 'removed_at'>;

/** A room's profile fields as columns; absent fields stay undefined, which Kysely leaves unchanged. */
function profileColumns(profile: RoomProfile): ProfileColumns;
function profileColumns(profile: Partial<RoomProfile>): Partial<ProfileColumns>;
function profileColumns(profile: Partial<RoomProfile>): Partial<ProfileColumns> {
  return {
    display_name: profile.displayName,
    room_name_en: profile.roomNameEn,
    room_type: profile.roomType,
    floor: profile.floor,
    building: profile.building,
    zone: profile.zone,
    gender: profile.gender,
    is_calculated: profile.isCalculated,
    pinned: profile.pinned,
    ref_id: profile.refId,
    cells_num: profile.cellsNum,
    sinks_num: profile.sinksNum,
    urinals_num: profile.urinalsNum,
    toilet_paper_size: profile.toiletPaperSize,
    visitor_threshold: profile.visitorThreshold,
  };
}

/** Rooms: a removed room keeps its row, flagged (its history stays). */
export const roomHandlers: Handlers<RoomEvent> = {
  async RoomCreated(trx, { roomId, siteId, ...profile }, event, scope) {
    await trx
      .insertInto('rooms')
      .values({ room_id: roomId, site_id: siteId, ...profileColumns(profile), removed: false, created_at: occurredAt(event) })
      .execute();
    scope.add(siteId, roomId);
  },

  async RoomUpdated(trx, { roomId, siteId, ...profile }, _event, scope) {
    const changes = profileColumns(profile);
    if (setsAnything(changes)) await trx.updateTable('rooms').set(changes).where('room_id', '=', roomId).execute();
    scope.add(siteId, roomId);
  },

  async RoomRemoved(trx, { roomId, siteId }, event, scope) {
    await trx.updateTable('rooms').set({ removed: true, removed_at: occurredAt(event) }).where('room_id', '=', roomId).execute();
    scope.add(siteId, roomId);
  },
};
