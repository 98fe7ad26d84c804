import type { EventStore, HistoryReader } from '@facility/event-store';
import { listDeviceStatus, type ReadModelDatabase, type RoomRecord, type SiteRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import { buildRoomsLive, type RoomLiveView } from '../room-status/room-live.service.ts';
import { readBoardInputsAt } from './board-at.reader.ts';

/**
 * The rooms' live status as of `at`, from the event log, through the live board's own rule
 * (buildRoomsLive) at that moment. The rooms and devices are today's registry: a device
 * that had not signalled yet by then shows as never having signalled, as it did then.
 */
export async function loadRoomsAt(
  deps: { db: Kysely<ReadModelDatabase>; history: EventStore & HistoryReader },
  site: SiteRecord,
  rooms: readonly RoomRecord[],
  at: Date,
): Promise<RoomLiveView[]> {
  if (rooms.length === 0) return [];
  const roomIds = rooms.map((room) => room.roomId);
  const registry = await listDeviceStatus(deps.db, site.siteId, roomIds);
  const inputs = await readBoardInputsAt(deps.history, roomIds, registry, at);
  return buildRoomsLive(site, rooms, inputs, at);
}
