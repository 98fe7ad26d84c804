import {
  notificationStreamId,
  type StaffRole,
  type NewEvent,
  type NotificationChannel,
  type NotificationRequested,
  type NotificationTrigger,
  type RecordedEvent,
  type SiteNotificationSettings,
} from '@facility/contracts';
import { derivedEventId } from '../calls/derived-id.ts';
import { openedCallProblems } from '../calls/opened-call-problems.ts';
import { renderEmail, renderWebhookBody, type NotificationSubject } from './notification-render.ts';
import { deviceNameAt, evolveNotifySite, withDeviceCode, type NotifySite } from './notify-site.ts';

/**
 * Which notifications to request (issue 17; contracts `notification.events.ts`), as a pure
 * fold: the reactor's state (sites with their settings and room names, open calls) and a
 * batch of events in global order give the `NotificationRequested` events to append.
 *
 * - `call_opened` at `CallOpened`, `call_escalated` at the first `CallEscalated`,
 *   `device_offline` at `DeviceAlertOpened` of kind `offline`.
 * - `call_late`: the call was still open at `openedAt + sla.minSla`. The clock timer
 *   requests it at that moment while nothing happens in the room; the fold requests it when
 *   it sees the call's room move on past that moment while the call was open (a complaint
 *   joining, the escalation, a check-in, the resolution after it). Both derive the same id.
 * - Only what is still relevant: nothing when the site's `alerts` flag is off or it has no
 *   settings, nothing about a moment before the settings were configured, and nothing about
 *   a moment more than {@link STALE_AFTER_MS} before the decision (`now`), so a rebuild or a
 *   first start over old history mails nobody. This is the one place a projection reads the
 *   clock: it only ever withholds, never adds, so a replay at worst decides less.
 * - Each recipient gets one notification per cause: the id derives from the cause (the call
 *   or the alert), the trigger, the channel and the recipient, so deciding again appends
 *   nothing new (the store keeps an id once).
 */

/** A moment older than this at decision time is not notified any more. */
export const STALE_AFTER_MS = 3_600_000;

/** What the reactor keeps of an open call. */
export interface NotifyCall {
  callId: string;
  roomId: string;
  siteId: string;
  problems: string[];
  openedAt: number;
  /** `openedAt + minSla`; null without an SLA or once `call_late` was decided. */
  lateAt: number | null;
  escalated: boolean;
  /** The first check-in of each role in the room while the call was open (epoch ms). */
  arrivals: CallArrival[];
}

export interface CallArrival {
  role: StaffRole;
  at: number;
}

/** What the service log's notification state needs of a call at a site that notifies. */
export interface CallProgress {
  callId: string;
  siteId: string;
  arrivals: CallArrival[];
  resolvedAt: number | null;
}

export interface NotificationState {
  sites: Map<string, NotifySite>;
  calls: Map<string, NotifyCall>;
}

export interface NotificationOutput {
  streamId: string;
  event: NewEvent;
}

const SITE_TYPES = ['SiteCreated', 'SiteDetailsUpdated', 'SiteCallSettingsSet', 'SiteDeleted'];
const ROOM_TYPES = ['RoomCreated', 'RoomUpdated', 'RoomRemoved'];
const CALL_TYPES = ['CallOpened', 'CallComplaintAdded', 'CallEscalated', 'CallResolved'];
/** The registry events that name a device's code (a mail names the device by it). */
export const DEVICE_CODE_TYPES: ReadonlySet<string> = new Set(['DeviceRegistered', 'DeviceMoved', 'DeviceRemoved']);
/** The event types the reactor reads. */
export const NOTIFICATION_INPUT_TYPES: ReadonlySet<string> = new Set([
  ...SITE_TYPES,
  ...ROOM_TYPES,
  ...CALL_TYPES,
  ...DEVICE_CODE_TYPES,
  'SiteNotificationsConfigured',
  'StaffArrived',
  'DeviceAlertOpened',
  'NotificationRequested',
]);

const MINUTE_MS = 60_000;

/**
 * A notification's id: from its cause (`call:<callId>` or `alert:<alertId>`), the trigger,
 * the channel and the recipient (addresses compared without case).
 */
