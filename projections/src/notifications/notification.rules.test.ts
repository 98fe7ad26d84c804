import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationRequested, type RecordedEvent, type SiteNotificationSettings } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { evolveNotification, type NotificationRecord } from './notifications.fold.ts';
import { notificationId, reactToNotifications, STALE_AFTER_MS, type NotificationState } from './notification.rules.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-24T10:00:00Z');

let position = 0;
function event(streamId: string, type: string, at: number, data: Record<string, unknown> = {}): RecordedEvent {
  position++;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    streamId,
    streamVersion: 1,
    globalPosition: position,
    transactionId: 1,
    occurredAt: new Date(at),
    recordedAt: new Date(at),
    schemaVersion: 1,
    data,
    metadata: {},
  };
}

const settings = (over: Partial<{ alertsTo: string[]; webhookTriggers: string[] }> = {}): SiteNotificationSettings => ({
  email: {
    ...DEFAULT_NOTIFICATION_SETTINGS.email,
    enabled: true,
    subject: '',
    companyName: 'Acme',
    format: 'list',
    recipients: [
      { address: 'Boss@Example.com', triggers: ['call_escalated', 'call_late'] },
      { address: 'ops@example.com', triggers: ['call_opened', 'device_offline'] },
    ],
  },
  webhook: {
    enabled: true,
    method: 'POST',
    url: 'https://hooks.example.com/in',
    authorization: null,
    secret: 's3cret',
    additionalInfo: 'building A',
    triggers: (over.webhookTriggers ?? ['call_escalated']) as SiteNotificationSettings['webhook']['triggers'],
  },
});

const siteCreated = (at: number, alerts = true) => event('org-site-s1', 'SiteCreated', at, { siteId: 's1', name: 'HQ', timezone: 'UTC', alerts });
const roomCreated = (at: number) => event('org-room-r1', 'RoomCreated', at, { roomId: 'r1', siteId: 's1', displayName: 'Lobby WC' });
const configured = (at: number, value = settings()) => event('site-notifications-s1', 'SiteNotificationsConfigured', at, { siteId: 's1', ...value });
const ids = { callId: 'c1', roomId: 'r1', siteId: 's1' };
const opened = (at: number, minSla: number | null = 15) =>
  event('room-r1', 'CallOpened', at, { ...ids, source: 'complaint', category: 'cleaning', problems: ['dirty_floor'], openedAt: new Date(at).toISOString(), sla: minSla === null ? null : { shiftNumber: 1, minSla, maxSla: 30 } });
const escalated = (at: number) => event('room-r1', 'CallEscalated', at, { ...ids, level: 1, escalatedAt: new Date(at).toISOString() });
const resolved = (at: number) => event('room-r1', 'CallResolved', at, { ...ids, resolvedAt: new Date(at).toISOString(), responseMinutes: 1, resolvedBy: null });
const offline = (at: number) =>
  event('alerts-device-d1', 'DeviceAlertOpened', at, { alertId: 'a1', deviceId: 'd1', siteId: 's1', roomId: 'r1', kind: 'offline', openedAt: new Date(at).toISOString(), detail: {} });

const fresh = (): NotificationState => ({ sites: new Map(), calls: new Map() });
const setup = (state = fresh(), alerts = true) => {
  reactToNotifications(state, [siteCreated(T0 - 60 * MINUTE, alerts), roomCreated(T0 - 59 * MINUTE), configured(T0 - 30 * MINUTE)], T0);
  return state;
};
const requested = (result: { outputs: { event: { data: Record<string, unknown> } }[] }) => result.outputs.map((output) => output.event.data as unknown as NotificationRequested);
const summary = (result: Parameters<typeof requested>[0]) => requested(result).map((n) => `${n.trigger} ${n.channel} ${n.recipient}`);

