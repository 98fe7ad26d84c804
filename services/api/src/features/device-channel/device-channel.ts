import { DEVICE_CHANNEL_CLOSE_CODES, type DeviceChannelServerMessage } from '@facility/contracts';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import { encodeServerMessage, parseDeviceMessage, type RawMessage } from './device-channel.protocol.ts';
import type { DeviceCommandService } from './device-commands.service.ts';
import type { DeviceConnection, DeviceConnections } from './device-connections.ts';

/** How often connected devices are pinged (and their token re-checked) by default. */
export const DEFAULT_KEEP_ALIVE_MS = 30_000;

export interface DeviceChannelOptions {
  connections: DeviceConnections;
  commands: DeviceCommandService;
  log: FastifyBaseLogger;
  /** True while the token hash still belongs to this device (not rotated, not removed). */
  tokenStillValid(deviceId: string, tokenHash: string): Promise<boolean>;
  keepAliveMs?: number;
  /** When devices connect: the app's clock. */
  clock: () => Date;
}

function send(socket: WebSocket, message: DeviceChannelServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(encodeServerMessage(message));
}

/**
 * The server side of the device channel: registers each authenticated socket as its
 * device's connection, hands acknowledgements to the command service, answers unreadable
 * messages with an `error` message (never by crashing or closing), and every
 * `keepAliveMs` pings each device, drops those that did not answer the last ping (a
 * half-open connection would otherwise make commands wait for the timeout) and closes
 * those whose token was revoked meanwhile.
 */
export class DeviceChannel {
  readonly #options: DeviceChannelOptions;
  readonly #timer: NodeJS.Timeout;

  constructor(options: DeviceChannelOptions) {
    this.#options = options;
    this.#timer = setInterval(() => void this.#keepAlive(), options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS);
    this.#timer.unref();
  }

  accept(socket: WebSocket, device: { deviceId: string; tokenHash: string }): void {
    const { connections, commands, log } = this.#options;
    const connection: DeviceConnection = { ...device, socket, alive: true, connectedAt: this.#options.clock() };
    const previous = connections.add(connection);
    previous?.socket.close(DEVICE_CHANNEL_CLOSE_CODES.replaced, 'Replaced by a newer connection');

    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data: RawMessage, isBinary: boolean) => {
      connection.alive = true;
      const parsed = parseDeviceMessage(data, isBinary);
      if (!parsed.ok) {
        log.warn({ deviceId: device.deviceId, detail: parsed.detail }, 'unreadable device channel message');
        return send(socket, { type: 'error', detail: parsed.detail });
      }
      if (!commands.acknowledge(device.deviceId, parsed.ack)) {
        send(socket, { type: 'error', detail: `No command ${parsed.ack.commandId} is waiting for this device` });
      }
    });
    socket.on('close', (code: number) => {
      if (connections.remove(connection)) commands.disconnected(device.deviceId);
      log.info({ deviceId: device.deviceId, code }, 'device channel closed');
    });
    send(socket, { type: 'ready', deviceId: device.deviceId });
    log.info({ deviceId: device.deviceId }, 'device channel open');
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  async #keepAlive(): Promise<void> {
    const { connections, tokenStillValid, log } = this.#options;
    for (const connection of connections.all()) {
      const { socket } = connection;
      if (!connection.alive) {
        log.info({ deviceId: connection.deviceId }, 'device missed its keep-alive ping; dropping it');
        socket.terminate();
        continue;
      }
      connection.alive = false;
      try {
        socket.ping();
        if (!(await tokenStillValid(connection.deviceId, connection.tokenHash))) {
          socket.close(DEVICE_CHANNEL_CLOSE_CODES.revoked, 'Device token revoked');
        }
      } catch (error) {
        log.warn({ err: error, deviceId: connection.deviceId }, 'device keep-alive failed');
      }
    }
  }
}
