import { DevicePage, ProblemDetails } from '@facility/contracts';
import { findDeviceSurvey, getDevice, getNotifySite, getRoom, getSite, listRoomTasksToday } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sendProblem } from '../../plugins/problem-details.ts';
import { authenticateDevice, requestDevice } from '../ingest/device-token-auth.ts';
import { toDevicePage } from './device-page.ts';

export interface DevicePageRouteOptions {
  /** Requests one device may make per minute from one client address. */
  ratePerMinute?: number;
}

/**
 * A page opens once per scan and a kiosk refreshes every few minutes: 60 a minute per device
 * and address is far above honest use, and one phone looping on a printed QR tag (a public
 * token many phones share) cannot take the page away from the others.
 */
export const DEVICE_PAGE_RATE_PER_MINUTE = 60;

/**
 * `GET /api/devices/self`: what a kiosk tablet or a room's QR page needs to draw itself,
 * authenticated by the device token like the ingest. Public (no session), so it says nothing
 * beyond the device's own room and site.
 */
export const devicePageRoutes: FastifyPluginAsyncTypebox<DevicePageRouteOptions> = async (app, options) => {
  const { db } = app;
  app.get(
    '/api/devices/self',
    {
      schema: {
        tags: ['devices'],
        summary: "The device page's room, site, problem buttons, survey and today's tasks (device token)",
        description:
          'For devices that are just a browser: the kiosk page (`/kiosk#<token>`) and the QR page (`/qr#<token>`) draw themselves from it, then post presses through `POST /api/ingest`. 401 for an unknown or revoked token; 429 past the rate per device and client address.',
        security: [{ deviceToken: [] }],
        response: { 200: DevicePage, 401: ProblemDetails },
      },
      config: {
        rateLimit: {
          max: options.ratePerMinute ?? DEVICE_PAGE_RATE_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preParsing',
          // Per device and address: a QR tag's token is printed on a wall and shared by every phone.
          keyGenerator: (request: FastifyRequest) => `device-page:${request.device?.deviceId ?? ''}:${request.ip}`,
        },
      },
      onRequest: authenticateDevice(db),
    },
    async (request, reply) => {
      const { deviceId, roomId, siteId } = requestDevice(request);
      const now = app.clock();
      const [device, room, site, notifySite, survey, tasks] = await Promise.all([
        getDevice(db, deviceId),
        getRoom(db, roomId),
        getSite(db, siteId),
        getNotifySite(db, siteId),
        findDeviceSurvey(db, deviceId),
        listRoomTasksToday(db, roomId, now),
      ]);
      // A device whose room or site was removed has nothing to show; like a revoked token.
      if (!device || !room || room.removed || !site || site.deleted) return sendProblem(reply, 401, 'Unknown or revoked device token');
      return toDevicePage({
        device,
        room,
        site,
        notificationSettings: notifySite?.settings ?? null,
        survey,
        tasks,
        now,
      });
    },
  );
};