describe('notification rules', () => {
  it('requests one notification per recipient whose triggers match, and the webhook when its triggers do', () => {
    const state = setup();
    expect(summary(reactToNotifications(state, [opened(T0)], T0))).toEqual(['call_opened email ops@example.com']);
    const result = reactToNotifications(state, [escalated(T0 + 30 * MINUTE)], T0 + 30 * MINUTE);
    // Escalating at 30 min also shows the call was open at its 15-minute late moment.
    expect(summary(result)).toEqual([
      'call_late email Boss@Example.com',
      'call_escalated email Boss@Example.com',
      'call_escalated webhook https://hooks.example.com/in',
    ]);
    const webhook = requested(result).find((n) => n.channel === 'webhook')!;
    expect(webhook.payload).toEqual({
      kind: 'webhook',
      method: 'POST',
      body: {
        id: webhook.notificationId,
        trigger: 'call_escalated',
        occurredAt: new Date(T0 + 30 * MINUTE).toISOString(),
        siteId: 's1',
        siteName: 'HQ',
        roomId: 'r1',
        roomName: 'Lobby WC',
        servikName: 'dirty_floor',
        callId: 'c1',
        deviceId: null,
        deviceName: null,
        additionalInfo: 'building A',
      },
    });
    const mail = requested(result)[0]!.payload;
    expect(mail.kind === 'email' && mail.email.subject).toBe('Call late – Lobby WC');
    expect(mail.kind === 'email' && mail.email.text).toContain('- Problems: Dirty floor');
  });

  it("mails a manager's maintenance call opened before 2026-11-30 as a maintenance request", () => {
    const legacy = event('room-r1', 'CallOpened', T0, { ...ids, source: 'manual', category: 'maintenance', problems: ['call_cleaner'], openedAt: new Date(T0).toISOString(), sla: null });
    const mail = requested(reactToNotifications(setup(), [legacy], T0))[0]!.payload;
    expect(mail.kind === 'email' && mail.email.text).toContain('- Problems: Maintenance requested');
  });

  it('derives ids from cause, trigger, channel and recipient, so deciding again yields the same events', () => {
    const a = reactToNotifications(setup(), [opened(T0)], T0);
    const b = reactToNotifications(setup(), [opened(T0)], T0 + 5 * MINUTE);
    expect(a.outputs.map((o) => o.event.id)).toEqual(b.outputs.map((o) => o.event.id));
    expect(requested(a)[0]!.notificationId).toBe(notificationId('call:c1', 'call_opened', 'email', 'OPS@example.com'));
    expect(a.outputs[0]!.streamId).toBe(`notification-${requested(a)[0]!.notificationId}`);
    expect(notificationId('call:c1', 'call_opened', 'email', 'ops@example.com')).not.toBe(notificationId('call:c2', 'call_opened', 'email', 'ops@example.com'));
  });

  it('notifies nothing older than an hour at decision time (a rebuild over old history)', () => {
    const state = setup();
    expect(reactToNotifications(state, [opened(T0)], T0 + STALE_AFTER_MS + 1).outputs).toEqual([]);
    expect(reactToNotifications(setup(), [offline(T0)], T0 + STALE_AFTER_MS).outputs).toHaveLength(1);
  });

  it('notifies nothing about a moment before the settings were configured', () => {
    expect(reactToNotifications(setup(), [opened(T0 - 31 * MINUTE)], T0).outputs).toEqual([]);
  });

  it('sends nothing for a site whose alerts are off, or without settings, or for a disabled channel', () => {
    expect(reactToNotifications(setup(fresh(), false), [opened(T0)], T0).outputs).toEqual([]);
    const bare = fresh();
    reactToNotifications(bare, [siteCreated(T0 - MINUTE)], T0);
    expect(reactToNotifications(bare, [opened(T0)], T0).outputs).toEqual([]);
    const state = setup();
    const off = settings();
    off.email.enabled = false;
    reactToNotifications(state, [configured(T0 - 10 * MINUTE, off)], T0);
    expect(summary(reactToNotifications(state, [offline(T0)], T0))).toEqual([]);
    reactToNotifications(state, [event('org-site-s1', 'SiteDetailsUpdated', T0, { siteId: 's1', alerts: false })], T0);
    expect(reactToNotifications(state, [escalated(T0)], T0).outputs).toEqual([]);
  });

  it('notifies a device going offline to the recipients who asked for it', () => {
    const result = reactToNotifications(setup(), [offline(T0)], T0);
    expect(summary(result)).toEqual(['device_offline email ops@example.com']);
    expect(requested(result)[0]).toMatchObject({ deviceId: 'd1', roomId: 'r1', callId: null });
  });

  it("names an offline device by its code, where it is now, and by its id when it has none", () => {
    const mailOf = (result: Parameters<typeof requested>[0]) => (requested(result)[0]!.payload as { email: { text: string } }).email.text;
    const registered = (deviceId: string, deviceCode: string | null) =>
      event(`org-device-${deviceId}`, 'DeviceRegistered', T0 - 20 * MINUTE, { deviceId, roomId: 'r1', siteId: 's1', deviceType: 'pad9', deviceCode, tokenHash: 'h', registeredAt: new Date(T0).toISOString() });
    const state = setup();
    reactToNotifications(state, [registered('d1', 'HQ-P9-01'), registered('d2', null)], T0);
    expect(mailOf(reactToNotifications(state, [offline(T0)], T0))).toContain('- Device: HQ-P9-01\n');

    // Moved to another site: that site names it by the code; the first no longer holds it.
    const other = event('org-site-s2', 'SiteCreated', T0 - 10 * MINUTE, { siteId: 's2', name: 'Annex', timezone: 'UTC', alerts: true });
    const moved = event('org-device-d1', 'DeviceMoved', T0 - 5 * MINUTE, { deviceId: 'd1', fromRoomId: 'r1', fromSiteId: 's1', toRoomId: 'r9', toSiteId: 's2' });
    const otherConfigured = event('site-notifications-s2', 'SiteNotificationsConfigured', T0 - 4 * MINUTE, { siteId: 's2', ...settings() });
    const result = reactToNotifications(state, [other, moved, otherConfigured], T0);
    expect([...result.changedSites.keys()].sort()).toEqual(['s1', 's2']);
    expect(state.sites.get('s1')!.devices).toEqual({});
    const movedOffline = event('alerts-device-d1', 'DeviceAlertOpened', T0, { alertId: 'a2', deviceId: 'd1', siteId: 's2', roomId: 'r9', kind: 'offline', openedAt: new Date(T0).toISOString(), detail: {} });
    expect(mailOf(reactToNotifications(state, [movedOffline], T0))).toContain('- Device: HQ-P9-01\n');

    const noCode = event('alerts-device-d2', 'DeviceAlertOpened', T0, { alertId: 'a3', deviceId: 'd2', siteId: 's1', roomId: 'r1', kind: 'offline', openedAt: new Date(T0).toISOString(), detail: {} });
    expect(mailOf(reactToNotifications(state, [noCode], T0))).toContain('- Device: d2\n');
  });

  it('names an offline device by its code in the webhook body too', () => {
    const state = fresh();
    reactToNotifications(state, [siteCreated(T0 - 60 * MINUTE), roomCreated(T0 - 59 * MINUTE), configured(T0 - 30 * MINUTE, settings({ webhookTriggers: ['device_offline'] }))], T0);
    const registered = event('org-device-d1', 'DeviceRegistered', T0 - 20 * MINUTE, { deviceId: 'd1', roomId: 'r1', siteId: 's1', deviceType: 'pad9', deviceCode: 'HQ-P9-01', tokenHash: 'h', registeredAt: new Date(T0).toISOString() });
    reactToNotifications(state, [registered], T0);
    const webhook = requested(reactToNotifications(state, [offline(T0)], T0)).find((n) => n.channel === 'webhook')!;
    expect(webhook.payload).toMatchObject({ kind: 'webhook', body: { trigger: 'device_offline', deviceId: 'd1', deviceName: 'HQ-P9-01', roomName: 'Lobby WC' } });
  });

  it('decides call_late once: at a resolution after the late moment, not at one before it, not after the timer did', () => {
    const late = setup();
    reactToNotifications(late, [opened(T0)], T0);
    expect(summary(reactToNotifications(late, [resolved(T0 + 20 * MINUTE)], T0 + 20 * MINUTE))).toEqual(['call_late email Boss@Example.com']);
    expect(late.calls.size).toBe(0);

    const early = setup();
    reactToNotifications(early, [opened(T0)], T0);
    expect(reactToNotifications(early, [resolved(T0 + 10 * MINUTE)], T0 + 10 * MINUTE).outputs).toEqual([]);

    const timed = setup();
    const first = reactToNotifications(timed, [opened(T0, 15)], T0);
    expect(first.changedCalls.get('c1')).toMatchObject({ lateAt: T0 + 15 * MINUTE });
    reactToNotifications(timed, [event('notification-x', 'NotificationRequested', T0 + 15 * MINUTE, { trigger: 'call_late', callId: 'c1' })], T0 + 15 * MINUTE);
    expect(timed.calls.get('c1')!.lateAt).toBeNull();
    expect(reactToNotifications(timed, [resolved(T0 + 20 * MINUTE)], T0 + 20 * MINUTE).outputs).toEqual([]);
  });

  it('a check-in in the room after the late moment shows the open call was late', () => {
    const state = setup();
    reactToNotifications(state, [opened(T0)], T0);
    const arrival = event('device-d1', 'StaffArrived', T0 + 16 * MINUTE, { roomId: 'r1', siteId: 's1', deviceId: 'd1', role: 'supervisor', staffId: null, method: 'nfc' });
    expect(summary(reactToNotifications(state, [arrival], T0 + 16 * MINUTE))).toEqual(['call_late email Boss@Example.com']);
  });
});

