import type { NewEvent, RecordedEvent } from '@facility/contracts';
import { sql, type Transaction } from 'kysely';
import type { SiteRules } from '../calendar/site-rules.ts';
import { siteIdsOfRuleEvents } from '../calendar/site-rules.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { DEVICE_ALERT_INPUT_TYPES, deviceIdOf, reactToDeviceAlerts, type AlertDevice, type DeviceAlertState } from './device-alerts.rules.ts';

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

  async apply(trx, events) {
    const inputs = events.filter((event) => DEVICE_ALERT_INPUT_TYPES.has(event.type));
    if (inputs.length === 0) return { siteIds: [], roomIds: [] };

    const state = await loadState(trx, inputs);
    const { outputs, changedDevices, changedSites } = reactToDeviceAlerts(state, inputs);

    await saveSites(trx, changedSites);
    if (changedDevices.size > 0) {
      const rows = [...changedDevices].map((deviceId) => state.devices.get(deviceId)!);
      await sql`insert into device_alert_reactor_devices (device_id, state)
        select r->>'deviceId', r from jsonb_array_elements(${json(rows)}::text::jsonb) as r
        on conflict (device_id) do update set state = excluded.state`.execute(trx);
    }

    const scope = new ScopeCollector();
    const emitted: { streamId: string; events: NewEvent[] }[] = [];
    for (const output of outputs) {
      scope.add(output.event.data.siteId, output.event.data.roomId);
      const last = emitted.at(-1);
      // Consecutive outputs for one stream go in one write; order is kept either way.
      if (last && last.streamId === output.streamId) last.events.push(output.event);
      else emitted.push({ streamId: output.streamId, events: [output.event] });
    }
    return { ...scope.toScope(), emitted };
  },
};

async function loadState(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<DeviceAlertState> {
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

  const devices = new Map<string, AlertDevice>();
  if (deviceIds.size > 0) {
    const { rows } = await sql<{ state: AlertDevice }>`select state from device_alert_reactor_devices
      where device_id in (${sql.join([...deviceIds])})`.execute(trx);
    for (const { state } of rows) {
      devices.set(state.deviceId, state);
      if (state.siteId) siteIds.add(state.siteId);
    }
  }
  const sites = new Map<string, SiteRules>();
  if (siteIds.size > 0) {
    const { rows } = await sql<{ rules: SiteRules }>`select rules from device_alert_reactor_sites
      where site_id in (${sql.join([...siteIds])})`.execute(trx);
    for (const { rules } of rows) sites.set(rules.siteId, rules);
  }
  return { sites, devices };
}

/** Writes the rules of the sites that changed (deleted ones are removed). */
async function saveSites(trx: Transaction<ReadModelDatabase>, changed: ReadonlyMap<string, SiteRules | null>): Promise<void> {
  const kept = [...changed.values()].filter((rules): rules is SiteRules => rules !== null);
  const gone = [...changed].filter(([, rules]) => rules === null).map(([siteId]) => siteId);
  if (gone.length > 0) await sql`delete from device_alert_reactor_sites where site_id in (${sql.join(gone)})`.execute(trx);
  if (kept.length > 0) {
    await sql`insert into device_alert_reactor_sites (site_id, rules)
      select r->>'siteId', r from jsonb_array_elements(${json(kept)}::text::jsonb) as r
      on conflict (site_id) do update set rules = excluded.rules`.execute(trx);
  }
}
