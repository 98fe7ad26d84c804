import {
  deviceCommandStreamId,
  type Actor,
  type DeviceCommandAck,
  type DeviceCommandAction,
  type DeviceCommandEventData,
  type DeviceCommandFailure,
  type NewEvent,
} from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isImageUrl, recordedResult } from './device-actions.ts';
import type { DeviceCommandRelay, RelayedCommand, Settled } from './device-command-relay.ts';
import { encodeServerMessage } from './device-channel.protocol.ts';
import type { DeviceConnections } from './device-connections.ts';

/** How long a command waits for the device's acknowledgement by default. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 10_000;

/** The device a command goes to, as the registry places it now. */
export interface CommandTarget {
  deviceId: string;
  siteId: string;
}

export type CommandOutcome =
  | { ok: true; commandId: string; result: string | null }
  | { ok: false; commandId: string; reason: DeviceCommandFailure; error: string | null };

interface Pending {
  deviceId: string;
  action: DeviceCommandAction;
  settle(outcome: Settled): void;
}

export interface DeviceCommandServiceOptions {
  store: EventStore;
  connections: DeviceConnections;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** When commands are issued: the app's clock. */
  clock: () => Date;
  /** Carries commands to and from the other API nodes of a cluster (absent: this node alone). */
  relay?: DeviceCommandRelay;
}

const SYSTEM: Actor = { kind: 'system', id: 'device-channel' };

/**
 * Sends commands to connected devices and waits for their acknowledgements, recording
 * each command and its outcome as events (stream `command-device-<deviceId>`). A device that
 * is not connected fails at once; one that does not answer fails after the timeout; one
 * whose channel closes fails at once. A command never waits longer than the timeout.
 */
export class DeviceCommandService {
  readonly #store: EventStore;
  readonly #connections: DeviceConnections;
  readonly #log: FastifyBaseLogger;
  readonly #timeoutMs: number;
  readonly #clock: () => Date;
  readonly #pending = new Map<string, Pending>();
  readonly #relay: DeviceCommandRelay | null;

  constructor(options: DeviceCommandServiceOptions) {
    this.#relay = options.relay ?? null;
    this.#store = options.store;
    this.#connections = options.connections;
    this.#log = options.log;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    this.#clock = options.clock;
  }

  /** Commands waiting for an acknowledgement. */
  get pendingCount(): number {
    return this.#pending.size;
  }

