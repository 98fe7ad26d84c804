import type { RecordedEvent } from '@facility/contracts';
import { sql, type Transaction } from 'kysely';
import { loadSiteRules, siteIdsOfRuleEvents, siteRulesStatements } from '../calendar/site-rules.ts';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { ProjectionMemory, unknownKeys } from '../engine/projection-memory.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { emittedOf, ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import {
  DEVICE_ALERT_INPUT_TYPES,
  deviceIdOf,
  reactToDeviceAlerts,
  type AlertDevice,
  type DeviceAlertReaction,
  type DeviceAlertState,
} from './device-alerts.rules.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * The device alert reactor (`device-alerts.rules.ts`) on the projection machinery, like the
 * call reactor: its state lives in its own tables, and the alert events it decides on are
 * appended by the projector in the same transaction as that state and its checkpoint.
 * Alert ids derive from the device, kind and opening time, so a batch applied twice, or a
 * rebuild, stores no alert twice. The `device-alerts` projection folds the events into the
 * read model.
 *
 * Bump the version only with care: a rebuild decides again over the whole log, and a
 * changed rule yields new alerts for the spells whose decision changed.
 */
export const deviceAlertReactorProjection: ProjectionDefinition = {
  name: 'device-alert-reactor',
  version: 1,
  eventTypes: [...DEVICE_ALERT_INPUT_TYPES],
  tables: ['device_alert_reactor_sites', 'device_alert_reactor_devices'],

  async apply(trx, events, memory = new ProjectionMemory()) {
    const inputs = events.filter((event) => DEVICE_ALERT_INPUT_TYPES.has(event.type));
    if (inputs.length === 0) return { siteIds: [], roomIds: [] };

    const state = memory.recall(emptyState, (kept) => kept.sites.size + kept.devices.size);
    await loadState(trx, inputs, state);
    const reaction = reactToDeviceAlerts(state, inputs);
    await runStatements(trx, stateStatements(state, reaction));

    const scope = new ScopeCollector();
    for (const output of reaction.outputs) scope.add(output.event.data.siteId, output.event.data.roomId);
    return { ...scope.toScope(), emitted: emittedOf(reaction.outputs) };
  },

  // Every device's and site's state stays in memory; a device's state (its counter's
  // hourly profile included, some kilobytes) is written now and then instead of after
  // every page that touches it.
  rebuildInMemory() {
    const state = emptyState();
    return inMemoryRebuild({
      changes: unchanged,
      fold(changed, events) {
        const reaction = reactToDeviceAlerts(state, events);
        for (const deviceId of reaction.changedDevices) changed.changedDevices.add(deviceId);
        for (const [siteId, rules] of reaction.changedSites) changed.changedSites.set(siteId, rules);
        return emittedOf(reaction.outputs);
      },
      pending: (changed) => changed.changedDevices.size,
      statements: (changed) => stateStatements(state, changed),
    });
  },
};

type StateChanges = Omit<DeviceAlertReaction, 'outputs'>;
const unchanged = (): StateChanges => ({ changedDevices: new Set(), changedSites: new Map() });

/** Stores the devices and sites that changed, as they are in `state` now. */
function stateStatements(state: DeviceAlertState, changes: StateChanges): Statements {
  return [
    ...siteRulesStatements('device_alert_reactor_sites', changes.changedSites),
    ...slices([...changes.changedDevices]).map((deviceIds) => {
      const rows = deviceIds.map((deviceId) => state.devices.get(deviceId)!);
      return sql`insert into device_alert_reactor_devices (device_id, state)
        select r->>'deviceId', r from jsonb_array_elements(${json(rows)}::text::jsonb) as r
        on conflict (device_id) do update set state = excluded.state`;
    }),
  ];
}

const emptyState = (): DeviceAlertState => ({ sites: new Map(), devices: new Map() });

/** Reads into `state` the devices the events name and the sites of those devices and events that it does not hold yet. */
async function loadState(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[], state: DeviceAlertState): Promise<void> {
  const deviceIds = new Set<string>();
  const siteIds = new Set<string>(siteIdsOfRuleEvents(events));
  for (const event of events) {
    const deviceId = deviceIdOf(event);
    if (deviceId !== null) deviceIds.add(deviceId);
    for (const key of ['siteId', 'toSiteId'] as const) {
      const siteId = event.data[key];
      if (typeof siteId === 'string') siteIds.add(siteId);
    }
  }

  const unknownDevices = unknownKeys(deviceIds, state.devices);
  if (unknownDevices.length > 0) {
    const { rows } = await sql<{ state: AlertDevice }>`select state from device_alert_reactor_devices
      where device_id in (${sql.join(unknownDevices)})`.execute(trx);
    for (const row of rows) state.devices.set(row.state.deviceId, row.state);
  }
  for (const deviceId of deviceIds) {
    const siteId = state.devices.get(deviceId)?.siteId;
    if (siteId) siteIds.add(siteId);
  }
  await loadSiteRules(trx, 'device_alert_reactor_sites', siteIds, state.sites);
}