export function notificationId(causeKey: string, trigger: NotificationTrigger, channel: NotificationChannel, recipient: string): string {
  const who = channel === 'email' ? recipient.trim().toLowerCase() : recipient.trim();
  return derivedEventId(`notification\u0000${causeKey}\u0000${trigger}`, `${channel}\u0000${who}`);
}

/** A cause of notifications: something that happened at `moment`. */
export interface NotificationCause {
  key: string;
  trigger: NotificationTrigger;
  moment: number;
  siteId: string;
  roomId: string | null;
  callId: string | null;
  deviceId: string | null;
  problems: readonly string[];
  openedAt: number | null;
  /** The id of the event that caused the decision (metadata only). */
  causationId?: string | undefined;
}

/** Whether a cause at `moment` may still be notified at `now` under these settings. */
export function isRelevant(site: NotifySite | undefined, moment: number, now: number): site is NotifySite & { settings: SiteNotificationSettings } {
  if (!site || !site.alerts || site.settings === null) return false;
  if (site.configuredAt !== null && moment < site.configuredAt) return false;
  return now - moment <= STALE_AFTER_MS;
}

const servikOf = (site: NotifySite, problems: readonly string[]): string | null => {
  const first = problems[0];
  if (first === undefined) return null;
  return site.services.find((service) => service.problems.includes(first))?.name ?? first;
};

/** The `NotificationRequested` events a cause yields at `now`: one per matching recipient and one for the webhook. */
export function decideNotifications(site: NotifySite | undefined, cause: NotificationCause, now: number): NotificationOutput[] {
  if (!isRelevant(site, cause.moment, now)) return [];
  const { settings } = site;
  const subject: NotificationSubject = {
    trigger: cause.trigger,
    moment: cause.moment,
    siteId: site.siteId,
    siteName: site.name,
    timezone: site.timezone,
    roomId: cause.roomId,
    roomName: cause.roomId === null ? null : (site.rooms[cause.roomId] ?? null),
    callId: cause.callId,
    deviceId: cause.deviceId,
    deviceName: cause.deviceId === null ? null : deviceNameAt(site, cause.deviceId),
    problems: cause.problems,
    openedAt: cause.openedAt,
    servikName: servikOf(site, cause.problems),
  };
  const requestedAt = new Date(now).toISOString();
  const base = { siteId: site.siteId, roomId: cause.roomId, callId: cause.callId, deviceId: cause.deviceId, trigger: cause.trigger, requestedAt };
  const outputs: NotificationOutput[] = [];
  const seen = new Set<string>();
  const push = (data: NotificationRequested) => {
    if (seen.has(data.notificationId)) return;
    seen.add(data.notificationId);
    outputs.push({
      streamId: notificationStreamId(data.notificationId),
      event: {
        id: derivedEventId(data.notificationId, 'NotificationRequested'),
        type: 'NotificationRequested',
        data: data as unknown as Record<string, unknown>,
        occurredAt: new Date(now),
        metadata: {
          source: 'reactor:notifications',
          actor: { kind: 'system', id: 'notification-reactor' },
          ...(cause.causationId ? { causationId: cause.causationId } : {}),
        },
      },
    });
  };

  if (settings.email.enabled) {
    const email = renderEmail(settings.email, subject);
    for (const recipient of settings.email.recipients) {
      if (!recipient.triggers.includes(cause.trigger)) continue;
      const id = notificationId(cause.key, cause.trigger, 'email', recipient.address);
      push({ notificationId: id, ...base, channel: 'email', recipient: recipient.address, payload: { kind: 'email', email } });
    }
  }
  const webhook = settings.webhook;
  if (webhook.enabled && webhook.triggers.includes(cause.trigger)) {
    const id = notificationId(cause.key, cause.trigger, 'webhook', webhook.url);
    push({
      notificationId: id,
      ...base,
      channel: 'webhook',
      recipient: webhook.url,
      payload: { kind: 'webhook', method: webhook.method, body: renderWebhookBody(id, subject, webhook.additionalInfo) },
    });
  }
  return outputs;
}

const callCause = (call: NotifyCall, trigger: NotificationTrigger, moment: number, causationId?: string): NotificationCause => ({
  key: `call:${call.callId}`,
  trigger,
  moment,
  siteId: call.siteId,
  roomId: call.roomId,
  callId: call.callId,
  deviceId: null,
  problems: call.problems,
  openedAt: call.openedAt,
  causationId,
});

