import { randomUUID } from 'node:crypto';
import { deviceStreamId } from '@facility/contracts';
import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { deviceStatusProjection, listDeviceStatus, organisationProjection, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeSet } from './change-set.ts';
import { Projector } from './projector.ts';
import { appendOrgFixtures, organisationCreated, orgFixtures } from './testing/organisation-fixtures.ts';
import { quietLogger, until } from './testing/read-model-helpers.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

const stamp = (deviceId: string, roomId = 'r-1', siteId = 's-1') => ({ deviceId, roomId, siteId });
const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('device-status projection (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let projector: Projector;
  let db: Kysely<ReadModelDatabase>;
  let changes: ChangeSet[];

  const caughtUp = async () =>
    Object.values(await projector.health()).every((health) => health.lag === 0 && health.state === 'running');
  const statusRows = () => db.selectFrom('device_status').selectAll().orderBy('device_id').execute();
  const send = async (deviceId: string, events: { type: string; occurredAt: string; data?: Record<string, unknown>; roomId?: string }[]) => {
    await store.append(
      deviceStreamId(deviceId),
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        occurredAt: at(event.occurredAt),
        data: { ...event.data, ...stamp(deviceId, event.roomId) },
      })),
    );
    await until(caughtUp);
  };

  beforeEach(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
    db = t.database.withTables<ReadModelDatabase>().db;
    // Batch size 3: folds of a batch and merges across batches must agree.
    projector = new Projector(store, t.database, [organisationProjection, deviceStatusProjection], { batchSize: 3, logger: quietLogger });
    changes = [];
    projector.onChange((change) => changes.push(change));
    await projector.start();
  });
  afterEach(async () => {
    await projector.stop();
    await store.close();
    await t.dispose();
  });

  it('keeps the last signal of any event and the status of the latest heartbeat', async () => {
    await send('d-1', [
      { type: 'DeviceHeartbeat', occurredAt: '2026-06-01T10:00:00.000Z', data: { battery: 80, version: '1.2.0', rssi: -61, ssid: 'Lobby', simId: 'SIM-1', state: 'ok', counterState: 'online', userFlags: 1, sensorFlags: 2 } },
      { type: 'ComplaintReported', occurredAt: '2026-06-01T10:05:00.000Z', data: { problem: 'dirty_floor', category: 'cleaning' } },
    ]);
    expect(await statusRows()).toEqual([
      {
        device_id: 'd-1',
        site_id: 's-1',
        room_id: 'r-1',
        last_signal_at: at('2026-06-01T10:05:00.000Z'),
        battery: 80,
        version: '1.2.0',
        rssi: -61,
        ssid: 'Lobby',
        sim_id: 'SIM-1',
        state: 'ok',
        counter_state: 'online',
        user_flags: 1,
        sensor_flags: 2,
        last_heartbeat_at: at('2026-06-01T10:00:00.000Z'),
      },
    ]);
    expect(changes.filter((change) => change.projection === deviceStatusProjection.name).at(-1)).toMatchObject({
      siteIds: ['s-1'],
      roomIds: ['r-1'],
    });

    // A newer heartbeat replaces the whole status record (fields it leaves out become null).
    await send('d-1', [{ type: 'DeviceHeartbeat', occurredAt: '2026-06-01T11:00:00.000Z', data: { battery: 79.5, version: '1.3.0' } }]);
    expect(await statusRows()).toEqual([
      expect.objectContaining({
        last_signal_at: at('2026-06-01T11:00:00.000Z'),
        battery: 79.5,
        version: '1.3.0',
        rssi: null,
        counter_state: null,
        user_flags: null,
        last_heartbeat_at: at('2026-06-01T11:00:00.000Z'),
      }),
    ]);
  });

  it('does not move the last signal or the status back for a late upload of older events', async () => {
    await send('d-1', [{ type: 'DeviceHeartbeat', occurredAt: '2026-06-01T11:00:00.000Z', data: { battery: 70, version: '2.0.0' } }]);
    // Uploaded late, from the device's buffer: older events, one heartbeat among them, and a
    // batch long enough to be cut in several projector batches.
    await send('d-1', [
      { type: 'VisitorsCounted', occurredAt: '2026-06-01T08:00:00.000Z', data: { count: 3, counter: 'men' } },
      { type: 'DeviceHeartbeat', occurredAt: '2026-06-01T08:30:00.000Z', data: { battery: 95, version: '1.0.0' } },
      { type: 'VisitorsCounted', occurredAt: '2026-06-01T09:00:00.000Z', data: { count: 2, counter: 'men' } },
      { type: 'DeviceHeartbeat', occurredAt: '2026-06-01T09:30:00.000Z', data: { battery: 90, version: '1.0.0' } },
    ]);
    expect(await statusRows()).toEqual([
      expect.objectContaining({ last_signal_at: at('2026-06-01T11:00:00.000Z'), battery: 70, version: '2.0.0', last_heartbeat_at: at('2026-06-01T11:00:00.000Z') }),
    ]);
    // A newer non-heartbeat event moves the signal, not the heartbeat record.
    await send('d-1', [{ type: 'RatingGiven', occurredAt: '2026-06-01T11:30:00.000Z', data: { score: 75 } }]);
    expect(await statusRows()).toEqual([
      expect.objectContaining({ last_signal_at: at('2026-06-01T11:30:00.000Z'), battery: 70, last_heartbeat_at: at('2026-06-01T11:00:00.000Z') }),
    ]);
  });

  it('lists the site devices from the registry, joined with their status', async () => {
    await appendOrgFixtures(store, orgFixtures('2026-06-01T09:00:00.000Z', organisationCreated));
    await until(caughtUp);
    await send('d-1', [{ type: 'DeviceHeartbeat', occurredAt: '2026-06-01T10:00:00.000Z', data: { battery: 50, counterState: 'online' } }]);
    // Telemetry of a device the registry does not know is kept but listed nowhere.
    await send('ghost', [{ type: 'DeviceHeartbeat', occurredAt: '2026-06-01T10:00:00.000Z', data: {} }]);

    const listed = await listDeviceStatus(db, 's-1');
    expect(listed).toEqual([
      {
        deviceId: 'd-1',
        deviceType: 'pad9',
        deviceCode: 'PAD-0001',
        roomId: 'r-1',
        roomName: 'שירותי גברים קומה 2',
        macId: null,
        note: null,
        batteryMaintenanceDate: null,
        panelMaintenanceDate: null,
        technicianMaintenanceDate: null,
        lastSignalAt: at('2026-06-01T10:00:00.000Z'),
        lastHeartbeatAt: at('2026-06-01T10:00:00.000Z'),
        battery: 50,
        version: null,
        rssi: null,
        ssid: null,
        simId: null,
        state: null,
        counterState: 'online',
        userFlags: null,
        sensorFlags: null,
        isUpdate: false,
        isRestart: false,
      },
      // Registered, never signalled.
      expect.objectContaining({ deviceId: 'd-2', deviceType: 'counter_women', roomName: 'Women WC 2', lastSignalAt: null, battery: null }),
    ]);
    expect(await listDeviceStatus(db, 's-3')).toEqual([]);
  });

  it('rebuilds from position 0 to the same rows', async () => {
    for (const deviceId of ['d-1', 'd-2', 'd-3']) {
      await send(deviceId, [
        { type: 'DeviceHeartbeat', occurredAt: '2026-06-01T10:00:00.000Z', data: { battery: 60, rssi: -70, userFlags: 4 } },
        { type: 'VisitorsCounted', occurredAt: '2026-06-01T10:20:00.000Z', data: { count: 1, counter: 'women' } },
        { type: 'DeviceHeartbeat', occurredAt: '2026-06-01T10:10:00.000Z', data: { battery: 59, ssid: 'Guest' }, roomId: 'r-2' },
      ]);
    }
    await send('d-1', [{ type: 'DeviceHeartbeat', occurredAt: '2026-06-01T09:00:00.000Z', data: { battery: 99 } }]);
    const live = await statusRows();
    expect(live).toHaveLength(3);
    // The heartbeat of 10:10 is the latest; the room is the stamp of the latest ingest.
    expect(live[0]).toMatchObject({ battery: 59, ssid: 'Guest', rssi: null, room_id: 'r-1', last_signal_at: at('2026-06-01T10:20:00.000Z') });
    expect(live[1]).toMatchObject({ battery: 59, room_id: 'r-2' });

    const result = await projector.rebuild(deviceStatusProjection.name);
    expect(result.processed).toBe(result.total);
    expect(await statusRows()).toEqual(live);
    await until(caughtUp);
  });
});
