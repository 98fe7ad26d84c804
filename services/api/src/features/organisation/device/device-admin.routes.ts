import {
  AdminDevice,
  AdminDeviceDetail,
  AdminDeviceList,
  AdminDevicesQuery,
  DeviceIdParams,
  DeviceRemovedResponse,
  deviceRegistryStreamId,
  DeviceTokenResponse,
  EntityHistory,
  UpdateDeviceBody,
  type DeviceMaintenanceEntry,
  type DeviceMaintenanceRecorded,
} from '@facility/contracts';
import { getDevice, getRoom, listDevices, listRooms, type DeviceRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { handleCommand } from '../../../domain/command-handler.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { newSecretToken } from '../../auth/secret-token.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { waitForOrganisation } from '../wait-for-organisation.ts';
import { deviceBatchDecider, deviceUpdateSteps, type DeviceStep } from './device-update.ts';
import type { DeviceCommand } from './device.commands.ts';

const NO_SUCH_DEVICE = 'No such device';
const NOT_ALLOWED = 'Not allowed: devices are managed by admins and users with the devices permission';

/** Admins, and users holding the `devices` permission (spec §2 navigation item), manage devices. */
export const mayManageDevices = (user: SessionUser): boolean => user.type === 'admin' || user.roles.includes('devices');

export function toAdminDevice(device: DeviceRecord, roomName: string | null): AdminDevice {
  return {
    device_id: device.deviceId,
    device_type: device.deviceType,
    deviceCode: device.deviceCode,
    siteId: device.siteId,
    roomId: device.roomId,
    roomName,
    installSpot: device.installSpot,
    mac_id: device.macId,
    qr_tag: device.qrTag,
    note: device.note ? { date: device.note.setAt, txt: device.note.text } : null,
    battery_maintenance_date: device.batteryMaintenanceDate,
    panel_maintenance_date: device.panelMaintenanceDate,
    technician_maintenance_date: device.technicianMaintenanceDate,
    registeredAt: device.registeredAt.toISOString(),
  };
}

/**
 * The admin device routes (INTERFACES.md "Admin API"): list, read, change (move, install
 * spot, replacement, note, maintenance), retire, new token, history. `POST /api/admin/devices`
 * (registration, admins only as INTERFACES.md says) stays in device.routes.ts.
 *
 * A device is in scope through the site it serves now: an unknown, retired or out-of-scope
 * device answers 404 (ids cannot be probed), then a caller without the permission 403. A
 * change answers once the registry read model shows it, which is also what the ingest
 * checks tokens against: a retired device's or a replaced token stops working at once.
 */
export const deviceAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const context = (user: SessionUser) => ({ now: app.clock(), actor: { kind: 'user' as const, id: user.userId } });

  /** The active, visible device the caller may manage, or null once 404/403 is answered. */
  const deviceToManage = async (user: SessionUser, deviceId: string, reply: FastifyReply): Promise<DeviceRecord | null> => {
    const device = await getDevice(db, deviceId);
    const place = device?.status === 'active' ? await visibleSitePlace(db, user, device.siteId) : null;
    if (!device || !place) await sendProblem(reply, 404, NO_SUCH_DEVICE);
    else if (!mayManageDevices(user)) await sendProblem(reply, 403, NOT_ALLOWED);
    else return device;
    return null;
  };

  /** Runs commands on the device's stream, all or none, and waits for the read model. */
  const write = async (user: SessionUser, deviceId: string, steps: DeviceStep[]) => {
    const streamId = deviceRegistryStreamId(deviceId);
    const result = await handleCommand(store, streamId, deviceBatchDecider, steps, context(user));
    if (result.events.length > 0) await waitForOrganisation(db, store, streamId, result.version);
  };

  /** One command whose fields no request names (the route generated them). */
  const only = (command: DeviceCommand): DeviceStep[] => [{ command: () => command, field: (name) => name }];

  const roomName = async (roomId: string) => (await getRoom(db, roomId))?.displayName ?? null;

  app.get(
    '/api/admin/devices',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's devices in service (admins, devices permission)",
        querystring: AdminDevicesQuery,
        response: { 200: AdminDeviceList },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await visibleSitePlace(db, user, request.query.siteId);
      if (!place) return sendProblem(reply, 404, 'No such site');
      if (!mayManageDevices(user)) return sendProblem(reply, 403, NOT_ALLOWED);
      const names = new Map((await listRooms(db, place.siteId)).map((room) => [room.roomId, room.displayName]));
      const devices = await listDevices(db, place.siteId);
      return devices.map((device) => toAdminDevice(device, names.get(device.roomId) ?? null));
    },
  );

  app.get(
    '/api/admin/devices/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'One device with its maintenance records (admins, devices permission)',
        params: DeviceIdParams,
        response: { 200: AdminDeviceDetail },
      },
    },
    async (request, reply) => {
      const device = await deviceToManage(request.sessionUser, request.params.id, reply);
      if (!device) return reply;
      // The read model keeps only the latest day per kind; the records themselves are the stream's.
      const events = await store.readStream(deviceRegistryStreamId(device.deviceId));
      const maintenance = events
        .filter((event) => event.type === 'DeviceMaintenanceRecorded')
        .map((event): DeviceMaintenanceEntry => {
          const { kind, date, byName, note } = event.data as DeviceMaintenanceRecorded;
          return { kind, date, byName, note, recordedAt: event.occurredAt.toISOString() };
        });
      return { ...toAdminDevice(device, await roomName(device.roomId)), maintenance };
    },
  );

  app.put(
    '/api/admin/devices/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'Move, reinstall or replace a device, set its note, record maintenance; all or nothing (admins, devices permission)',
        params: DeviceIdParams,
        body: UpdateDeviceBody,
        response: { 200: AdminDevice },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const device = await deviceToManage(user, request.params.id, reply);
      if (!device) return reply;
      let target: { roomId: string; siteId: string } | null = null;
      if (request.body.roomId !== undefined && request.body.roomId !== device.roomId) {
        const room = await getRoom(db, request.body.roomId);
        const place = room && !room.removed ? await visibleSitePlace(db, user, room.siteId) : null;
        // A room outside the caller's scope answers like an unknown one.
        if (!room || !place) return sendProblem(reply, 404, 'No such room');
        target = { roomId: room.roomId, siteId: room.siteId };
      }
      await write(user, device.deviceId, deviceUpdateSteps(device.deviceId, request.body, target));
      const updated = (await getDevice(db, device.deviceId))!;
      return toAdminDevice(updated, await roomName(updated.roomId));
    },
  );

  app.delete(
    '/api/admin/devices/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'Retire a device: it leaves every list and its token stops working; its history stays (admins, devices permission)',
        params: DeviceIdParams,
        response: { 204: DeviceRemovedResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const device = await deviceToManage(user, request.params.id, reply);
      if (!device) return reply;
      await write(user, device.deviceId, only({ type: 'RemoveDevice', data: { deviceId: device.deviceId } }));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/devices/:id/token',
    {
      schema: {
        tags: ['devices'],
        summary: 'Issue a new token, answered once; the old one stops working at once (admins, devices permission)',
        params: DeviceIdParams,
        response: { 200: DeviceTokenResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const device = await deviceToManage(user, request.params.id, reply);
      if (!device) return reply;
      const { token, tokenHash } = newSecretToken();
      await write(user, device.deviceId, only({ type: 'RotateDeviceToken', data: { deviceId: device.deviceId, tokenHash } }));
      return { deviceId: device.deviceId, token };
    },
  );

  app.get(
    '/api/admin/devices/:id/history',
    {
      schema: {
        tags: ['devices'],
        summary: "Who changed a device, what and when, from its event log; retired devices' too (admins, devices permission)",
        params: DeviceIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      // A retired device keeps its history; it is in scope through the site it last served.
      const device = await getDevice(db, request.params.id);
      const place = device ? await visibleSitePlace(db, user, device.siteId) : null;
      if (!device || !place) return sendProblem(reply, 404, NO_SUCH_DEVICE);
      if (!mayManageDevices(user)) return sendProblem(reply, 403, NOT_ALLOWED);
      // Token hashes are left out by the reader.
      return readEntityHistory({ store, db }, deviceRegistryStreamId(device.deviceId), user);
    },
  );
};
