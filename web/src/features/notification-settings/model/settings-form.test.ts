import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettingsResponse } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { emptyForm, formToBody, LIMITS, newRecipient, passes, previewReady, settingsRules, settingsToForm, toggleTrigger, type NotificationFormValues } from './settings-form.ts';

const stored: NotificationSettingsResponse = {
  siteId: 'site-1',
  configured: true,
  updatedAt: '2026-11-20T09:00:00.000Z',
  email: {
    enabled: true,
    sender: { name: 'Facility desk', address: null },
    subject: 'Room needs attention',
    message: 'Please check.',
    companyName: 'Acme',
    emailLanguage: 'he',
    complaintLanguage: 'en',
    format: 'line',
    recipients: [{ address: 'boss@example.com', triggers: ['call_escalated', 'call_late'] }],
  },
  webhook: {
    enabled: true,
    method: 'PUT',
    url: 'https://hooks.example.com/in',
    authorization: 'Bearer abc',
    additionalInfo: null,
    triggers: ['call_late'],
    secretSet: true,
  },
};

const withValues = (patch: (values: NotificationFormValues) => void): NotificationFormValues => {
  const values = structuredClone(settingsToForm(stored));
  patch(values);
  return values;
};

describe('settingsToForm and formToBody', () => {
  it('round-trips the stored settings, triggers in their fixed order, the secret kept (null)', () => {
    const body = formToBody(settingsToForm(stored));
    expect(body).toEqual({
      email: { ...stored.email, recipients: [{ address: 'boss@example.com', triggers: ['call_late', 'call_escalated'] }] },
      webhook: { enabled: true, method: 'PUT', url: 'https://hooks.example.com/in', authorization: 'Bearer abc', secret: null, additionalInfo: null, triggers: ['call_late'] },
    });
  });

  it('starts empty, in the reader language, for a site never configured (not with the server placeholder URL)', () => {
    const form = settingsToForm({ ...stored, configured: false, email: DEFAULT_NOTIFICATION_SETTINGS.email, webhook: { ...stored.webhook, url: 'https://example.com/', secretSet: false } }, 'ru');
    expect(form.webhook.url).toBe('');
    expect(form.email.emailLanguage).toBe('ru');
    expect(form.email.recipients).toEqual([]);
  });

  it('sends the placeholder URL for a webhook left off without one, trims text and nulls empty optional text', () => {
    const values = emptyForm();
    values.email.senderName = '  Desk ';
    values.email.senderAddress = ' ';
    values.webhook.authorization = '  ';
    const body = formToBody(values);
    expect(body.webhook.url).toBe(DEFAULT_NOTIFICATION_SETTINGS.webhook.url);
    expect(body.webhook.authorization).toBeNull();
    expect(body.email.sender).toEqual({ name: 'Desk', address: null });
  });

  it('sends a typed secret only when there is none stored or the user chose to replace it', () => {
    expect(formToBody(withValues((v) => (v.webhook.secret = 'x'.repeat(20)))).webhook.secret).toBeNull();
    expect(formToBody(withValues((v) => Object.assign(v.webhook, { secret: 'y'.repeat(20), replacingSecret: true }))).webhook.secret).toBe('y'.repeat(20));
  });
});

