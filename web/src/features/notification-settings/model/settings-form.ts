import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TRIGGERS,
  WEBHOOK_URL_PATTERN,
  type NotificationEmailFormat,
  type NotificationSettingsBody,
  type NotificationSettingsResponse,
  type NotificationTrigger,
  type UserLanguage,
  type WebhookMethod,
} from '@facility/contracts';
import { email as emailRule, type RuleKey } from '../../../components/form/field-rules.ts';

/**
 * The "Calls & notifications" form of one site (spec §3 "Email config" and "API config"):
 * its values, how they come from and go to the API, and the server's rules checked as the
 * user types. Every rule is keyed by the path the server's 400 names (`email/recipients/2/address`,
 * `webhook/url`), so a rule and a refusal show under the same input.
 */

export interface RecipientRow {
  /** A key for React that survives removing the rows before it (not sent). */
  key: number;
  address: string;
  triggers: NotificationTrigger[];
}

export interface EmailValues {
  enabled: boolean;
  senderName: string;
  /** '' sends from the server's own address (SMTP_FROM). */
  senderAddress: string;
  subject: string;
  message: string;
  companyName: string;
  emailLanguage: UserLanguage;
  complaintLanguage: UserLanguage;
  format: NotificationEmailFormat;
  recipients: RecipientRow[];
}

export interface WebhookValues {
  enabled: boolean;
  method: WebhookMethod;
  url: string;
  authorization: string;
  /** A new secret to store; '' keeps the stored one (the API never sends it back). */
  secret: string;
  /** Whether a secret is stored already (the form then offers to replace it). */
  secretSet: boolean;
  /** The user chose to type a new secret over the stored one. */
  replacingSecret: boolean;
  additionalInfo: string;
  triggers: NotificationTrigger[];
}

export interface NotificationFormValues {
  email: EmailValues;
  webhook: WebhookValues;
}

/** Text limits of the settings (the server's schema: notifications.schemas.ts). */
export const LIMITS = {
  senderName: 100,
  subject: 200,
  message: 2000,
  companyName: 100,
  recipients: 50,
  url: 2000,
  authorization: 2000,
  secret: 500,
  additionalInfo: 2000,
  /** A signing key shorter than this is too easy to guess (the form's own advice; the server takes any). */
  secretMin: 16,
  /** An e-mail address (sender or recipient). */
  address: 254,
} as const;

/** The default triggers of a new recipient: the moments a supervisor acts on. */
export const DEFAULT_RECIPIENT_TRIGGERS: readonly NotificationTrigger[] = ['call_late', 'call_escalated'];

let nextKey = 1;
const rowKey = (): number => nextKey++;

export const newRecipient = (address = ''): RecipientRow => ({ key: rowKey(), address, triggers: [...DEFAULT_RECIPIENT_TRIGGERS] });

/** Triggers in the one order every list shows them. */
export const sortTriggers = (triggers: readonly NotificationTrigger[]): NotificationTrigger[] =>
  NOTIFICATION_TRIGGERS.filter((trigger) => triggers.includes(trigger));

export function toggleTrigger(triggers: readonly NotificationTrigger[], trigger: NotificationTrigger, on: boolean): NotificationTrigger[] {
  return sortTriggers(on ? [...triggers, trigger] : triggers.filter((entry) => entry !== trigger));
}

/** A site with nothing configured yet: both channels off, the site's language for the texts. */
export function emptyForm(language: UserLanguage = 'en'): NotificationFormValues {
  return {
    email: {
      enabled: false,
      senderName: '',
      senderAddress: '',
      subject: '',
      message: '',
      companyName: '',
      emailLanguage: language,
      complaintLanguage: language,
      format: 'list',
      recipients: [],
    },
    webhook: {
      enabled: false,
      method: 'POST',
      url: '',
      authorization: '',
      secret: '',
      secretSet: false,
      replacingSecret: false,
      additionalInfo: '',
      triggers: ['call_opened', 'call_late', 'call_escalated'],
    },
  };
}