  /** Issues `action` to the device on behalf of user `issuedBy` and resolves with its outcome. */
  async issue(target: CommandTarget, action: DeviceCommandAction, issuedBy: string): Promise<CommandOutcome> {
    const commandId = randomUUID();
    const ids = { commandId, deviceId: target.deviceId, siteId: target.siteId, action };
    const streamId = deviceCommandStreamId(target.deviceId);
    const issued: NewEvent<'DeviceCommandIssued', DeviceCommandEventData<'DeviceCommandIssued'>> = {
      id: commandId,
      type: 'DeviceCommandIssued',
      data: { ...ids, issuedBy },
      metadata: { source: 'admin', actor: { kind: 'user', id: issuedBy }, correlationId: commandId },
    };

    const notConnected: Settled = { ok: false, reason: 'not_connected', error: null, byDevice: false };
    const here = this.#connections.get(target.deviceId) !== undefined;
    if (!here && !this.#relay) {
      await this.#store.append(streamId, [issued, this.#outcomeEvent(ids, notConnected)]);
      return this.#toOutcome(commandId, notConnected);
    }
    // Recorded before it goes out: the log shows the command even if this process dies waiting.
    await this.#store.append(streamId, [issued]);
    const issuedAt = this.#clock();
    const settled = here
      ? await this.#send(ids, issuedAt)
      : ((await this.#relay!.forward({ commandId, deviceId: target.deviceId, action, issuedAt: issuedAt.toISOString() }, this.#timeoutMs)) ?? notConnected);
    try {
      await this.#store.append(streamId, [this.#outcomeEvent(ids, settled)]);
    } catch (error) {
      // The device has done it (or not) either way; the admin is told what happened.
      this.#log.error({ err: error, commandId }, 'could not record a device command outcome');
    }
    return this.#toOutcome(commandId, settled);
  }

  /**
   * A device's acknowledgement. True when it settled a command of that device; false for
   * an unknown, finished or foreign command id (a device cannot answer for another).
   */
  acknowledge(deviceId: string, ack: DeviceCommandAck): boolean {
    const pending = this.#pending.get(ack.commandId);
    if (!pending || pending.deviceId !== deviceId) return false;
    const error = typeof ack.error === 'string' ? ack.error.slice(0, 500) : null;
    if (!ack.ok) pending.settle({ ok: false, reason: 'rejected', error, byDevice: true });
    else if (pending.action === 'screenshot' && !isImageUrl(ack.result)) {
      pending.settle({ ok: false, reason: 'invalid_result', error: 'The screenshot answer is not an image URL', byDevice: true });
    } else pending.settle({ ok: true, result: typeof ack.result === 'string' ? ack.result : null });
    return true;
  }

  /**
   * A command another API node relays for a tablet connected here: sent as one of this
   * node's own (acknowledgement, timeout, disconnection), without recording events (the
   * issuing node does). Null when the tablet is not connected here.
   */
  deliverRelayed(command: RelayedCommand): Promise<Settled> | null {
    if (!this.#connections.get(command.deviceId)) return null;
    return this.#send(command, new Date(command.issuedAt));
  }

  /** The device's channel closed: its waiting commands fail now rather than at the timeout. */
  disconnected(deviceId: string): void {
    for (const pending of [...this.#pending.values()]) {
      if (pending.deviceId === deviceId) pending.settle({ ok: false, reason: 'disconnected', error: null, byDevice: false });
    }
  }

  #send(ids: { commandId: string; deviceId: string; action: DeviceCommandAction }, issuedAt: Date): Promise<Settled> {
    return new Promise<Settled>((resolve) => {
      const settle = (outcome: Settled) => {
        if (!this.#pending.has(ids.commandId)) return;
        this.#pending.delete(ids.commandId);
        clearTimeout(timer);
        resolve(outcome);
      };
      const timer = setTimeout(() => settle({ ok: false, reason: 'timeout', error: null, byDevice: false }), this.#timeoutMs);
      this.#pending.set(ids.commandId, { deviceId: ids.deviceId, action: ids.action, settle });

      // Looked up again: the channel may have closed or been replaced while the command was recorded.
      const connection = this.#connections.get(ids.deviceId);
      const gone = () => settle({ ok: false, reason: 'disconnected', error: null, byDevice: false });
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) return gone();
      const message = encodeServerMessage({ type: 'command', commandId: ids.commandId, action: ids.action, issuedAt: issuedAt.toISOString() });
      try {
        connection.socket.send(message, (error) => {
          if (error) gone();
        });
      } catch {
        gone();
      }
    });
  }

  #outcomeEvent(ids: { commandId: string; deviceId: string; siteId: string; action: DeviceCommandAction }, settled: Settled): NewEvent {
    const metadata = { source: 'device-channel', causationId: ids.commandId, correlationId: ids.commandId };
    if (settled.ok) {
      const data: DeviceCommandEventData<'DeviceCommandAcknowledged'> = { ...ids, result: recordedResult(settled.result) };
      return { type: 'DeviceCommandAcknowledged', data, metadata: { ...metadata, actor: { kind: 'device', id: ids.deviceId } } };
    }
    const data: DeviceCommandEventData<'DeviceCommandFailed'> = { ...ids, reason: settled.reason, error: settled.error };
    const actor: Actor = settled.byDevice ? { kind: 'device', id: ids.deviceId } : SYSTEM;
    return { type: 'DeviceCommandFailed', data, metadata: { ...metadata, actor } };
  }

  #toOutcome(commandId: string, settled: Settled): CommandOutcome {
    return settled.ok ? { ok: true, commandId, result: settled.result } : { ok: false, commandId, reason: settled.reason, error: settled.error };
  }
}