/**
 * The sites whose device codes a registry event changes: a registration with a code adds it,
 * a move takes the code from the old site to the new one, a removal drops it.
 */
export function deviceCodeChanges(sites: ReadonlyMap<string, NotifySite>, event: RecordedEvent): [string, NotifySite][] {
  const data = event.data as Record<string, unknown>;
  const deviceId = String(data.deviceId ?? '');
  const changed: [string, NotifySite][] = [];
  const set = (siteId: unknown, code: string | null) => {
    const site = sites.get(String(siteId ?? ''));
    if (site && (site.devices?.[deviceId] ?? null) !== code) changed.push([site.siteId, withDeviceCode(site, deviceId, code)]);
  };
  if (event.type === 'DeviceRegistered') set(data.siteId, typeof data.deviceCode === 'string' && data.deviceCode !== '' ? data.deviceCode : null);
  else if (event.type === 'DeviceRemoved') set(data.siteId, null);
  else if (event.type === 'DeviceMoved') {
    const code = sites.get(String(data.fromSiteId ?? ''))?.devices?.[deviceId] ?? null;
    if (data.fromSiteId !== data.toSiteId) set(data.fromSiteId, null);
    set(data.toSiteId, code);
  }
  return changed;
}

/** The `call_late` cause of an open call (its late moment must be set). */
export const lateCause = (call: NotifyCall, causationId?: string): NotificationCause => callCause(call, 'call_late', call.lateAt!, causationId);

export interface NotificationFoldResult {
  outputs: NotificationOutput[];
  /** Sites whose state changed (null: deleted). */
  changedSites: Map<string, NotifySite | null>;
  /** Calls whose state changed (null: resolved, forget it). */
  changedCalls: Map<string, NotifyCall | null>;
  /** Check-ins and resolutions of calls at sites with notification settings. */
  progress: Map<string, CallProgress>;
}

const time = (value: unknown, fallback: Date): number => {
  const parsed = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(parsed) ? fallback.getTime() : parsed;
};

/**
 * Folds a batch into the state (mutated in place) and answers the notifications to request
 * and what changed. `now` is the decision time (see the staleness rule above).
 */
