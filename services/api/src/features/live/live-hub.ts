import { LIVE_EVENTS, type LiveMessage, type SubscribeAck } from '@facility/contracts';
import { getSite, listRooms, liveSessionHashes, SESSION_ENDED_CHANNEL } from '@facility/projections';
import type { ProjectionMonitor } from '@facility/projector';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { canAccessSite } from '../../tenancy/tenancy.ts';
import { keptRecord, loadKeptSite } from '../read-caches/records.ts';
import { isCrossSiteHandshake, userOfSession, type SessionUser } from '../../plugins/auth.ts';
import { SESSION_COOKIE } from '../auth/secret-token.ts';
import { livePosition } from '../room-status/live-position.ts';
import { loadRoomsLive, toLiveRoom } from '../room-status/room-live.service.ts';
import { startLiveBus, type PubSub } from './live-bus.ts';
import { LiveCoalescer, type PendingPush } from './live-coalescer.ts';
import { LiveSessions } from './live-sessions.ts';
import { sessionTokenOf } from './session-cookie.ts';

export interface LiveHubOptions {
  projector: ProjectionMonitor;
  pubSub: PubSub;
}

const SITE_ROOM = 'site:';
const siteRoom = (siteId: string) => `${SITE_ROOM}${siteId}`;
/** socket.io's path (INTERFACES.md "Live"); engine.io claims only what is under it. */
const SOCKET_IO_PATH = '/socket.io/';
/** How often open sockets are checked against their sessions (expired, or the user deactivated). */
const SESSION_SWEEP_MS = 30_000;
/** At most one `stats` message a second per site: statistics boards reload, they do not animate. */
const STATS_INTERVAL_MS = 1_000;

/**
 * The live hub (INTERFACES.md "Live"): socket.io on the API's own HTTP server at
 * `/socket.io`, sockets authenticated by the session cookie, `subscribe`/`unsubscribe` to
 * sites in the user's scope (rooms `site:<id>`), and a `live` message to each touched
 * site after every projector commit, carrying the position it reflects. `room-status`
 * messages carry the touched rooms' new state, read after the commit.
 */
