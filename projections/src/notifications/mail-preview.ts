import type { EmailPayload, NotificationTrigger } from '@facility/contracts';
import { NOTIFICATION_WORDS } from './notification-words.ts';
import type { NotificationSubject } from './notification-render.ts';
import type { NotifySite } from './notify-site.ts';

/** Problems a preview names when the site's services list none. */
const EXAMPLE_PROBLEMS = ['dirty_floor', 'missing_soap'];
const MINUTE_MS = 60_000;

/**
 * An example cause of `trigger` at the site, for a preview of its mail: the site's first room
 * by name, its first service's first two problems, a call opened 20 minutes before `now` (late
 * and escalated `now`), or its first device by code gone offline `now`. What a real mail about the site would
 * name, without any real call.
 */
export function previewSubject(site: NotifySite, trigger: NotificationTrigger, now: number): NotificationSubject {
  const [room] = Object.entries(site.rooms).sort(([, a], [, b]) => a.localeCompare(b));
  const service = site.services.find((entry) => entry.problems.length > 0);
  const problems = service ? service.problems.slice(0, 2) : EXAMPLE_PROBLEMS;
  const device = trigger === 'device_offline';
  const [deviceId, deviceName] = Object.entries(site.devices ?? {}).sort(([, a], [, b]) => a.localeCompare(b))[0] ?? ['example-device', 'PAD-01'];
  return {
    trigger,
    moment: now,
    siteId: site.siteId,
    siteName: site.name,
    timezone: site.timezone,
    roomId: room?.[0] ?? null,
    roomName: room?.[1] ?? null,
    callId: device ? null : 'preview',
    deviceId: device ? deviceId : null,
    deviceName: device ? deviceName : null,
    problems: device ? [] : problems,
    openedAt: device ? null : now - 20 * MINUTE_MS,
    servikName: device ? null : (service?.name ?? null),
  };
}

/** The example mail as a test: its subject marked, a first line saying nothing needs attention, in the mail's language. */
export function asTestMail(email: EmailPayload): EmailPayload {
  const words = NOTIFICATION_WORDS[email.language ?? 'en'];
  return { ...email, subject: `${words.test}: ${email.subject}`, text: `${words.testNote}\n\n${email.text}` };
}
