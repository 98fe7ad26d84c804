import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettingsBody } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { notificationSettingsDecider as decider, type NotificationSettingsState } from './notification-settings.decider.ts';

const context = { now: new Date('2026-11-24T10:00:00Z'), actor: { kind: 'user' as const, id: 'u1' } };
const body = (): NotificationSettingsBody => ({
  email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, enabled: true, recipients: [{ address: 'ops@example.com', triggers: ['call_escalated'] }] },
  webhook: { enabled: true, method: 'POST', url: 'https://hooks.example.com/in', authorization: 'Bearer t', secret: 'k1', additionalInfo: null, triggers: ['call_escalated'] },
});
const decide = (data: NotificationSettingsBody, state: NotificationSettingsState = decider.initialState()) =>
  decider.decide({ type: 'ConfigureSiteNotifications', data: { siteId: 's1', ...data } }, state, context);
const fieldOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.field;
    throw error;
  }
  return 'none';
};

describe('notification settings decider', () => {
  it('records the settings, and nothing when they are unchanged', () => {
    const [event] = decide(body());
    expect(event).toMatchObject({ type: 'SiteNotificationsConfigured', data: { siteId: 's1', webhook: { secret: 'k1' } } });
    const state = decider.evolve(decider.initialState(), event!);
    expect(decide(body(), state)).toEqual([]);
  });

  it('keeps the stored secret when a save sends none, and replaces it when one is sent', () => {
    const state = decider.evolve(decider.initialState(), decide(body())[0]!);
    const without = { ...body(), webhook: { ...body().webhook, secret: null, additionalInfo: 'x' } };
    expect(decide(without, state)[0]!.data.webhook.secret).toBe('k1');
    const { secret: _secret, ...absent } = { ...body().webhook, additionalInfo: 'y' };
    expect(decide({ ...body(), webhook: absent }, state)[0]!.data.webhook.secret).toBe('k1');
    expect(decide({ ...body(), webhook: { ...body().webhook, secret: 'k2' } }, state)[0]!.data.webhook.secret).toBe('k2');
  });

  it('names the field of each broken rule', () => {
    const b = body();
    expect(fieldOf(() => decide({ ...b, email: { ...b.email, recipients: [] } }))).toBe('body/email/recipients');
    expect(fieldOf(() => decide({ ...b, email: { ...b.email, recipients: [...b.email.recipients, { address: 'OPS@example.com', triggers: [] }] } }))).toBe(
      'body/email/recipients/1/address',
    );
    expect(fieldOf(() => decide({ ...b, webhook: { ...b.webhook, triggers: [] } }))).toBe('body/webhook/triggers');
    expect(fieldOf(() => decide({ ...b, webhook: { ...b.webhook, secret: null } }))).toBe('body/webhook/secret');
    expect(fieldOf(() => decide({ ...b, webhook: { ...b.webhook, url: 'ftp://hooks.example.com' } }))).toBe('body/webhook/url');
    expect(fieldOf(() => decide({ ...b, webhook: { ...b.webhook, url: 'https://localhost/x' } }))).toBe('body/webhook/url');
    expect(fieldOf(() => decide({ ...b, webhook: { ...b.webhook, authorization: 'a\r\nX-Evil: 1' } }))).toBe('body/webhook/authorization');
    expect(fieldOf(() => decide({ ...b, email: { ...b.email, subject: 'a\nb' } }))).toBe('body/email/subject');
    // Disabled channels may stay incomplete.
    expect(fieldOf(() => decide({ email: { ...b.email, enabled: false, recipients: [] }, webhook: { ...b.webhook, enabled: false, triggers: [], secret: null } }))).toBe('none');
  });
});
