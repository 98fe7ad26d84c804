import type { RecordedEvent } from '@facility/contracts';
import type { HistoryReader, RoomEventQuery } from '@facility/event-store';
import type { DeviceStatusRecord } from '@facility/projections';
import type { RoomLiveInputs } from '../room-status/room-live.service.ts';
import { boardInputsAt, callCandidatesOf, cleaningsOf, deviceStreamsOf, ROOM_LOOKUPS } from './board-at.fold.ts';

const PAGE = 10_000;

/**
 * Reads from the event log what decides the rooms' board at `at` (board-at.fold.ts) and
 * folds it: three look-ups in parallel, then the visits since cleaning and the events of
 * the calls that may have been open.
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
  const [visitsSinceClean, callEvents] = await Promise.all([
    readAllPages(history, { roomIds, types: ['VisitorsCounted'], since: cleaningsOf(latest), to: at }),
    history.readCallEvents({ callIds: callCandidatesOf(latest), to: at }),
  ]);
  return boardInputsAt({ at, latest, visitsSinceClean, callEvents, deviceLatest, deviceHeartbeats }, registry);
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