export function reactToNotifications(state: NotificationState, events: readonly RecordedEvent[], now: number): NotificationFoldResult {
  const outputs: NotificationOutput[] = [];
  const changedSites = new Map<string, NotifySite | null>();
  const changedCalls = new Map<string, NotifyCall | null>();
  const progress = new Map<string, CallProgress>();
  // Only sites that notify keep progress: the other sites' calls never get a notification state.
  const track = (call: NotifyCall, resolvedAt: number | null) => {
    if (state.sites.get(call.siteId)?.settings) progress.set(call.callId, { callId: call.callId, siteId: call.siteId, arrivals: call.arrivals, resolvedAt });
  };
  const setCall = (call: NotifyCall | null, callId: string) => {
    if (call) state.calls.set(callId, call);
    else state.calls.delete(callId);
    changedCalls.set(callId, call);
  };
  // The room moved on to `at` while the call was open: past its late moment, it was late.
  const lateCheck = (call: NotifyCall, at: number, causationId: string) => {
    if (call.lateAt === null || at <= call.lateAt) return call;
    outputs.push(...decideNotifications(state.sites.get(call.siteId), lateCause(call, causationId), now));
    const next = { ...call, lateAt: null };
    setCall(next, call.callId);
    return next;
  };

  for (const event of events) {
    if (!NOTIFICATION_INPUT_TYPES.has(event.type)) continue;
    const data = event.data as Record<string, unknown>;
    const siteId = String(data.siteId ?? '');

    if (SITE_TYPES.includes(event.type) || ROOM_TYPES.includes(event.type) || event.type === 'SiteNotificationsConfigured') {
      const before = state.sites.get(siteId) ?? null;
      const after = evolveNotifySite(before, event);
      if (after !== before) {
        if (after) state.sites.set(siteId, after);
        else state.sites.delete(siteId);
        changedSites.set(siteId, after);
      }
      continue;
    }

    if (DEVICE_CODE_TYPES.has(event.type)) {
      for (const [id, site] of deviceCodeChanges(state.sites, event)) {
        state.sites.set(id, site);
        changedSites.set(id, site);
      }
      continue;
    }

    switch (event.type) {
      case 'CallOpened': {
        const openedAt = time(data.openedAt, event.occurredAt);
        const sla = data.sla as { minSla: number } | null;
        const call: NotifyCall = {
          callId: String(data.callId),
          roomId: String(data.roomId),
          siteId,
          problems: openedCallProblems(data),
          openedAt,
          lateAt: sla ? openedAt + sla.minSla * MINUTE_MS : null,
          escalated: false,
          arrivals: [],
        };
        setCall(call, call.callId);
        outputs.push(...decideNotifications(state.sites.get(siteId), callCause(call, 'call_opened', openedAt, event.id), now));
        break;
      }
      case 'CallComplaintAdded': {
        const call = state.calls.get(String(data.callId));
        if (!call) break;
        const problem = String(data.problem);
        const next = lateCheck(call, time(data.reportedAt, event.occurredAt), event.id);
        if (!next.problems.includes(problem)) setCall({ ...next, problems: [...next.problems, problem] }, call.callId);
        break;
      }
      case 'CallEscalated': {
        const call = state.calls.get(String(data.callId));
        if (!call || call.escalated) break;
        const at = time(data.escalatedAt, event.occurredAt);
        const next = lateCheck(call, at, event.id);
        setCall({ ...next, escalated: true }, call.callId);
        outputs.push(...decideNotifications(state.sites.get(call.siteId), callCause(next, 'call_escalated', at, event.id), now));
        break;
      }
      case 'CallResolved': {
        const call = state.calls.get(String(data.callId));
        if (!call) break;
        const next = lateCheck(call, time(data.resolvedAt, event.occurredAt), event.id);
        track(next, time(data.resolvedAt, event.occurredAt));
        setCall(null, call.callId);
        break;
      }
      case 'StaffArrived': {
        const roomId = String(data.roomId ?? '');
        const at = event.occurredAt.getTime();
        const role = data.role as StaffRole;
        for (const call of [...state.calls.values()]) {
          if (call.roomId !== roomId || at < call.openedAt) continue;
          const next = lateCheck(call, at, event.id);
          if ((next.arrivals ?? []).some((arrival) => arrival.role === role)) continue;
          const arrived = { ...next, arrivals: [...(next.arrivals ?? []), { role, at }] };
          setCall(arrived, call.callId);
          track(arrived, null);
        }
        break;
      }
      case 'DeviceAlertOpened': {
        if (data.kind !== 'offline') break;
        const roomId = typeof data.roomId === 'string' ? data.roomId : null;
        const cause: NotificationCause = {
          key: `alert:${String(data.alertId)}`,
          trigger: 'device_offline',
          moment: time(data.openedAt, event.occurredAt),
          siteId,
          roomId,
          callId: null,
          deviceId: String(data.deviceId),
          problems: [],
          openedAt: null,
          causationId: event.id,
        };
        outputs.push(...decideNotifications(state.sites.get(siteId), cause, now));
        break;
      }
      case 'NotificationRequested': {
        // The timer requested `call_late` itself: the call needs no late decision any more.
        if (data.trigger !== 'call_late' || typeof data.callId !== 'string') break;
        const call = state.calls.get(data.callId);
        if (call && call.lateAt !== null) setCall({ ...call, lateAt: null }, call.callId);
        break;
      }
    }
  }
  return { outputs, changedSites, changedCalls, progress };
}

/** The call ids and room ids (check-ins) whose open calls a batch needs loaded. */
export function callKeysOf(events: readonly RecordedEvent[]): { callIds: string[]; roomIds: string[] } {
  const callIds = new Set<string>();
  const roomIds = new Set<string>();
  for (const event of events) {
    if (CALL_TYPES.includes(event.type) || event.type === 'NotificationRequested') {
      if (typeof event.data.callId === 'string') callIds.add(event.data.callId);
    } else if (event.type === 'StaffArrived' && typeof event.data.roomId === 'string') {
      roomIds.add(event.data.roomId);
    }
  }
  return { callIds: [...callIds], roomIds: [...roomIds] };
}
