import { randomUUID } from 'node:crypto';
import type { DeviceCommandAction, DeviceCommandFailure } from '@facility/contracts';
import type { PubSub } from '../live/live-bus.ts';

/** The PostgreSQL channel API nodes pass device commands on. */
export const COMMAND_CHANNEL = 'facility_device_commands';
/**
 * How long the issuing node waits for a node holding the tablet to say so before "not
 * connected": a NOTIFY round trip takes milliseconds; this leaves a busy node time to answer.
 */
export const DEFAULT_ACCEPT_MS = 500;

/** A command's outcome and who caused it: the device (ack) or the server (timeout, not connected...). */
export type Settled = { ok: true; result: string | null } | { ok: false; reason: DeviceCommandFailure; error: string | null; byDevice: boolean };

export interface RelayedCommand {
  commandId: string;
  deviceId: string;
  action: DeviceCommandAction;
  issuedAt: string;
}

type RelayMessage =
  | ({ kind: 'command'; from: string } & RelayedCommand)
  | { kind: 'accepted'; to: string; commandId: string }
  | { kind: 'settled'; to: string; commandId: string; settled: Settled };

interface Waiting {
  accepted: boolean;
  settle(outcome: Settled | null): void;
  acceptTimer: NodeJS.Timeout;
  doneTimer: NodeJS.Timeout;
}

/**
 * Device commands across API nodes (a cluster behind a load balancer without sticky
 * sessions): a tablet holds its channel to one node, an admin's request may reach another.
 * The issuing node NOTIFYs the command; the node that holds the tablet answers `accepted`,
 * sends it, and NOTIFYs how it settled. No node answering within the accept window means no
 * node holds the tablet: "not connected", as on a single node. The issuing node records the
 * command's events either way; the relaying node only carries it.
 */
export class DeviceCommandRelay {
  readonly #pubSub: PubSub;
  readonly #node = randomUUID();
  readonly #waiting = new Map<string, Waiting>();
  readonly #acceptMs: number;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(pubSub: PubSub, options: { acceptMs?: number } = {}) {
    this.#pubSub = pubSub;
    this.#acceptMs = options.acceptMs ?? DEFAULT_ACCEPT_MS;
  }

  /**
   * Listens for commands to carry (`deliver` answers null when this node does not hold the
   * device, else sends it and resolves with its outcome) and for answers to its own.
   */
  async start(deliver: (command: RelayedCommand) => Promise<Settled> | null, onError: (error: unknown) => void): Promise<void> {
    this.#unlisten = await this.#pubSub.listen(COMMAND_CHANNEL, (payload) => {
      let message: RelayMessage;
      try {
        message = JSON.parse(payload) as RelayMessage;
      } catch {
        return;
      }
      if (message.kind === 'command') {
        if (message.from === this.#node) return;
        const { kind: _kind, from, ...command } = message;
        const delivery = deliver(command);
        if (!delivery) return;
        this.#publish({ kind: 'accepted', to: from, commandId: command.commandId }).catch(onError);
        delivery.then((settled) => this.#publish({ kind: 'settled', to: from, commandId: command.commandId, settled })).catch(onError);
        return;
      }
      if (message.to !== this.#node) return;
      const waiting = this.#waiting.get(message.commandId);
      if (!waiting) return;
      if (message.kind === 'accepted') {
        waiting.accepted = true;
        clearTimeout(waiting.acceptTimer);
      } else waiting.settle(message.settled);
    });
  }

  /**
   * Asks the other nodes to send `command`: its outcome, or null when no node holds the
   * tablet. Never waits longer than `timeoutMs` plus the accept window.
   */
  forward(command: RelayedCommand, timeoutMs: number): Promise<Settled | null> {
    return new Promise<Settled | null>((resolve, reject) => {
      const settle = (outcome: Settled | null) => {
        const waiting = this.#waiting.get(command.commandId);
        if (!waiting) return;
        this.#waiting.delete(command.commandId);
        clearTimeout(waiting.acceptTimer);
        clearTimeout(waiting.doneTimer);
        resolve(outcome);
      };
      const acceptTimer = setTimeout(() => {
        if (!this.#waiting.get(command.commandId)?.accepted) settle(null);
      }, this.#acceptMs);
      // The relaying node times the device out itself; this only covers a node that died meanwhile.
      const doneTimer = setTimeout(() => settle({ ok: false, reason: 'timeout', error: null, byDevice: false }), timeoutMs + this.#acceptMs);
      this.#waiting.set(command.commandId, { accepted: false, settle, acceptTimer, doneTimer });
      this.#publish({ kind: 'command', from: this.#node, ...command }).catch((error: unknown) => {
        settle(null);
        reject(error);
      });
    });
  }

  async stop(): Promise<void> {
    for (const waiting of [...this.#waiting.values()]) waiting.settle({ ok: false, reason: 'disconnected', error: null, byDevice: false });
    await this.#unlisten?.();
    this.#unlisten = null;
  }

  #publish(message: RelayMessage): Promise<void> {
    return this.#pubSub.notify(COMMAND_CHANNEL, JSON.stringify(message));
  }
}