export async function registerLiveHub(app: FastifyInstance, { projector, pubSub }: LiveHubOptions): Promise<void> {
  const { db } = app;
  const attachedBefore = new Set(app.server.listeners('upgrade'));
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    destroyUpgrade: false,
    transports: ['websocket', 'polling'],
    // A page on another site may not open a socket with our visitors' session cookie.
    allowRequest: (request, callback) => callback(null, !isCrossSiteHandshake(request)),
  });
  // engine.io listens to every upgrade itself; the upgrade router hands it only its own, so
  // the per-address limit and the unanswered-upgrade rule hold for socket.io too.
  for (const listener of app.server.listeners('upgrade')) {
    if (!attachedBefore.has(listener)) app.server.off('upgrade', listener as (...args: unknown[]) => void);
  }
  app.upgrades.route(SOCKET_IO_PATH, (request, socket, head) => io.engine.handleUpgrade(request, socket, head));

  // Sockets per session, so a logout (on any process: NOTIFY) or an expired session ends them.
  const sessions = new LiveSessions<Socket>();
  const stopSessionListen = await pubSub.listen(SESSION_ENDED_CHANNEL, (tokenHash) => sessions.end(tokenHash));
  const sweep = setInterval(() => {
    const checked = sessions.tokenHashes();
    liveSessionHashes(db, checked, app.clock()).then(
      (live) => sessions.keepOnly(checked, live),
      (error: unknown) => app.log.warn({ err: error }, 'live session sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();

  io.use((socket, next) => {
    const token = sessionTokenOf(socket.handshake.headers.cookie, SESSION_COOKIE);
    if (!token) return next(new Error('unauthorized'));
    // Through the kept sessions, as every request: a reconnecting board costs no query.
    userOfSession(db, token, app.clock(), app.records).then(
      (user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = user;
        next();
      },
      // The session could not be checked (the database is away): not a refusal of the
      // session, so the client is told to try again rather than to sign in again.
      (error: unknown) => {
        app.log.warn({ err: error }, 'live handshake: session check failed');
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket: Socket) => {
    socket.on('disconnect', sessions.track((socket.data.user as SessionUser).tokenHash, socket));
    socket.on(LIVE_EVENTS.subscribe, (request: unknown, ack?: (answer: SubscribeAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      subscribe(socket, request).then(reply, () => reply({ ok: false, error: 'The subscription failed; try again' }));
    });
    socket.on(LIVE_EVENTS.unsubscribe, (request: unknown, ack?: (answer: SubscribeAck) => void) => {
      const siteId = siteIdOf(request);
      if (siteId) void socket.leave(siteRoom(siteId));
      if (typeof ack === 'function') ack(siteId ? { ok: true, siteId, position: 0 } : { ok: false, error: 'siteId is required' });
    });
  });

  async function subscribe(socket: Socket, request: unknown): Promise<SubscribeAck> {
    const siteId = siteIdOf(request);
    if (!siteId) return { ok: false, error: 'siteId is required' };
    const user = socket.data.user as SessionUser;
    const kept = await keptRecord(app.records?.sites, siteId, (id) => loadKeptSite(db, id));
    // Unknown, deleted and out-of-scope sites answer alike, so ids cannot be probed.
    if (!kept || kept.site.deleted || !canAccessSite(user, kept.place)) return { ok: false, error: 'No such site' };
    await socket.join(siteRoom(siteId));
    return { ok: true, siteId, position: await livePosition(db) };
  }

  const send = async ({ siteId, kind, position, roomIds }: PendingPush): Promise<void> => {
    if (!io.sockets.adapter.rooms.get(siteRoom(siteId))?.size) return;
    const message: LiveMessage = { siteId, kind, position, roomIds: roomIds ? [...roomIds] : [] };
    if (kind === 'room-status') {
      // Room states are read from three projections that commit independently, so a
      // commit's own position says little about what the read shows. Like the snapshot,
      // the message carries the position every live projection has reached, read before
      // the rooms: it never goes down from one read to the next, on any process.
      message.position = await livePosition(db);
      const site = await getSite(db, siteId);
      if (!site) return;
      const rooms = (await listRooms(db, siteId)).filter((room) => roomIds === null || roomIds.has(room.roomId));
      message.rooms = (await loadRoomsLive(db, site, rooms, app.clock())).map(toLiveRoom);
      message.roomIds = rooms.map((room) => room.roomId);
    }
    io.to(siteRoom(siteId)).emit(LIVE_EVENTS.live, message);
  };

  /** The sites some socket of this process follows. */
  const followedSites = (): string[] =>
    [...io.sockets.adapter.rooms.keys()].filter((room) => room.startsWith(SITE_ROOM)).map((room) => room.slice(SITE_ROOM.length));

  // One drain at a time: changes that arrive meanwhile merge into one push per site and
  // kind, so messages of a site leave in commit order and a burst costs one read. Statistics
  // boards need no more than one nudge a second per site.
  const pending = new LiveCoalescer();
  const lastStatsAt = new Map<string, number>();
  const statsDue = (push: PendingPush) => push.kind !== 'stats' || Date.now() - (lastStatsAt.get(push.siteId) ?? 0) >= STATS_INTERVAL_MS;
  let draining: Promise<void> | null = null;
  let statsTimer: NodeJS.Timeout | null = null;
  const drainPending = async (): Promise<void> => {
    for (let due = pending.take(statsDue); due.length > 0; due = pending.take(statsDue)) {
      for (const push of due) {
        if (push.kind === 'stats') lastStatsAt.set(push.siteId, Date.now());
        await send(push).catch((error: unknown) => app.log.error({ err: error }, 'live push failed'));
      }
    }
  };
  const drain = (): void => {
    if (draining) return;
    draining = drainPending().finally(() => {
      draining = null;
      // Statistics held back: come back when they are due.
      if (pending.size > 0 && !statsTimer) {
        statsTimer = setTimeout(() => {
          statsTimer = null;
          drain();
        }, STATS_INTERVAL_MS);
      }
    });
  };
  const stopBus = await startLiveBus({
    projector,
    pubSub,
    onChange: (change) => {
      // A change naming no site (the end of a rebuild in memory, or a commit touching too
      // many sites to list) may have changed any room of any site: every site followed here
      // re-reads its rooms.
      pending.add(change.siteIds.length > 0 ? change : { ...change, siteIds: followedSites(), roomIds: null });
      drain();
    },
    onError: (error) => app.log.error({ err: error }, 'live notify failed'),
  });

  // Before the HTTP server closes: open sockets would keep it from closing. Closing the
  // transports (not disconnecting the sockets) lets clients reconnect on their own, to
  // this process once it is back or to another one. (io.close() would close the HTTP
  // server itself, which is Fastify's to close.)
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    await stopSessionListen();
    await stopBus();
    if (statsTimer) clearTimeout(statsTimer);
    await draining;
    io.engine.close();
  });
}

function siteIdOf(request: unknown): string | null {
  const siteId = (request as { siteId?: unknown } | null)?.siteId;
  return typeof siteId === 'string' && siteId.length > 0 && siteId.length <= 200 ? siteId : null;
}
