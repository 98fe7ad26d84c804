import type { EmailNotificationSettings, EmailPayload, NotificationTrigger, UserLanguage, WebhookPayload } from '@facility/contracts';
import { labelText } from '@facility/contracts/labels';
import { NOTIFICATION_WORDS } from './notification-words.ts';

/** What a notification is about, with what a mail or webhook body says of it. */
export interface NotificationSubject {
  trigger: NotificationTrigger;
  /** When the thing happened (epoch ms): opened, late, escalated, went offline. */
  moment: number;
  siteId: string;
  siteName: string;
  timezone: string;
  roomId: string | null;
  roomName: string | null;
  callId: string | null;
  deviceId: string | null;
  /** What the mail calls the device: its code, else its id; null without a device. */
  deviceName: string | null;
  /** The call's problem label keys, first report first (empty without a call). */
  problems: readonly string[];
  /** When the call opened (epoch ms); null without a call. */
  openedAt: number | null;
  /** The site service answering the first problem (spec `servikName`); null when none does. */
  servikName: string | null;
}

/**
 * A problem label key in the complaint language, from the label dictionaries the dashboard
 * shows (`dirty_floor` → `רצפה מלוכלכת`); a key no dictionary has, as words (`Dirty floor`).
 */
export const problemWords = (key: string, language: UserLanguage): string => {
  const label = labelText(language, key);
  if (label !== null) return label;
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A moment in the site's time zone, in the mail's language (`24/11/2026, 17:20`). */
export function localTime(at: number, timezone: string, language: UserLanguage): string {
  try {
    return new Intl.DateTimeFormat(language, { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));
  } catch {
    // An unknown zone (never accepted by the site routes) still yields a readable UTC time.
    return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

/** The details a mail lists: label and value, in the mail's language (the problems in the complaint language). */
export function detailLines(subject: NotificationSubject, language: UserLanguage, complaintLanguage: UserLanguage = language): [string, string][] {
  const words = NOTIFICATION_WORDS[language];
  const lines: [string, string][] = [[words.site, subject.siteName]];
  if (subject.roomName !== null) lines.push([words.room, subject.roomName]);
  if (subject.deviceName !== null) lines.push([words.device, subject.deviceName]);
  if (subject.problems.length > 0) lines.push([words.problems, subject.problems.map((problem) => problemWords(problem, complaintLanguage)).join(', ')]);
  if (subject.openedAt !== null) lines.push([words.opened, localTime(subject.openedAt, subject.timezone, language)]);
  const at = localTime(subject.moment, subject.timezone, language);
  if (subject.trigger === 'call_late') lines.push([words.late, at]);
  if (subject.trigger === 'call_escalated') lines.push([words.escalated, at]);
  if (subject.trigger === 'device_offline') lines.push([words.offlineSince, at]);
  return lines;
}

/**
 * A notification mail (spec §3 "Email config"): the configured subject (or the trigger's
 * name) and the room; the configured message, then the details on one line (`line`) or one
 * per line (`list`), then the company name.
 */
export function renderEmail(settings: EmailNotificationSettings, subject: NotificationSubject): EmailPayload {
  const language = settings.emailLanguage;
  const title = settings.subject.trim() || NOTIFICATION_WORDS[language].triggers[subject.trigger];
  const place = subject.roomName ?? subject.siteName;
  const details = detailLines(subject, language, settings.complaintLanguage).map(([label, value]) => `${label}: ${value}`);
  const body = settings.format === 'line' ? [details.join(' | ')] : details.map((line) => `- ${line}`);
  const parts = [
    ...(settings.message.trim() ? [settings.message.trim(), ''] : []),
    `${NOTIFICATION_WORDS[language].triggers[subject.trigger]}`,
    ...body,
    ...(settings.companyName.trim() ? ['', settings.companyName.trim()] : []),
  ];
  return {
    from: { name: settings.sender.name.trim() || settings.companyName.trim(), address: settings.sender.address },
    subject: `${title} – ${place}`,
    text: `${parts.join('\n')}\n`,
    language,
  };
}

/** The webhook's JSON body (spec §3 "API config"). */
export function renderWebhookBody(notificationId: string, subject: NotificationSubject, additionalInfo: string | null): WebhookPayload {
  return {
    id: notificationId,
    trigger: subject.trigger,
    occurredAt: new Date(subject.moment).toISOString(),
    siteId: subject.siteId,
    siteName: subject.siteName,
    roomId: subject.roomId,
    roomName: subject.roomName,
    servikName: subject.servikName,
    callId: subject.callId,
    deviceId: subject.deviceId,
    deviceName: subject.deviceName,
    additionalInfo,
  };
}
