import type { RecordedEvent } from '@facility/contracts';
import type { HistoryReader, RoomEventQuery } from '@facility/event-store';
import type { DeviceStatusRecord } from '@facility/projections';
import type { RoomLiveInputs } from '../room-status/room-live.service.ts';
import { boardInputsAt, CALL_FOLLOW_UP_TYPES, callCandidatesOf, cleaningsOf, deviceStreamsOf, ROOM_LOOKUPS } from './board-at.fold.ts';

const PAGE = 10_000;

/**
 * Reads from the event log what decides the rooms' board at `at` (board-at.fold.ts) and
 * folds it: three look-ups in parallel, then the two runs that depend on them.
 */
export async function readBoardInputsAt(
  history: HistoryReader,
  roomIds: readonly string[],
  registry: readonly DeviceStatusRecord[],
  at: Date,
): Promise<RoomLiveInputs> {
  const streamIds = deviceStreamsOf(registry);
  const [latest, deviceLatest, deviceHeartbeats] = await Promise.all([
    history.latestRoomEvents({ roomIds, at, lookups: ROOM_LOOKUPS }),
    history.latestStreamEvents({ streamIds, at }),
    history.latestStreamEvents({ streamIds, at, type: 'DeviceHeartbeat' }),
  ]);
  const openings = callCandidatesOf(latest);
  const [visitsSinceClean, callFollowUps] = await Promise.all([
    readAllPages(history, { roomIds, types: ['VisitorsCounted'], since: cleaningsOf(latest), to: at }),
    readAllPages(history, { roomIds: [...openings.keys()], types: CALL_FOLLOW_UP_TYPES, since: openings, to: at }),
  ]);
  return boardInputsAt({ at, latest, visitsSinceClean, callFollowUps, deviceLatest, deviceHeartbeats }, registry);
}

async function readAllPages(history: HistoryReader, query: RoomEventQuery): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const last = events.at(-1);
    const page = await history.readRoomEvents({ ...query, maxCount: PAGE, ...(last ? { after: { transactionId: last.transactionId, position: last.globalPosition } } : {}) });
    events.push(...page);
    if (page.length < PAGE) return events;
  }
}
