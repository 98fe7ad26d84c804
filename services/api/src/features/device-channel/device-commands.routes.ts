import { DeviceParams, KioskActionAnswer, ProblemDetails, TabletActionAnswer, TabletActionBody, type DeviceCommandAction } from '@facility/contracts';
import { findActiveDevicesByCode, getDevice, getSitePlace, type ReadModelDatabase } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { canAccessSite } from '../../tenancy/tenancy.ts';
import { requireUser, type SessionUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { KIOSK_FAILURE_TEXT, KIOSK_ROUTES, SUCCESS_TEXTS, TABLET_ACTIONS, TABLET_FAILURE_TEXT } from './device-actions.ts';
import type { CommandTarget, DeviceCommandService } from './device-commands.service.ts';

interface CommandRouteOptions {
  commands: DeviceCommandService;
}

const mayCommandDevices = (user: SessionUser) => user.type === 'admin' || user.roles.includes('devices');

type Found = { ok: true; target: CommandTarget } | { ok: false; status: 403 | 404 | 409; detail: string };

/**
 * Which of `candidates` the user may command: unknown, removed and out-of-scope devices
 * answer alike (404, so ids and codes cannot be probed); then the permission (403); then
 * only tablets take commands (409).
 */
async function commandTarget(
  db: Kysely<ReadModelDatabase>,
  user: SessionUser,
  candidates: readonly { deviceId: string; siteId: string; deviceType: string; status: string }[],
): Promise<Found> {
  const visible: typeof candidates[number][] = [];
  for (const device of candidates) {
    if (device.status !== 'active') continue;
    const place = await getSitePlace(db, device.siteId);
    if (place && canAccessSite(user, place)) visible.push(device);
  }
  if (visible.length === 0) return { ok: false, status: 404, detail: 'No such device' };
  if (!mayCommandDevices(user)) return { ok: false, status: 403, detail: 'Needs the devices permission' };
  const tablets = visible.filter((device) => device.deviceType === 'tablet');
  if (tablets.length === 0) return { ok: false, status: 409, detail: 'Only tablets take commands' };
  if (tablets.length > 1) return { ok: false, status: 409, detail: 'Several tablets have this code; give each its own' };
  return { ok: true, target: { deviceId: tablets[0]!.deviceId, siteId: tablets[0]!.siteId } };
}

/** Answers a command's outcome: the success body, or 503 with the spec's failure text (never a hang, never a 500). */
async function answer(
  reply: FastifyReply,
  commands: DeviceCommandService,
  target: CommandTarget,
  action: DeviceCommandAction,
  userId: string,
  texts: { success: (result: string | null) => string; failure: string },
): Promise<FastifyReply> {
  const outcome = await commands.issue(target, action, userId);
  if (!outcome.ok) {
    reply.log.info({ commandId: outcome.commandId, reason: outcome.reason, deviceId: target.deviceId, action }, 'device command failed');
    return sendProblem(reply, 503, texts.failure);
  }
  // A JSON string, as the panel reads it (spec §7: "OK means success"; a screenshot is its URL).
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(texts.success(outcome.result)));
}

const COMMON = 'Session needed; admins and users with the devices permission, for tablets of sites in their scope (404 otherwise).';

/**
 * The spec's device actions (§7): `POST /api/sensor/tabletAction` for native tablets and
 * `GET /api/kiosk/<action>/{id}` for kiosk tablets. Each sends one command over the device
 * channel and waits for the tablet's acknowledgement (10 s at most); failures answer 503
 * with the §8 text the panel shows.
 */
export const deviceCommandRoutes: FastifyPluginAsyncTypebox<CommandRouteOptions> = async (app, { commands }) => {
  const { db } = app;
  // Every route here is for signed-in users: one check for the whole scope.
  app.addHook('preHandler', requireUser);
  app.post(
    '/api/sensor/tabletAction',
    {
      schema: {
        tags: ['devices'],
        summary: 'Refresh the survey of, or restart, a native tablet',
        description: `${COMMON} 200 "OK" once the tablet acknowledged (the panel shows 'Tablet Native App Refreshed' or 'Tablet Native App Restarted'); 503 'Failed to send the message' when it is not connected, refuses or does not answer in time.`,
        body: TabletActionBody,
        response: { 200: TabletActionAnswer, 503: ProblemDetails },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await commandTarget(db, user, await findActiveDevicesByCode(db, request.body.deviceCode));
      if (!found.ok) return sendProblem(reply, found.status, found.detail);
      return answer(reply, commands, found.target, TABLET_ACTIONS[request.body.action], user.userId, {
        success: () => 'OK',
        failure: TABLET_FAILURE_TEXT,
      });
    },
  );

  for (const route of KIOSK_ROUTES) {
    const action = route.action;
    const success = action === 'screenshot' ? (result: string | null) => result ?? '' : () => SUCCESS_TEXTS[action];
    app.get(
      `/api/kiosk/${route.path}/:id`,
      {
        // A GET by the spec's path, but it acts on a device: refused unless the dashboard itself sent it.
        config: { changesState: true },
        schema: {
          tags: ['devices'],
          summary: route.summary,
          description: `${COMMON} 200 ${action === 'screenshot' ? "with the image's URL (https or data:image)" : `'${SUCCESS_TEXTS[action]}'`} once the tablet acknowledged; 503 '${KIOSK_FAILURE_TEXT}' when it is not connected, refuses or does not answer in time.`,
          params: DeviceParams,
          response: { 200: KioskActionAnswer, 503: ProblemDetails },
        },
      },
      async (request, reply) => {
        const user = request.sessionUser;
        const device = await getDevice(db, request.params.id);
        const found = await commandTarget(db, user, device ? [device] : []);
        if (!found.ok) return sendProblem(reply, found.status, found.detail);
        return answer(reply, commands, found.target, action, user.userId, { success, failure: KIOSK_FAILURE_TEXT });
      },
    );
  }
};
