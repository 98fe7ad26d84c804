import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** socket.io's path (INTERFACES.md "Live"); its upgrades are never ours. */
export const SOCKET_IO_PATH = '/socket.io';

/** The largest message a device may send: a tablet screenshot as a `data:` URL fits. */
const MAX_DEVICE_MESSAGE_BYTES = 8 * 1024 * 1024;

/** How long a device gets to answer the server's close frame on shutdown before it is cut. */
const CLOSE_GRACE_MS = 1_000;

/** True for `/socket.io` and anything under it, with or without a query string. */
export function isSocketIoUpgrade(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!;
  return path === SOCKET_IO_PATH || path.startsWith(`${SOCKET_IO_PATH}/`);
}

/**
 * Devices that cannot set headers on a WebSocket upgrade may put their token in the query
 * (`?token=`). It is moved into the `Authorization` header here, before Fastify sees the
 * request, so the token never appears in request logs (which print the URL).
 */
export function moveQueryTokenToHeader(request: IncomingMessage): void {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const token = query.get('token');
  if (token === null) return;
  query.delete('token');
  const rest = query.toString();
  request.url = `${url.slice(0, queryAt)}${rest ? `?${rest}` : ''}`;
  if (!request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
}

/**
 * `@fastify/websocket` for the device channel, sharing the HTTP server with socket.io
 * (ARCHITECTURE.md, "Known trap"). Both listen to the server's `upgrade` event, and out of
 * the box `@fastify/websocket` routes every upgrade through Fastify, answering socket.io's
 * with a 404. So it gets an upgrade emitter of its own (`options.server`, which it only
 * listens to), fed with every upgrade except `/socket.io/...`; socket.io is started with
 * `destroyUpgrade: false` so it leaves ours alone. Neither knows about the other.
 *
 * Register before the routes that declare `websocket: true` or `wsHandler`.
 */
export async function registerDeviceSocket(app: FastifyInstance): Promise<void> {
  const upgrades = new EventEmitter();
  const route = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isSocketIoUpgrade(request.url)) {
      // socket.io answers these. Without it on this server (tests, a build without the
      // live hub) nobody would, and the client would hang: refuse at once instead.
      if (app.server.listenerCount('upgrade') <= 1) socket.destroy();
      return;
    }
    moveQueryTokenToHeader(request);
    upgrades.emit('upgrade', request, socket, head);
  };
  app.server.on('upgrade', route);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', route);
  });

  await app.register(websocket, {
    // Any emitter will do: the plugin only listens to its `upgrade` event.
    options: { server: upgrades as unknown as Server, maxPayload: MAX_DEVICE_MESSAGE_BYTES },
    // Tell connected devices why they are dropped, then cut those that do not answer.
    preClose: async () => {
      const wss = app.websocketServer;
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      const cut = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, CLOSE_GRACE_MS);
      await closed;
      clearTimeout(cut);
    },
    // A device that vanishes mid-frame is normal in the field: a warning, not an error.
    errorHandler(error, socket, request) {
      request.log.warn({ err: error }, 'device socket error');
      socket.terminate();
    },
  });
}