describe('notification outbox fold', () => {
  const requestedEvent = event('notification-n1', 'NotificationRequested', T0, {
    notificationId: 'n1', siteId: 's1', roomId: 'r1', callId: 'c1', deviceId: null, trigger: 'call_opened', channel: 'email', recipient: 'a@b.co', requestedAt: new Date(T0).toISOString(), payload: {},
  });
  const step = (record: NotificationRecord | null, type: string, version: number, data: Record<string, unknown>) =>
    evolveNotification(record, { ...event('notification-n1', type, T0, { notificationId: 'n1', ...data }), streamVersion: version });

  it('moves pending → retrying → sent, and gives up to failed', () => {
    const pending = evolveNotification(null, requestedEvent)!;
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: new Date(T0).toISOString(), streamVersion: 1 });
    const retrying = step(pending, 'NotificationAttemptFailed', 2, { attempt: 1, error: 'HTTP 503', nextAttemptAt: '2026-11-24T10:00:05.000Z' })!;
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'HTTP 503', nextAttemptAt: '2026-11-24T10:00:05.000Z', streamVersion: 2 });
    expect(step(retrying, 'NotificationDelivered', 3, { attempt: 2, deliveredAt: '2026-11-24T10:00:06.000Z', detail: '200' })).toMatchObject({
      status: 'sent', attempts: 2, nextAttemptAt: null, sentAt: '2026-11-24T10:00:06.000Z', detail: '200', streamVersion: 3,
    });
    expect(step(retrying, 'NotificationAttemptFailed', 3, { attempt: 2, error: 'HTTP 400', nextAttemptAt: null })).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(step(null, 'NotificationDelivered', 2, { attempt: 1, deliveredAt: '2026-11-24T10:00:06.000Z', detail: '200' })).toBeNull();
  });
});