describe('settingsRules', () => {
  it('passes the stored settings', () => {
    expect(passes(settingsRules(settingsToForm(stored)))).toBe(true);
  });

  it('names each recipient field by the path the server uses: blank, bad and repeated addresses', () => {
    const rules = settingsRules(
      withValues((v) => {
        v.email.recipients = [newRecipient(''), newRecipient('not-an-address'), newRecipient('Boss@example.com'), newRecipient('boss@example.com ')];
      }),
    );
    expect(rules['email/recipients/0/address']).toBe('admin:rules.pleaseEnter');
    expect(rules['email/recipients/1/address']).toBe('admin:rules.invalidEmail');
    expect(rules['email/recipients/2/address']).toBeNull();
    expect(rules['email/recipients/3/address']).toBe('notifications:rules.duplicate');
  });

  it('asks an enabled e-mail channel for a recipient with a trigger; a disabled one may be empty', () => {
    expect(settingsRules(withValues((v) => (v.email.recipients = [])))['email/recipients']).toBe('notifications:rules.addRecipient');
    const silent = withValues((v) => (v.email.recipients = [{ ...newRecipient('a@example.com'), triggers: [] }]));
    expect(settingsRules(silent)['email/recipients']).toBe('notifications:rules.pickTrigger');
    expect(passes(settingsRules(emptyForm()))).toBe(true);
  });

  it('checks the webhook URL as the server pattern does, and needs it only when enabled', () => {
    const url = (text: string, enabled = true) => settingsRules(withValues((v) => Object.assign(v.webhook, { url: text, enabled })))['webhook/url'];
    expect(url('https://hooks.example.com:8443/a?b=1')).toBeNull();
    expect(url('http://127.0.0.1:4000/hook')).toBeNull();
    expect(url('ftp://hooks.example.com')).toBe('notifications:rules.invalidUrl');
    expect(url('https://localhost/hook')).toBe('notifications:rules.invalidUrl');
    expect(url('https://user:pass@hooks.example.com')).toBe('notifications:rules.invalidUrl');
    expect(url('')).toBe('admin:rules.pleaseEnter');
    expect(url('', false)).toBeNull();
  });

  it('needs a secret for an enabled webhook without one stored, of 16 characters at least', () => {
    const secret = (patch: Partial<NotificationFormValues['webhook']>) => settingsRules(withValues((v) => Object.assign(v.webhook, patch)))['webhook/secret'];
    expect(secret({ secretSet: false, secret: '' })).toBe('notifications:rules.secretNeeded');
    expect(secret({ secretSet: false, secret: 'short' })).toBe('notifications:rules.secretShort');
    expect(secret({ secretSet: false, secret: 'k'.repeat(16) })).toBeNull();
    expect(secret({ secretSet: true, replacingSecret: true, secret: '' })).toBeNull();
    expect(secret({ secretSet: false, enabled: false, secret: '' })).toBeNull();
  });

  it('needs a trigger for an enabled webhook', () => {
    expect(settingsRules(withValues((v) => (v.webhook.triggers = [])))['webhook/triggers']).toBe('notifications:rules.pickTrigger');
  });
});

describe('previewReady', () => {
  const email = (patch: (values: NotificationFormValues) => void) => withValues(patch).email;

  it('asks for the preview of valid fields, the stored ones and an empty form alike', () => {
    expect(previewReady(settingsToForm(stored).email)).toBe(true);
    expect(previewReady(emptyForm().email)).toBe(true);
  });

  it('does not ask while a field the preview sends fails its check (the server would answer 400)', () => {
    expect(previewReady(email((v) => (v.email.senderAddress = 'not an email')))).toBe(false);
    expect(previewReady(email((v) => (v.email.subject = 'x'.repeat(LIMITS.subject + 1))))).toBe(false);
    expect(previewReady(email((v) => (v.email.senderName = 'x'.repeat(LIMITS.senderName + 1))))).toBe(false);
    expect(previewReady(email((v) => (v.email.message = 'x'.repeat(LIMITS.message + 1))))).toBe(false);
    expect(previewReady(email((v) => (v.email.companyName = 'x'.repeat(LIMITS.companyName + 1))))).toBe(false);
    expect(previewReady(email((v) => v.email.recipients.push(newRecipient('nope'))))).toBe(false);
    expect(previewReady(email((v) => v.email.recipients.push(newRecipient(''))))).toBe(false);
    expect(previewReady(email((v) => v.email.recipients.push(newRecipient(`${'a'.repeat(250)}@example.com`))))).toBe(false);
    expect(previewReady(email((v) => (v.email.recipients = Array.from({ length: LIMITS.recipients + 1 }, (_, n) => newRecipient(`r${n}@example.com`)))))).toBe(false);
  });

  it('asks again once the field is fixed; a subject at the limit (trimmed) is fine', () => {
    expect(previewReady(email((v) => (v.email.subject = ` ${'x'.repeat(LIMITS.subject)} `)))).toBe(true);
    expect(previewReady(email((v) => (v.email.senderAddress = ' desk@example.com ')))).toBe(true);
  });

  it('still previews a channel not ready to save: no recipient yet, none with a trigger, an address twice', () => {
    expect(previewReady(email((v) => (v.email.recipients = [])))).toBe(true);
    expect(previewReady(email((v) => (v.email.recipients = [{ ...newRecipient('a@example.com'), triggers: [] }])))).toBe(true);
    expect(previewReady(email((v) => v.email.recipients.push(newRecipient('BOSS@example.com'))))).toBe(true);
    // The webhook is not part of the mail.
    expect(previewReady(email((v) => (v.webhook.url = 'ftp://nowhere')))).toBe(true);
  });
});

describe('toggleTrigger', () => {
  it('adds and removes a trigger, keeping the fixed order', () => {
    expect(toggleTrigger(['device_offline'], 'call_opened', true)).toEqual(['call_opened', 'device_offline']);
    expect(toggleTrigger(['call_opened', 'call_late'], 'call_opened', false)).toEqual(['call_late']);
  });
});
