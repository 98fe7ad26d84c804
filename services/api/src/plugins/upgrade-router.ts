import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { endWithProblem, sendProblem } from './problem-details.ts';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface UpgradeRouterOptions {
  /** Upgraded sockets one client address may hold open at once. */
  maxSocketsPerAddress: number;
  clientAddress: (request: IncomingMessage) => string;
  /** How long a handler may take to answer an upgrade before its socket is cut (default 10 s). */
  answerWithinMs?: number;
  /** How long open sockets get to close on their own when the app closes (default 2 s). */
  closeGraceMs?: number;
}

export interface UpgradeRouter {
  /** Upgrades whose path starts with `prefix` go to `handler`. */
  route(prefix: string, handler: UpgradeHandler): void;
  /** Everything no prefix claims (the device channel, through Fastify's router). */
  fallback(handler: UpgradeHandler): void;
  /** Upgrade sockets open now, all addresses together (for tests and diagnostics). */
  openSockets(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    upgrades: UpgradeRouter;
  }
  interface FastifyContextConfig {
    /** Set on WebSocket routes: only they may answer an upgrade request. */
    acceptsUpgrade?: boolean;
  }
}

const kUpgrade = Symbol('upgrade');

/** Whether anything was answered on a socket yet (a 101, or an HTTP error). */
const answered = (socket: Duplex) => ((socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0) > 0;

/**
 * The one listener of the HTTP server's `upgrade` event (ARCHITECTURE.md, "Known trap").
 * socket.io and the device channel both want upgrades; whatever neither takes would stay
 * open with nobody answering, and anyone could hold sockets until the process runs out of
 * file descriptors. So every upgrade:
 * - counts against its client address, and is refused (429) past the limit;
 * - goes to the handler of its path prefix, or to the fallback;
 * - is cut when no handler has written a byte to it within `answerWithinMs`;
 * - is closed when the answer was an HTTP error rather than a switch of protocols;
 * - is destroyed when the app closes (after a short grace), so shutdown is bounded.
 */
export function registerUpgradeRouter(app: FastifyInstance, options: UpgradeRouterOptions): void {
  const prefixes: [string, UpgradeHandler][] = [];
  let fallback: UpgradeHandler = (_request, socket) => endWithProblem(socket, 404);
  const perAddress = new Map<string, number>();
  const open = new Set<Duplex>();
  const answerWithinMs = options.answerWithinMs ?? 10_000;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node stops listening to an upgraded socket's errors: a peer that resets it (normal in
    // the field) would otherwise throw, and an unheard 'error' ends the process.
    socket.on('error', () => socket.destroy());
    const address = options.clientAddress(request);
    const held = perAddress.get(address) ?? 0;
    if (held >= options.maxSocketsPerAddress) return endWithProblem(socket, 429);
    perAddress.set(address, held + 1);
    open.add(socket);
    const unanswered = setTimeout(() => {
      if (!answered(socket)) socket.destroy();
    }, answerWithinMs);
    unanswered.unref();
    socket.once('close', () => {
      clearTimeout(unanswered);
      open.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    (request as IncomingMessage & { [kUpgrade]?: boolean })[kUpgrade] = true;
    const path = (request.url ?? '/').split('?')[0]!;
    const handler = prefixes.find(([prefix]) => path.startsWith(prefix))?.[1] ?? fallback;
    handler(request, socket, head);
  };
  app.server.on('upgrade', onUpgrade);

  // Only WebSocket routes take upgrades: any other route (or an unknown path) answers 404
  // instead of switching protocols and leaving a socket that nobody serves.
  app.addHook('onRoute', (route) => {
    if (route.websocket || route.wsHandler) route.config = { ...route.config, acceptsUpgrade: true };
  });
  app.addHook('onRequest', async (request, reply) => {
    const upgrade = (request.raw as IncomingMessage & { [kUpgrade]?: boolean })[kUpgrade];
    if (upgrade && request.routeOptions.config?.acceptsUpgrade !== true) {
      return sendProblem(reply, 404, `No WebSocket at ${request.url.split('?')[0]}`);
    }
  });
  // An upgrade that Fastify answered with an HTTP error (404, 401...) is over: the socket is
  // not kept alive for another request, since no HTTP parser reads it any more.
  app.addHook('onResponse', async (request) => {
    if ((request.raw as IncomingMessage & { [kUpgrade]?: boolean })[kUpgrade]) request.raw.socket?.end();
  });
  // The HTTP server's close waits for every connection, upgraded ones included. Unanswered
  // upgrades go at once; socket.io and the device channel get `closeGraceMs` (their own
  // preClose hooks, which run after this one, say goodbye to their clients meanwhile);
  // whatever is still open then is destroyed, so closing never waits on a client.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const socket of open) if (!answered(socket)) socket.destroy();
    setTimeout(() => {
      for (const socket of open) socket.destroy();
    }, options.closeGraceMs ?? 2_000).unref();
  });

  app.decorate('upgrades', {
    route(prefix, handler) {
      prefixes.push([prefix, handler]);
    },
    fallback(handler) {
      fallback = handler;
    },
    openSockets: () => open.size,
  } satisfies UpgradeRouter);
}