/**
 * The form of the settings read. Before the first save the answer holds the server's
 * defaults (a placeholder webhook URL among them): the form then starts empty instead.
 */
export function settingsToForm(settings: NotificationSettingsResponse, language: UserLanguage = 'en'): NotificationFormValues {
  if (!settings.configured) return emptyForm(language);
  const { email, webhook } = settings;
  return {
    email: {
      enabled: email.enabled,
      senderName: email.sender.name,
      senderAddress: email.sender.address ?? '',
      subject: email.subject,
      message: email.message,
      companyName: email.companyName,
      emailLanguage: email.emailLanguage,
      complaintLanguage: email.complaintLanguage,
      format: email.format,
      recipients: email.recipients.map((recipient) => ({ key: rowKey(), address: recipient.address, triggers: sortTriggers(recipient.triggers) })),
    },
    webhook: {
      enabled: webhook.enabled,
      method: webhook.method,
      url: webhook.url,
      authorization: webhook.authorization ?? '',
      secret: '',
      secretSet: webhook.secretSet,
      replacingSecret: false,
      additionalInfo: webhook.additionalInfo ?? '',
      triggers: sortTriggers(webhook.triggers),
    },
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The PUT body. Text is trimmed; an empty authorization or additional info is null; the
 * secret is sent only when the user typed one (null keeps the stored secret). The API keeps
 * a URL even for a webhook that is off: with none typed, the server's placeholder is sent.
 */
export function formToBody(values: NotificationFormValues): NotificationSettingsBody {
  const { webhook } = values;
  const typedSecret = (!webhook.secretSet || webhook.replacingSecret) && webhook.secret !== '' ? webhook.secret : null;
  return {
    email: emailToBody(values.email),
    webhook: {
      enabled: webhook.enabled,
      method: webhook.method,
      url: webhook.url.trim() === '' && !webhook.enabled ? DEFAULT_NOTIFICATION_SETTINGS.webhook.url : webhook.url.trim(),
      authorization: orNull(webhook.authorization),
      secret: typedSecret,
      additionalInfo: orNull(webhook.additionalInfo),
      triggers: sortTriggers(webhook.triggers),
    },
  };
}

/** The e-mail half of the body, as saved and as previewed. */
export function emailToBody(email: EmailValues): NotificationSettingsBody['email'] {
  return {
    enabled: email.enabled,
    sender: { name: email.senderName.trim(), address: orNull(email.senderAddress) },
    subject: email.subject.trim(),
    message: email.message.trim(),
    companyName: email.companyName.trim(),
    emailLanguage: email.emailLanguage,
    complaintLanguage: email.complaintLanguage,
    format: email.format,
    recipients: email.recipients.map((recipient) => ({ address: recipient.address.trim(), triggers: sortTriggers(recipient.triggers) })),
  };
}

/** This screen's own messages (`notifications:rules.*`); the cast widens the kit's key type. */
export type NotificationRuleKey = 'pickTrigger' | 'addRecipient' | 'duplicate' | 'tooLong' | 'secretShort' | 'secretNeeded' | 'invalidUrl' | 'tooMany';
export const notificationRule = (key: NotificationRuleKey): RuleKey => `notifications:rules.${key}` as RuleKey;

const ADMIN = (key: RuleKey): RuleKey => `admin:${key}` as RuleKey;
const blank = (text: string): boolean => text.trim() === '';
const tooLong = (text: string, max: number): RuleKey | null => (text.trim().length > max ? notificationRule('tooLong') : null);
const WEBHOOK_URL = new RegExp(WEBHOOK_URL_PATTERN, 'u');
const addressRule = (address: string): RuleKey | null => {
  const failed = emailRule(address);
  return failed ? ADMIN(failed) : address.length > LIMITS.address ? notificationRule('tooLong') : null;
};

export type FieldRules = Record<string, RuleKey | null>;

/** The rules of the e-mail half: formats and lengths, and what an enabled channel needs to send. */
export function emailRules(email: EmailValues): FieldRules {
  const rules: FieldRules = {};
  rules['email/sender/name'] = tooLong(email.senderName, LIMITS.senderName);
  rules['email/sender/address'] = blank(email.senderAddress) ? null : addressRule(email.senderAddress.trim());
  rules['email/subject'] = tooLong(email.subject, LIMITS.subject);
  rules['email/message'] = tooLong(email.message, LIMITS.message);
  rules['email/companyName'] = tooLong(email.companyName, LIMITS.companyName);
  const anyTriggered = email.recipients.some((recipient) => recipient.triggers.length > 0);
  rules['email/recipients'] =
    email.recipients.length > LIMITS.recipients
      ? notificationRule('tooMany')
      : email.enabled && email.recipients.length === 0
        ? notificationRule('addRecipient')
        : email.enabled && !anyTriggered
          ? notificationRule('pickTrigger')
          : null;
  const seen = new Set<string>();
  email.recipients.forEach((recipient, index) => {
    const address = recipient.address.trim().toLowerCase();
    rules[`email/recipients/${index}/address`] = blank(address) ? ADMIN('rules.pleaseEnter') : (addressRule(address) ?? (seen.has(address) ? notificationRule('duplicate') : null));
    seen.add(address);
  });
  return rules;
}

/**
 * The server's rules. A channel that is off is stored as it is (a manager may prepare it
 * before turning it on), so only formats and lengths are checked; one that is on needs what
 * it sends with: e-mail a recipient with a trigger, the webhook a URL, a secret (typed, or
 * stored before) and a trigger. Each recipient needs a valid address, once.
 */
export function settingsRules(values: NotificationFormValues): FieldRules {
  const { webhook } = values;
  const rules: FieldRules = emailRules(values.email);

  const url = webhook.url.trim();
  rules['webhook/url'] = blank(url)
    ? webhook.enabled
      ? ADMIN('rules.pleaseEnter')
      : null
    : url.length > LIMITS.url
      ? notificationRule('tooLong')
      : WEBHOOK_URL.test(url)
        ? null
        : notificationRule('invalidUrl');
  rules['webhook/authorization'] = tooLong(webhook.authorization, LIMITS.authorization);
  rules['webhook/additionalInfo'] = tooLong(webhook.additionalInfo, LIMITS.additionalInfo);
  const typing = !webhook.secretSet || webhook.replacingSecret;
  let secretRule: RuleKey | null = null;
  if (typing && webhook.secret === '') secretRule = webhook.enabled && !webhook.secretSet ? notificationRule('secretNeeded') : null;
  else if (typing && webhook.secret.length < LIMITS.secretMin) secretRule = notificationRule('secretShort');
  else if (typing && webhook.secret.length > LIMITS.secret) secretRule = notificationRule('tooLong');
  rules['webhook/secret'] = secretRule;
  rules['webhook/triggers'] = webhook.enabled && webhook.triggers.length === 0 ? notificationRule('pickTrigger') : null;
  return rules;
}

export const passes = (rules: FieldRules): boolean => Object.values(rules).every((rule) => !rule);

/** The e-mail rules about what a save needs to send with, not about the mail itself: the preview is fine without them. */
const SAVE_ONLY: ReadonlySet<RuleKey> = new Set([notificationRule('addRecipient'), notificationRule('pickTrigger'), notificationRule('duplicate')]);

/**
 * Whether the preview may be asked for: every e-mail field passes its format and length
 * check, as the preview's body schema would (a field it refuses answers 400). A channel not
 * ready to save yet (no recipient, none with a trigger, an address twice) still previews.
 */
export const previewReady = (email: EmailValues): boolean => Object.values(emailRules(email)).every((rule) => !rule || SAVE_ONLY.has(rule));
