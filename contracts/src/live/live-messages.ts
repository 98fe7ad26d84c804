import type { LiveRoom } from '../api/room-status.schemas.ts';

/**
 * The live channel (INTERFACES.md "Live"): socket.io on the API's origin, path `/socket.io`,
 * authenticated by the session cookie. A browser emits `subscribe` `{siteId}` (ack
 * {@link SubscribeAck}) and receives `live` messages for that site after each projector
 * commit that touched it.
 */

/** What changed: room status (and the calls shown on it), device health, device alerts, statistics, notifications, rooms' Cleandex, task occurrences, or survey answers. */
export const LIVE_KINDS = ['room-status', 'device-status', 'device-alerts', 'stats', 'notifications', 'cleandex', 'tasks', 'surveys'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** Socket.io event names. */
export const LIVE_EVENTS = { subscribe: 'subscribe', unsubscribe: 'unsubscribe', live: 'live' } as const;

export interface SubscribeRequest {
  siteId: string;
}

/** The acknowledgement of `subscribe`/`unsubscribe`: ok, or an error naming why (out of scope, bad input). */
export type SubscribeAck = { ok: true; siteId: string; position: number } | { ok: false; error: string };

/**
 * One `live` message. `room-status` messages carry the touched rooms' state, read after
 * the commit; the others say what to reload. `position` is a global event position: for
 * `room-status`, the one every live read model had reached when the rooms were read (the
 * same measure as the snapshot's), so it never decreases from one message to the next and
 * a client applies a room's state when the position is at least the one it holds (on a
 * tie, the later message is the newer read). For the other kinds, the commit's position.
 */
export interface LiveMessage {
  siteId: string;
  kind: LiveKind;
  position: number;
  roomIds: string[];
  /** For `room-status`: the rooms' state after the commit. */
  rooms?: LiveRoom[];
}
