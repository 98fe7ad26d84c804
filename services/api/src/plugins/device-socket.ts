import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import { withoutSecretQuery } from './secret-query.ts';

/** The largest message a device may send: a tablet screenshot as a `data:` URL fits. */
const MAX_DEVICE_MESSAGE_BYTES = 8 * 1024 * 1024;

/** How long a device gets to answer the server's close frame on shutdown before it is cut. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Devices that cannot set headers on a WebSocket upgrade may put their token in the query
 * (`?token=`). It is moved into the `Authorization` header here, before Fastify sees the
 * request, so the token never appears in request logs (which print the URL).
 */
export function moveQueryTokenToHeader(request: IncomingMessage): void {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return;
  const token = new URLSearchParams(url.slice(queryAt + 1)).get('token');
  if (token === null) return;
  request.url = withoutSecretQuery(url);
  if (!request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
}

/**
 * `@fastify/websocket` for the device channel, sharing the HTTP server with socket.io
 * (ARCHITECTURE.md, "Known trap"). Out of the box `@fastify/websocket` routes every upgrade
 * through Fastify, answering socket.io's with a 404. So it gets an upgrade emitter of its
 * own (`options.server`, which it only listens to), fed by the upgrade router with every
 * upgrade no other prefix claims; Fastify's router then answers it (a device route, or a
 * 404 problem after which the router closes the socket).
 *
 * Register after the upgrade router and before the routes that declare `websocket: true`.
 */
export async function registerDeviceSocket(app: FastifyInstance): Promise<void> {
  const upgrades = new EventEmitter();
  app.upgrades.fallback((request, socket, head) => {
    moveQueryTokenToHeader(request);
    upgrades.emit('upgrade', request, socket, head);
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
