import type {
  NotificationList,
  NotificationPreview,
  NotificationPreviewBody,
  NotificationSettingsBody,
  NotificationSettingsResponse,
  NotificationTestBody,
  NotificationTestResult,
  Site,
} from '@facility/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The recent notifications the screen lists (the API's default is 200). */
export const RECENT_LIMIT = 50;

/** Every notification read of a site starts with this key, so one invalidation reloads them all. */
export const notificationsKey = (siteId: string) => queryKeys.admin('notifications', siteId);

/** `/api/site/notifications/{id}` and what hangs under it (`/preview`, `/test`). */
const settingsPath = (siteId: string, rest = '') => apiPath(`site/notifications/${encodeURIComponent(siteId)}${rest}`);

/** `GET /api/site/notifications/{id}`: the site's e-mail and webhook settings (never the secret). */
export const settingsQuery = (siteId: string) =>
  getQueryOptions<NotificationSettingsResponse>(queryKeys.admin('notification-settings', siteId), settingsPath(siteId));

/** `GET /api/notifications?siteId=&limit=`: the site's newest notifications and what became of them. */
export const recentQuery = (siteId: string) =>
  getQueryOptions<NotificationList>([...notificationsKey(siteId), RECENT_LIMIT], apiPath('notifications', { siteId, limit: RECENT_LIMIT }));

/**
 * `POST /api/site/notifications/{id}/preview`: the mail the e-mail settings as typed would
 * send for an example of the trigger (nothing saved). A 400 (a field the form still refuses)
 * is not retried.
 */
export const previewQuery = (siteId: string, body: NotificationPreviewBody) => ({
  queryKey: [...notificationsKey(siteId), 'preview', body] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<NotificationPreview>(settingsPath(siteId, '/preview'), { method: 'POST', body, signal }),
  staleTime: 60_000,
  retry: false,
});

/** `GET /api/site/{id}`: read for its `alerts` flag (off: the site sends nothing), under the site screens' key. */
export const siteQuery = (siteId: string) => getQueryOptions<Site>(queryKeys.admin('site', siteId), apiPath(`site/${encodeURIComponent(siteId)}`));

/**
 * `PUT /api/site/notifications/{id}`: replaces the settings. Every admin key is marked stale
 * on success (the settings and the list among them); a 400 is left to the form.
 */
export function useSaveSettings(siteId: string) {
  return useAdminWrite<NotificationSettingsBody>({
    request: (body) => ({ method: 'PUT', url: settingsPath(siteId), body }),
  });
}

/**
 * `POST /api/site/notifications/{id}/test`: sends the previewed mail to one address as a test.
 * Nothing changes on the server, so nothing is invalidated; the caller shows the outcome.
 */
export function useSendTestMail(siteId: string) {
  return useMutation<NotificationTestResult, unknown, NotificationTestBody>({
    mutationFn: (body) => apiRequest<NotificationTestResult>(settingsPath(siteId, '/test'), { method: 'POST', body }),
  });
}
