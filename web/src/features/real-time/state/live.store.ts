import { LIVE_EVENTS, type LiveMessage, type RoomState, type SubscribeAck } from '@facility/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../lib/api-client.ts';
import { queryFresh } from '../../../lib/query-fresh.ts';
import { realtimeSnapshotQuery } from '../api/get-realtime-snapshot.ts';
import { newlyEscalated } from '../model/escalation.ts';
import { staleQueryKeys } from './live-invalidation.ts';
import { applyMessage, mergeSnapshot, type LiveBoard, type MergeResult } from './live-merge.ts';

/**
 * The live channel of the real-time boards: one socket per browser tab, opened while a
 * board is on screen and closed shortly after the last one goes, subscribed to the site the
 * filter selects. The board is a snapshot (`GET room/realtime`) with the `live` messages
 * newer than it merged on top by position (live-merge.ts). After every (re)connection the
 * site is subscribed again and the snapshot re-fetched, with the messages that arrive
 * meanwhile buffered and replayed, so a network blip neither loses nor doubles a change.
 * A message skipped as older than a room's state may come from a read model that lags the
 * others: the snapshot is then read again shortly, so the board never stays behind.
 * Snapshots are read through the app's query cache, and each message marks the cached
 * answers it outdates stale (live-invalidation.ts), so other screens never show them as
 * current.
 */

/** Switching between the boards unmounts one and mounts the next: keep the socket meanwhile. */
const RELEASE_GRACE_MS = 2_000;
const ACK_TIMEOUT_MS = 5_000;
/** A refused or dropped connection the client does not retry by itself. */
const RETRY_MS = 5_000;
/** Until the socket is up, the board loads over HTTP after this long rather than waiting. */
const HTTP_FALLBACK_MS = 1_000;
/** A safety net: device health also changes with time alone (no event says a device went quiet). */
const PERIODIC_REFRESH_MS = 60_000;
/** Device health without rooms, or a skipped message: one re-read once the burst is over. */
const CATCH_UP_DEBOUNCE_MS = 1_000;

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export interface LiveState {
  status: ConnectionStatus;
  siteId: string | null;
  /** Frozen, replaced as a whole on each change (a `ref`, so valtio does not proxy its rooms). */
  board: LiveBoard | null;
  /** A snapshot is on its way. */
  loading: boolean;
  /** The last snapshot failed ('failed'), or the site is not the user's ('forbidden'). */
  error: 'failed' | 'forbidden' | null;
  /** Per room, how often its tile changed while shown: a new number restarts the highlight. */
  flashes: Record<string, number>;
  /** When the board last heard from the server (a snapshot or a live message): "updated N s ago". */
  updatedAt: number | null;
  /** Since when the live connection is not up (null while it is): the lost-connection warning. */
  lostAt: number | null;
  /** Per room, how often it became escalated while shown: a new number restarts the escalation cue. */
  escalations: Record<string, number>;
}

export const live = proxy<LiveState>({ status: 'idle', siteId: null, board: null, loading: false, error: null, flashes: {}, updatedAt: null, lostAt: null, escalations: {} });

/** The connection's status, and since when it is down (kept across repeated failures). */
function setStatus(status: ConnectionStatus): void {
  live.status = status;
  if (status === 'connected' || status === 'idle') live.lostAt = null;
  else live.lostAt ??= Date.now();
}

let socket: Socket | null = null;
/** The app's query cache, handed over by the boards that hold the channel. */
let client: QueryClient | null = null;
let holders = 0;
let current: LiveBoard | null = null;
/**
 * Messages received since the snapshot on its way was asked for (null when none is): the
 * snapshot is newer than anything received before, so only these are replayed on it.
 */
let buffer: LiveMessage[] | null = null;
/** The snapshot read on its way: only the latest one asked for is shown. */
let fetching: { siteId: string } | null = null;
let subscribedSite: string | null = null;
const timers = { release: 0, retry: 0, fallback: 0, periodic: 0, catchUp: 0 };

/** A board on screen holds the channel; the returned function lets it go (once). */
export function holdLiveChannel(queryClient: QueryClient): () => void {
  client = queryClient;
  holders += 1;
  window.clearTimeout(timers.release);
  if (!socket) open();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) timers.release = window.setTimeout(close, RELEASE_GRACE_MS);
  };
}

/** The site the boards show (the filter's selection). */
export function showSite(siteId: string | null): void {
  if (live.siteId === siteId) return;
  if (socket?.connected && subscribedSite) socket.emit(LIVE_EVENTS.unsubscribe, { siteId: subscribedSite });
  subscribedSite = null;
  dropFetch();
  buffer = null;
  current = null;
  Object.assign(live, { siteId, board: null, loading: siteId !== null, error: null, flashes: {}, updatedAt: null, escalations: {} });
  if (siteId === null) return;
  if (socket?.connected) subscribe();
  else {
    window.clearTimeout(timers.fallback);
    timers.fallback = window.setTimeout(() => {
      if (!current && !fetching) refresh();
    }, HTTP_FALLBACK_MS);
  }
}

