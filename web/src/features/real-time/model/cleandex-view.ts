import type { CleandexRoom, LiveRoom } from '@facility/contracts';

/** How a score stands against the threshold: under it (a call opens), within a margin above it, or well above. */
export type CleandexBand = 'below' | 'near' | 'good';

/** Points above the threshold that still read as "near": one complaint's worth (COMPLAINT_WEIGHT). */
export const NEAR_MARGIN = 15;
/** The threshold the colours use when the site opens no Cleandex calls: the default one. */
export const FALLBACK_THRESHOLD = 60;

export function cleandexBand(score: number, threshold: number | null): CleandexBand {
  const limit = threshold ?? FALLBACK_THRESHOLD;
  if (score < limit) return 'below';
  return score < limit + NEAR_MARGIN ? 'near' : 'good';
}

export interface CleandexCard {
  room: CleandexRoom;
  band: CleandexBand;
  /** When the room's open Cleandex call opened; null without one. */
  callOpenedAt: string | null;
}

export interface CleandexView {
  cards: CleandexCard[];
  below: number;
  withCalls: number;
}

/**
 * The board's cards: rooms lowest score first (as the server sends them), each with its
 * band, and its open Cleandex call taken from the live board when it is loaded (calls move
 * with room-status messages, faster than scores), else from the Cleandex read. Pure.
 */
export function cleandexView(rooms: readonly CleandexRoom[], threshold: number | null, live: readonly LiveRoom[] | null): CleandexView {
  const liveCalls = live
    ? new Map(live.flatMap((room) => room.openCalls.filter((call) => call.source === 'cleandex').map((call) => [room.id, call.openedAt] as const)))
    : null;
  const cards = [...rooms]
    .sort((a, b) => a.score - b.score)
    .map((room) => ({
      room,
      band: cleandexBand(room.score, threshold),
      callOpenedAt: liveCalls ? (liveCalls.get(room.roomId) ?? null) : (room.openCall?.openedAt ?? null),
    }));
  return {
    cards,
    below: cards.filter((card) => card.band === 'below').length,
    withCalls: cards.filter((card) => card.callOpenedAt !== null).length,
  };
}
