import { ChannelQuery, ProblemDetails } from '@facility/contracts';
import { findDeviceByTokenHash } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../../plugins/problem-details.ts';
import { hashToken } from '../auth/secret-token.ts';
import { DeviceChannel } from './device-channel.ts';
import type { PubSub } from '../live/live-bus.ts';
import { DeviceCommandRelay } from './device-command-relay.ts';
import { DeviceCommandService } from './device-commands.service.ts';
import { deviceCommandRoutes } from './device-commands.routes.ts';
import { DeviceConnections } from './device-connections.ts';

export const DEVICE_CHANNEL_PATH = '/api/devices/channel';

export interface DeviceChannelRouteOptions {
  /** NOTIFY on the shared database: commands reach tablets connected to other API nodes. */
  pubSub?: PubSub;
  /** How long a relayed command waits for the node holding the tablet to answer (default 500 ms). */
  relayAcceptMs?: number;
  /** How long an admin's command waits for the tablet's acknowledgement (default 10 s). */
  commandTimeoutMs?: number;
  /** Keep-alive ping and token re-check interval (default 30 s). */
  keepAliveMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tablet opening the device channel, once its token checked out. */
    channelDevice?: { deviceId: string; tokenHash: string };
  }
}

const CHANNEL_DESCRIPTION = `A WebSocket for tablets: the server sends commands, the tablet acknowledges them.

Authenticate the upgrade with the device token: \`Authorization: Bearer <token>\`, or \`?token=<token>\` for devices that cannot set headers (on an upgrade it is moved into the header before the request is logged; prefer the header all the same, proxies may log URLs). An unknown or revoked token is refused with 401 before the upgrade, a device that is not a tablet with 403. A plain GET (no upgrade) answers 426.

JSON text frames. Server to device: \`{"type":"ready","deviceId"}\` once connected; \`{"type":"command","commandId","action","issuedAt"}\` where action is refresh_survey, restart (native tablets) or profile_download, screenshot, teamviewer, kiosk_settings, restart_app (kiosk tablets); \`{"type":"error","detail"}\` when the server could not use a message. Device to server: \`{"type":"ack","commandId","ok":true|false,"result"?,"error"?}\` within 10 s; a screenshot's result is the image URL (https or data:image).

The server pings every 30 s and drops a device that missed a pong. Close codes: 1001 server shutting down (reconnect with backoff), 4409 replaced by a newer connection with the same token (do not reconnect), 4401 token revoked or device removed while connected.`;

/**
 * The device channel (`GET /api/devices/channel`, WebSocket) and the admin routes that send
 * commands over it (`POST /api/sensor/tabletAction`, `GET /api/kiosk/...`). Needs the
 * device socket plugin (`plugins/device-socket.ts`) registered first. Which tablets are
 * connected is known per process (see {@link DeviceConnections}); with `pubSub`, a command
 * for a tablet connected to another API node is relayed there (device-command-relay.ts).
 */
export const deviceChannelRoutes: FastifyPluginAsyncTypebox<DeviceChannelRouteOptions> = async (app, options) => {
  const { db, store } = app;
  const connections = new DeviceConnections();
  const relay = options.pubSub ? new DeviceCommandRelay(options.pubSub, { acceptMs: options.relayAcceptMs }) : undefined;
  const commands = new DeviceCommandService({ store, connections, log: app.log, timeoutMs: options.commandTimeoutMs, clock: app.clock, relay });
  await relay?.start(
    (command) => commands.deliverRelayed(command),
    (error) => app.log.warn({ err: error }, 'device command relay NOTIFY failed'),
  );
  app.addHook('onClose', async () => relay?.stop());
  const channel = new DeviceChannel({
    connections,
    commands,
    log: app.log,
    keepAliveMs: options.keepAliveMs,
    clock: app.clock,
    tokenStillValid: async (deviceId, tokenHash) => (await findDeviceByTokenHash(db, tokenHash))?.deviceId === deviceId,
  });
  app.addHook('onClose', async () => channel.stop());

  // Authenticate before the upgrade: an unknown device gets an HTTP answer, never a socket.
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const query = request.query as { token?: unknown };
    const token = /^Bearer ([\w-]{16,})$/.exec(header)?.[1] ?? (typeof query.token === 'string' ? query.token : undefined);
    const tokenHash = token && /^[\w-]{16,}$/.test(token) ? hashToken(token) : null;
    const device = tokenHash ? await findDeviceByTokenHash(db, tokenHash) : null;
    if (!device || !tokenHash) {
      reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, 401, 'Unknown or revoked device token');
    }
    if (device.deviceType !== 'tablet') return sendProblem(reply, 403, 'Only tablets use the device channel');
    request.channelDevice = { deviceId: device.deviceId, tokenHash };
  };

  app.route({
    method: 'GET',
    url: DEVICE_CHANNEL_PATH,
    schema: {
      tags: ['devices'],
      summary: 'Device channel (WebSocket): commands to tablets and their acknowledgements',
      description: CHANNEL_DESCRIPTION,
      security: [{ deviceToken: [] }],
      querystring: ChannelQuery,
      response: { 401: ProblemDetails, 403: ProblemDetails, 426: ProblemDetails },
    },
    onRequest: authenticate,
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      return sendProblem(reply, 426, `Open a WebSocket at ${DEVICE_CHANNEL_PATH}`);
    },
    wsHandler: (socket, request) => {
      channel.accept(socket, request.channelDevice!);
    },
  });

  await app.register(deviceCommandRoutes, { commands });
};
