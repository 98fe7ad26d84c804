import {
  NotificationList,
  NotificationPreview,
  NotificationPreviewBody,
  NotificationTestBody,
  NotificationTestResult,
  NotificationSettingsBody,
  NotificationSettingsParams,
  NotificationSettingsResponse,
  NotificationsQuery,
  ProblemDetails,
} from '@facility/contracts';
import { listNotifications } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../plugins/problem-details.ts';
import { siteInScope, visibleSitePlace } from '../../tenancy/organisation-scope.ts';
import {
  previewNotificationMail,
  readNotificationSettings,
  saveNotificationSettings,
  sendTestMail,
  TestMailError,
  toNotificationItem,
  type MailDelivery,
} from './notifications.service.ts';

export { NO_MAIL_DELIVERY, type MailDelivery } from './notifications.service.ts';

const NO_SUCH_SITE = 'No such site';
const DEFAULT_LIMIT = 200;
/** Who may change a site's notification settings and send test mails (within their scope). */
const mayConfigure = (user: { type: string }): boolean => user.type === 'admin' || user.type === 'manager';
/** Test mails one user may send a minute: enough to try a few addresses, too few to spam with. */
const TESTS_PER_MINUTE = 5;

/**
 * A site's notification settings (spec §3 "Email config", "API config") and its outbox.
 * Anyone whose scope holds the site reads them; admins and the site's managers change the
 * settings. Sites outside the scope answer 404 like unknown ones.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox<{ delivery: MailDelivery }> = async (app, { delivery }) => {
  const { db, store } = app;

  app.get(
    '/api/site/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: "A site's notification settings (e-mail and webhook); the webhook secret is never returned, only `secretSet`",
        description: 'Before the first save: the defaults, `configured: false` (nothing is sent). 404 for an unknown or out-of-scope site.',
        params: NotificationSettingsParams,
        response: { 200: NotificationSettingsResponse, 404: ProblemDetails },
      },
    },
    async (request, reply) => {
      const place = await visibleSitePlace(db, request.sessionUser, request.params.id);
      if (!place) return sendProblem(reply, 404, NO_SUCH_SITE);
      return readNotificationSettings(store, place.siteId);
    },
  );

  app.put(
    '/api/site/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: "Replace a site's notification settings (admins; managers of the site)",
        description:
          'The settings as a whole. `webhook.secret` absent or null keeps the stored secret. 400 naming the field for a broken rule: an enabled channel without a trigger (`body/email/recipients`, `body/webhook/triggers`), an address listed twice, a URL that is not http(s) with a domain (`body/webhook/url`), an enabled webhook without a secret (`body/webhook/secret`). Only moments after the save are notified. 404 for an unknown or out-of-scope site, then 403 for other user types.',
        params: NotificationSettingsParams,
        body: NotificationSettingsBody,
        response: { 200: NotificationSettingsResponse, 403: ProblemDetails, 404: ProblemDetails },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await visibleSitePlace(db, user, request.params.id);
      if (!place) return sendProblem(reply, 404, NO_SUCH_SITE);
      if (!mayConfigure(user)) return sendProblem(reply, 403, "Only admins and the site's managers change notification settings");
      return saveNotificationSettings(store, place.siteId, request.body, { now: app.clock(), userId: user.userId });
    },
  );

  app.post(
    '/api/site/notifications/:id/preview',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The mail e-mail settings (saved or not) would send for an example cause at the site',
        description:
          "Nothing is saved or sent. The example: the site's first room by name, its first service's first two problems, a call opened 20 minutes ago (late and escalated now), or its first device gone offline now. Says whether this server can send mail (`SMTP_URL`) and links to the dashboard (`PUBLIC_URL`). 404 for an unknown or out-of-scope site.",
        params: NotificationSettingsParams,
        body: NotificationPreviewBody,
        response: { 200: NotificationPreview, 404: ProblemDetails },
      },
    },
    async (request, reply) => {
      const place = await visibleSitePlace(db, request.sessionUser, request.params.id);
      if (!place) return sendProblem(reply, 404, NO_SUCH_SITE);
      return previewNotificationMail(db, place.siteId, request.body, { now: app.clock(), delivery });
    },
  );

  app.post(
    '/api/site/notifications/:id/test',
    {
      config: { rateLimit: { max: TESTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `test-mail:${request.sessionUser?.userId ?? request.ip}` } },
      schema: {
        tags: ['notifications'],
        summary: "Send the previewed mail to one address as a test (admins; managers of the site)",
        description: `The mail the preview shows, its subject and first line marked as a test, sent now through this server's mail server; nothing is saved or recorded as a notification. 503 without a mail server (SMTP_URL), 502 when it refuses or fails (the problem's detail says what it answered). ${TESTS_PER_MINUTE} a minute per user. 404 for an unknown or out-of-scope site, then 403 for other user types.`,
        params: NotificationSettingsParams,
        body: NotificationTestBody,
        response: { 200: NotificationTestResult, 403: ProblemDetails, 404: ProblemDetails, 502: ProblemDetails, 503: ProblemDetails },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await visibleSitePlace(db, user, request.params.id);
      if (!place) return sendProblem(reply, 404, NO_SUCH_SITE);
      if (!mayConfigure(user)) return sendProblem(reply, 403, "Only admins and the site's managers send test mails");
      try {
        const sent = await sendTestMail(db, place.siteId, request.body, { now: app.clock(), delivery });
        request.log.info({ siteId: place.siteId, to: sent.to, userId: user.userId }, 'test notification mail sent');
        return sent;
      } catch (error) {
        if (error instanceof TestMailError) return sendProblem(reply, error.status, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "A site's notifications (of one call, with callId), newest first, with their delivery status",
        description: 'Webhook recipients are shown as scheme and host only. 404 for an unknown or out-of-scope site.',
        querystring: NotificationsQuery,
        response: { 200: NotificationList, 404: ProblemDetails },
      },
    },
    async (request, reply) => {
      const { siteId, callId, limit } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      const { notifications, total } = await listNotifications(db, { siteId: site.siteId, callId, limit: limit ?? DEFAULT_LIMIT });
      return { notifications: notifications.map(toNotificationItem), total };
    },
  );
};
