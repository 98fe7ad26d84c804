import type { ComplaintCategory, EmailPayload, NotificationTrigger } from '@facility/contracts';
import { NOTIFICATION_WORDS } from './notification-words.ts';

/** What a notification's link points at. */
export interface LinkTarget {
  trigger: NotificationTrigger;
  siteId: string;
  roomId: string | null;
  deviceId: string | null;
  /** The call's category (its room's clean or maintenance log); null when unknown or not a call. */
  category: ComplaintCategory | null;
}

/**
 * The dashboard page a notification is about, as a path of the web app: a call's room log of
 * its category (the room screen selects the room's site by itself); a device gone offline,
 * its drawer in the site's device list (`?site=` selects the site whatever the reader's tab
 * had, `?device=` opens the drawer), or the site's active device alerts without a device.
 */
export function dashboardPath(target: LinkTarget): string {
  const site = `site=${encodeURIComponent(target.siteId)}`;
  if (target.trigger === 'device_offline' || target.roomId === null) {
    return target.deviceId === null ? `/admin/device-alerts/active?${site}` : `/admin/devices?${site}&device=${encodeURIComponent(target.deviceId)}`;
  }
  const log = target.category === 'maintenance' ? 'maintenanceLog' : 'cleanLog';
  return `/dashboard/serviceLog/${log}/${encodeURIComponent(target.roomId)}`;
}

/**
 * The mail with a last line linking to `path` on the dashboard at `publicUrl` (no trailing
 * slash), labelled in the mail's language. Added at delivery, not when the mail is requested:
 * the address is the server's setting, not part of what happened.
 */
export function withDashboardLink(email: EmailPayload, publicUrl: string, path: string): EmailPayload {
  const label = NOTIFICATION_WORDS[email.language ?? 'en'].open;
  return { ...email, text: `${email.text.replace(/\n*$/, '')}\n\n${label}: ${publicUrl}${path}\n` };
}
