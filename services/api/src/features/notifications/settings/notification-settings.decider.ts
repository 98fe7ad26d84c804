import type { NotificationSettingsBody, SiteNotificationSettings, SiteNotificationsConfigured } from '@facility/contracts';
import type { Decider } from '../../../domain/decider.ts';
import { ValidationError } from '../../../domain/errors.ts';

export type NotificationSettingsEvent = { type: 'SiteNotificationsConfigured'; data: SiteNotificationsConfigured };

export type NotificationSettingsCommand = { type: 'ConfigureSiteNotifications'; data: NotificationSettingsBody & { siteId: string } };

/** A site's settings as its `site-notifications-<id>` stream holds them; null before the first save. */
export interface NotificationSettingsState {
  settings: SiteNotificationSettings | null;
}

/** Header values may not break a line (the sender name, the subject and Authorization become headers). */
const hasLineBreak = (value: string): boolean => /[\r\n]/.test(value);

/**
 * The settings rules beyond the schema, each naming its field (under `body/`): an enabled
 * channel must notify someone about something, addresses are unique, the webhook URL is an
 * http(s) URL, header values stay on one line, and an enabled webhook has a signing secret.
 */
export function validateNotificationSettings(settings: SiteNotificationSettings): void {
  const { email, webhook } = settings;
  const seen = new Set<string>();
  email.recipients.forEach((recipient, index) => {
    const address = recipient.address.trim().toLowerCase();
    if (seen.has(address)) throw new ValidationError(`body/email/recipients/${index}/address`, 'This address is listed twice');
    seen.add(address);
  });
  if (email.enabled && !email.recipients.some((recipient) => recipient.triggers.length > 0)) {
    throw new ValidationError('body/email/recipients', 'E-mail is on: add a recipient with at least one trigger');
  }
  if (hasLineBreak(email.sender.name)) throw new ValidationError('body/email/sender/name', 'The sender name must be one line');
  if (hasLineBreak(email.subject)) throw new ValidationError('body/email/subject', 'The subject must be one line');

  let url: URL | null = null;
  try {
    url = new URL(webhook.url);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') || url.username || url.password) {
    throw new ValidationError('body/webhook/url', 'Give an http or https URL with a domain (credentials go in authorization)');
  }
  if (webhook.authorization !== null && hasLineBreak(webhook.authorization)) {
    throw new ValidationError('body/webhook/authorization', 'The Authorization header must be one line');
  }
  if (webhook.enabled && webhook.triggers.length === 0) throw new ValidationError('body/webhook/triggers', 'The webhook is on: choose at least one trigger');
  if (webhook.enabled && webhook.secret === '') throw new ValidationError('body/webhook/secret', 'The webhook is on: set a signing secret');
}

/**
 * A site's notification settings (spec §3 "Email config", "API config"), replaced as a
 * whole. The webhook secret is write-only: a save without one (absent or null) keeps the
 * stored secret. Saving what is already stored records nothing.
 */
export const notificationSettingsDecider: Decider<NotificationSettingsState, NotificationSettingsCommand, NotificationSettingsEvent> = {
  initialState: () => ({ settings: null }),

  evolve(_state, event) {
    const { siteId: _siteId, email, webhook } = event.data;
    return { settings: { email, webhook } };
  },

  decide(command, state) {
    const { siteId, email, webhook } = command.data;
    const { secret, ...rest } = webhook;
    const settings: SiteNotificationSettings = {
      email: { ...email, recipients: email.recipients.map((recipient) => ({ address: recipient.address.trim(), triggers: recipient.triggers })) },
      webhook: { ...rest, secret: secret ?? state.settings?.webhook.secret ?? '' },
    };
    validateNotificationSettings(settings);
    if (state.settings && JSON.stringify(state.settings) === JSON.stringify(settings)) return [];
    return [{ type: 'SiteNotificationsConfigured', data: { siteId, ...settings } }];
  },
};