/** Loads the snapshot again (retry button, periodic safety net). */
export function refresh(): void {
  const siteId = live.siteId;
  if (!siteId || !client) return;
  const request = { siteId };
  fetching = request;
  buffer = [];
  live.loading = true;
  // A fresh read: one already on its way may predate messages received since.
  queryFresh(client, realtimeSnapshotQuery(siteId)).then(
    (snapshot) => {
      if (fetching !== request || live.siteId !== siteId) return;
      fetching = null;
      const result = mergeSnapshot(current, snapshot, buffer ?? [], Date.now());
      buffer = null;
      show(result);
      live.updatedAt = Date.now();
      live.loading = false;
      live.error = null;
    },
    (error: unknown) => {
      if (fetching !== request) return;
      fetching = null;
      buffer = null;
      live.loading = false;
      live.error = error instanceof ApiError && (error.status === 403 || error.status === 404) ? 'forbidden' : 'failed';
    },
  );
}

function open(): void {
  const created = io({ path: '/socket.io', autoConnect: false, withCredentials: true });
  socket = created;
  setStatus('connecting');
  created.on('connect', () => {
    window.clearTimeout(timers.retry);
    subscribedSite = null;
    subscribe();
  });
  created.on('disconnect', (reason) => {
    subscribedSite = null;
    setStatus('reconnecting');
    // The server ended the connection: the client does not come back by itself.
    if (reason === 'io server disconnect') retryLater();
  });
  created.on('connect_error', () => {
    if (live.status === 'connected') setStatus('reconnecting');
    // A refusal (e.g. the session check) stops the built-in retries.
    if (!created.active) retryLater();
  });
  created.on(LIVE_EVENTS.live, onMessage);
  created.connect();
  timers.periodic = window.setInterval(() => {
    if (document.visibilityState === 'visible' && live.siteId && !fetching) refresh();
  }, PERIODIC_REFRESH_MS);
  document.addEventListener('visibilitychange', onVisibility);
}

function close(): void {
  if (holders > 0 || !socket) return;
  socket.removeAllListeners();
  socket.disconnect();
  socket = null;
  for (const timer of Object.values(timers)) {
    window.clearTimeout(timer);
    window.clearInterval(timer);
  }
  document.removeEventListener('visibilitychange', onVisibility);
  dropFetch();
  buffer = null;
  current = null;
  subscribedSite = null;
  // Nothing of it may show when a board opens again: it would be stale by then.
  Object.assign(live, { status: 'idle', siteId: null, board: null, loading: false, error: null, flashes: {}, updatedAt: null, lostAt: null, escalations: {} });
}

/** The snapshot on its way is no longer wanted: its answer is ignored and its request aborted. */
function dropFetch(): void {
  if (fetching) void client?.cancelQueries({ queryKey: realtimeSnapshotQuery(fetching.siteId).queryKey, exact: true });
  fetching = null;
}

function retryLater(): void {
  window.clearTimeout(timers.retry);
  timers.retry = window.setTimeout(() => socket?.connect(), RETRY_MS);
}

/** A tab coming back to the front may have slept through anything: catch up. */
function onVisibility(): void {
  if (document.visibilityState === 'visible' && live.siteId) refresh();
}

function subscribe(): void {
  const siteId = live.siteId;
  const connection = socket;
  if (!connection?.connected || !siteId) return;
  subscribedSite = siteId;
  connection.timeout(ACK_TIMEOUT_MS).emit(LIVE_EVENTS.subscribe, { siteId }, (error: Error | null, ack: SubscribeAck | undefined) => {
    if (live.siteId !== siteId || socket !== connection) return;
    if (error || !ack) {
      // No answer: show what HTTP has and try the subscription again.
      subscribedSite = null;
      refresh();
      window.clearTimeout(timers.retry);
      timers.retry = window.setTimeout(() => {
        if (!subscribedSite) subscribe();
      }, RETRY_MS);
      return;
    }
    if (!ack.ok) {
      subscribedSite = null;
      buffer = null;
      live.loading = false;
      live.error = 'forbidden';
      return;
    }
    setStatus('connected');
    refresh();
  });
}

function onMessage(message: LiveMessage): void {
  if (message.siteId !== live.siteId) return;
  buffer?.push(message);
  live.updatedAt = Date.now();
  if (current) show(applyMessage(current, message, Date.now()));
  for (const queryKey of staleQueryKeys(message)) void client?.invalidateQueries({ queryKey });
  // Device health comes without the rooms' new state.
  if (message.kind === 'device-status' && !message.rooms?.length) catchUp();
}

function catchUp(): void {
  window.clearTimeout(timers.catchUp);
  timers.catchUp = window.setTimeout(refresh, CATCH_UP_DEBOUNCE_MS);
}

function show({ board, changed, skipped }: MergeResult): void {
  if (skipped.length > 0) catchUp();
  if (board === current && changed.length === 0) return;
  const before = current;
  current = board;
  live.board = ref(board);
  for (const id of changed) live.flashes[id] = (live.flashes[id] ?? 0) + 1;
  if (before !== null && before.siteId === board.siteId) {
    for (const id of newlyEscalated(roomStates(before), roomStates(board))) live.escalations[id] = (live.escalations[id] ?? 0) + 1;
  }
}

function roomStates(board: LiveBoard): Record<string, RoomState> {
  return Object.fromEntries(Object.entries(board.rooms).map(([id, held]) => [id, held.room.state]));
}
