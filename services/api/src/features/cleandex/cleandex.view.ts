import type { CleandexRoom, CleandexSeriesRow } from '@facility/contracts';
import type { CallView, CleandexPeriod, CleandexRoomView, RoomRecord } from '@facility/projections';
import type { PeriodWindow } from '../room-stats/room-stats.maths.ts';

/**
 * The board's rooms: the read model's Cleandex of each room that is still on the site,
 * named from the organisation, with its open `cleandex` call; lowest score first (then by
 * name). Pure.
 */
export function boardRooms(scores: readonly CleandexRoomView[], rooms: readonly RoomRecord[], calls: readonly CallView[]): CleandexRoom[] {
  const byId = new Map(rooms.map((room) => [room.roomId, room]));
  const openCall = new Map(calls.filter((call) => call.source === 'cleandex' && call.resolvedAt === null).map((call) => [call.roomId, call]));
  return scores
    .flatMap((score) => {
      const room = byId.get(score.roomId);
      if (!room) return [];
      const call = openCall.get(score.roomId);
      return [
        {
          roomId: score.roomId,
          displayName: room.displayName,
          building: room.building,
          floor: room.floor,
          score: score.score,
          inputs: {
            visits: score.visits,
            counterThreshold: score.counterThreshold,
            complaints: score.complaints,
            ratingsMean: score.ratingCount > 0 ? Math.round((score.ratingSum / score.ratingCount) * 10) / 10 : null,
            ratingCount: score.ratingCount,
          },
          lastCleanedAt: score.lastCleanedAt?.toISOString() ?? null,
          scoreUpdatedAt: score.scoreUpdatedAt.toISOString(),
          openCall: call ? { callId: call.callId, openedAt: call.openedAt.toISOString(), escalatedAt: call.escalatedAt?.toISOString() ?? null } : null,
        },
      ];
    })
    .sort((a, b) => a.score - b.score || a.displayName.localeCompare(b.displayName) || a.roomId.localeCompare(b.roomId));
}

/** One row per period of the filter: the mean (one decimal) and lowest score, null where no score was taken. Pure. */
export function seriesRows(windows: readonly PeriodWindow[], periods: readonly CleandexPeriod[]): CleandexSeriesRow[] {
  const byPeriod = new Map(periods.map((period) => [period.period, period]));
  return windows.map(({ time, startTime, endTime }) => {
    const period = byPeriod.get(time);
    const has = period !== undefined && period.samples > 0;
    return {
      time,
      startTime,
      endTime,
      meanScore: has ? Math.round((period.scoreSum / period.samples) * 10) / 10 : null,
      lowestScore: has ? period.lowScore : null,
    };
  });
}
