import type { WebSocket } from '@fastify/websocket';

/** One device's open channel to this process. */
export interface DeviceConnection {
  deviceId: string;
  /** The hash of the token it connected with, re-checked while it stays connected. */
  tokenHash: string;
  socket: WebSocket;
  /** Cleared at each keep-alive ping, set again by the pong (or any message). */
  alive: boolean;
  connectedAt: Date;
}

/**
 * Which devices have a channel open to this process: at most one per device, the newest.
 * Several API processes each know only their own; a command for a device connected to
 * another node is relayed there through PostgreSQL NOTIFY (device-command-relay.ts).
 */
export class DeviceConnections {
  readonly #byDevice = new Map<string, DeviceConnection>();

  /** Registers `connection` as its device's channel; returns the one it replaces, if any. */
  add(connection: DeviceConnection): DeviceConnection | undefined {
    const previous = this.#byDevice.get(connection.deviceId);
    this.#byDevice.set(connection.deviceId, connection);
    return previous === connection ? undefined : previous;
  }

  /** Forgets `connection` if it still is its device's channel; true when it was. */
  remove(connection: DeviceConnection): boolean {
    if (this.#byDevice.get(connection.deviceId) !== connection) return false;
    this.#byDevice.delete(connection.deviceId);
    return true;
  }

  get(deviceId: string): DeviceConnection | undefined {
    return this.#byDevice.get(deviceId);
  }

  all(): DeviceConnection[] {
    return [...this.#byDevice.values()];
  }

  get size(): number {
    return this.#byDevice.size;
  }
}
