import { deviceCommandStreamId, type Actor, type DeviceFlags, type DeviceType } from '@facility/contracts';
import { ConcurrencyError, type EventStore } from '@facility/event-store';
import { getDeviceFlags, type ReadModelDatabase } from '@facility/projections';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { deviceFlagsDecider, takesFlags, type DeviceFlagsCommand, type DeviceFlagsEvent, type DeviceFlagsState } from './device-flags.decider.ts';
import { waitForDeviceFlags } from './wait-for-device-flags.ts';

export interface DeviceFlagsDeps {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** A device as the registry places it now. */
export interface FlagDevice {
  deviceId: string;
  siteId: string;
  deviceType: DeviceType;
}

/** Which flags a request names (true = this one). */
export interface FlagChoice {
  is_update?: boolean;
  is_restart?: boolean;
}

const MAX_ATTEMPTS = 3;

/**
 * Decides one command on the device's `command-device-<id>` stream and appends the outcome
 * with the version it was decided on (decided again if another writer got in between), then
 * waits until the read model shows it: the device must not see a flag it has just cleared
 * in its next ingest answer, or it would restart twice. Answers the flags the stream holds
 * afterwards. Like `handleCommand`, but with the metadata source of the caller (an admin or
 * the device itself).
 */
async function run(deps: DeviceFlagsDeps, command: DeviceFlagsCommand, actor: Actor, source: 'admin' | 'device'): Promise<DeviceFlagsState> {
  const streamId = deviceCommandStreamId(command.data.deviceId);
  for (let attempt = 1; ; attempt++) {
    const stored = await deps.store.readStream(streamId);
    const version = stored.at(-1)?.streamVersion ?? 0;
    const state = stored.reduce((current, event) => deviceFlagsDecider.evolve(current, event as unknown as DeviceFlagsEvent), deviceFlagsDecider.initialState());
    const events = deviceFlagsDecider.decide(command, state, { now: deps.clock(), actor });
    if (events.length === 0) return state;
    const correlationId = randomUUID();
    try {
      const result = await deps.store.append(
        streamId,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, occurredAt: deps.clock(), metadata: { actor, source, correlationId } })),
        { expectedVersion: version },
      );
      if (!(await waitForDeviceFlags(deps.db, deps.store, streamId, result.nextExpectedVersion))) {
        deps.log.warn({ streamId }, 'device flags stored, but the read model did not show them in time');
      }
      return events.reduce(deviceFlagsDecider.evolve, state);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * An admin raises flags for a pad or counter. Throws `ValidationError` (400, `body`) when
 * no flag is true and `IllegalStateError` (409) for a device that takes no flags.
 */
export function raiseDeviceFlags(deps: DeviceFlagsDeps, device: FlagDevice, choice: FlagChoice, userId: string): Promise<DeviceFlags> {
  const { deviceId, siteId, deviceType } = device;
  return run(deps, { type: 'RaiseDeviceFlags', data: { deviceId, siteId, deviceType, raisedBy: userId, ...choice } }, { kind: 'user', id: userId }, 'admin');
}

/** The device says it did the work: the named flags that were waiting are cleared (no event when none was). */
export function acknowledgeDeviceFlags(deps: DeviceFlagsDeps, device: FlagDevice, choice: FlagChoice): Promise<DeviceFlags> {
  const { deviceId, siteId } = device;
  return run(deps, { type: 'ClearDeviceFlags', data: { deviceId, siteId, ...choice } }, { kind: 'device', id: deviceId }, 'device');
}

/** The flags waiting for a device, from the read model (one primary-key read). */
export async function currentDeviceFlags(db: Kysely<ReadModelDatabase>, deviceId: string): Promise<DeviceFlags> {
  const flags = await getDeviceFlags(db, deviceId);
  return { is_update: flags.isUpdate, is_restart: flags.isRestart };
}

/**
 * The `flags` of an ingest answer: only for a batch holding a heartbeat, from a device that
 * takes flags and has one waiting; otherwise null and, for any other batch or device, no
 * read at all (the single-event ingest stays one append).
 */
export async function flagsForIngest(db: Kysely<ReadModelDatabase>, device: FlagDevice, events: readonly { type: unknown }[]): Promise<DeviceFlags | null> {
  if (!takesFlags(device.deviceType) || !events.some((event) => event.type === 'DeviceHeartbeat')) return null;
  const flags = await currentDeviceFlags(db, device.deviceId);
  return flags.is_update || flags.is_restart ? flags : null;
}
