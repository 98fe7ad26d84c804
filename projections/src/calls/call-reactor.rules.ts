import {
  roomCallsStreamId,
  type CallEventData,
  type CallSource,
  type ComplaintCategory,
  type NewEvent,
  type RecordedEvent,
} from '@facility/contracts';
import { shiftAt } from '../calendar/site-calendar.ts';
import { callSettingsOf, evolveSiteRules, SITE_RULE_EVENT_TYPES, type SiteRules } from '../calendar/site-rules.ts';
import { REPEAT_WINDOW_MS } from '../room-hourly/room-hourly.fold.ts';
import { cleandexBelow, inGap, ratioReached } from './call-gates.ts';
import { derivedEventId } from './derived-id.ts';
import { escalationEvent } from './escalation-event.ts';
import { DEFAULT_COUNTER_THRESHOLD, newReactorRoom, type CallReactorState, type ReactorRoom } from './call-reactor.state.ts';
import { firstRoundDue, scheduledCallEvent } from './scheduled-calls.ts';
import { awaitOccurrence, confirmOccurrence, takeEarlyConfirmation, TASK_PROBLEM } from './task-calls.ts';

/**
 * The call rules of DOMAIN.md "Calls", as a pure fold over the log: given the reactor's
 * state and a batch of events in global order, the call events to append and the new
 * state. Times are the events' own (`occurredAt`), never the clock, so deciding again
 * about the same events decides the same way; output ids derive from the causing event.
 *
 * The site's call settings (`SiteCallSettings`) gate openings: a gap after a resolved call,
 * the ratio mode for cleaning complaints, scheduled rounds and Cleandex calls. Manual calls
 * and the visitor's call-a-cleaner button are explicit requests: the ratio never holds them
 * back (the gap does hold back the button, a visitor's trigger like a complaint).
 *
 * A task that came due (`TaskDue`) is a request too: it opens a `task` call of the task's
 * category with problem `task` (or adds `task` to the room's open call of that category),
 * which neither the gap nor the ratio holds back. The call remembers the occurrence; staff
 * confirming it (`TaskCompleted`, `TaskMarkedDone`) resolve the call once none it waits
 * for is left, and staff arriving resolve it as any call.
 */

export interface CallOutput {
  streamId: string;
  event: NewEvent;
}

export interface ReactionResult {
  outputs: CallOutput[];
  changedRooms: Set<string>;
  changedSites: Map<string, SiteRules | null>;
  changedPresses: Set<string>;
}

/** The event types the reactor reads (its own outputs are not among them). */
export const CALL_REACTOR_INPUT_TYPES = new Set([
  ...SITE_RULE_EVENT_TYPES,
  'ComplaintReported',
  'CleanerCallRequested',
  'ManualCallRequested',
  'VisitorsCounted',
  'RatingGiven',
  'StaffArrived',
  'IssueFixed',
  'RoomCreated',
  'RoomUpdated',
  'TaskDue',
  'TaskCompleted',
  'TaskMarkedDone',
]);

export const pressKey = (deviceId: string, problem: string): string => `${deviceId}\u0000${problem}`;
const MINUTE_MS = 60_000;

/** What a what-if replay may change beyond the site rules in the state; absent: the real rules. */
export interface CallRuleOptions {
  /** The repeat rule's window (default {@link REPEAT_WINDOW_MS}). */
  repeatWindowMs?: number;
  /** One counter threshold for every room, in place of the rooms' own and the site's. */
  counterThreshold?: number;
}

export function reactToCalls(state: CallReactorState, events: readonly RecordedEvent[], options: CallRuleOptions = {}): ReactionResult {
  const result: ReactionResult = { outputs: [], changedRooms: new Set(), changedSites: new Map(), changedPresses: new Set() };

  for (const event of events) {
    if (!CALL_REACTOR_INPUT_TYPES.has(event.type)) continue;
    if (SITE_RULE_EVENT_TYPES.has(event.type)) {
      const siteId = String(event.data.siteId);
      const next = evolveSiteRules(state.sites.get(siteId) ?? null, event);
      if (next) state.sites.set(siteId, next);
      else state.sites.delete(siteId);
      result.changedSites.set(siteId, next);
      continue;
    }
    const { roomId, siteId } = event.data;
    if (typeof roomId !== 'string' || typeof siteId !== 'string') continue;
    const room = state.rooms.get(roomId) ?? newReactorRoom(roomId, siteId);
    state.rooms.set(roomId, room);
    room.siteId = siteId;
    result.changedRooms.add(roomId);
    new RoomReaction(state, room, event, result.outputs, options).run(result.changedPresses);
  }
  return result;
}

/**
 * What the clock timers (escalation, scheduled rounds) write for every room by `at` without
 * an event of the room: the same outputs, with the same ids, that the reactor's catch-up at
 * the room's next event would give. A replay that stops at `at` calls it last, as the timers
 * had ticked there.
 */
export function tickCalls(state: CallReactorState, at: Date): CallOutput[] {
  const outputs: CallOutput[] = [];
  // Rounds and escalations take their ids from the call and the schedule, never from this cause.
  const cause: RecordedEvent = { id: 'clock', type: 'ClockTicked', streamId: '', streamVersion: 0, globalPosition: 0, transactionId: 0, occurredAt: at, recordedAt: at, schemaVersion: 1, data: {}, metadata: {} };
  for (const room of state.rooms.values()) new RoomReaction(state, room, cause, outputs, {}).tick();
  return outputs;
}

/** One event's effect on one room. */
class RoomReaction {
  readonly #at: number;
  readonly state: CallReactorState;
  readonly room: ReactorRoom;
  readonly cause: RecordedEvent;
  readonly outputs: CallOutput[];
  readonly #options: CallRuleOptions;

  constructor(state: CallReactorState, room: ReactorRoom, cause: RecordedEvent, outputs: CallOutput[], options: CallRuleOptions) {
    this.state = state;
    this.room = room;
    this.cause = cause;
    this.outputs = outputs;
    this.#at = cause.occurredAt.getTime();
    this.#options = options;
  }

  /** The timers' part only: rounds due and escalations by the cause's time. */
  tick(): void {
    this.#catchUpScheduled();
    this.#escalateOverdue();
  }

  run(changedPresses: Set<string>): void {
    const data = this.cause.data;
    if (this.cause.type === 'RoomCreated' || this.cause.type === 'RoomUpdated') {
      if ('visitorThreshold' in data) this.room.visitorThreshold = typeof data.visitorThreshold === 'number' ? data.visitorThreshold : null;
      return;
    }
    this.#catchUpScheduled();
    this.#escalateOverdue();
    switch (this.cause.type) {
      case 'ComplaintReported': {
        const category: ComplaintCategory = data.category === 'maintenance' ? 'maintenance' : 'cleaning';
        const problem = String(data.problem);
        if (this.#isRepeat(String(data.deviceId), problem, changedPresses)) return;
        const counted = category === 'cleaning' && !this.#beforeLastCleaning();
        if (counted) this.room.complaintsSinceClean += 1;
        this.#report(category, 'complaint', problem);
        if (counted) this.#checkCleandex();
        return;
      }
      case 'CleanerCallRequested':
        if (this.#isRepeat(String(data.deviceId), 'call_cleaner', changedPresses)) return;
        this.#report('cleaning', 'request', 'call_cleaner');
        return;
      case 'ManualCallRequested':
        // A manager calls maintenance staff as often as cleaners: the call names whom it asks for.
        if (data.category === 'maintenance') this.#report('maintenance', 'manual', 'call_maintenance');
        else this.#report('cleaning', 'manual', 'call_cleaner');
        return;
      case 'VisitorsCounted':
        this.#countVisitors(Number(data.count) || 0);
        return;
      case 'RatingGiven':
        if (this.#beforeLastCleaning()) return;
        this.room.ratingSum += Number(data.score) || 0;
        this.room.ratingCount += 1;
        this.#checkCleandex();
        return;
      case 'StaffArrived':
        if (data.role === 'cleaner') this.#arrive('cleaning');
        else if (data.role === 'maintenance') this.#arrive('maintenance');
        return;
      case 'IssueFixed':
        this.#arrive('maintenance');
        return;
      case 'TaskDue':
        this.#taskDue(String(data.occurrenceId), data.category === 'maintenance' ? 'maintenance' : 'cleaning');
        return;
      case 'TaskCompleted':
      case 'TaskMarkedDone':
        this.#taskDone(String(data.occurrenceId), typeof data.staffId === 'string' ? data.staffId : null);
        return;
    }
  }

  /** A task's occurrence came due: a `task` call (or `task` added to the open call) waiting for it, unless it was confirmed already. */
  #taskDue(occurrenceId: string, category: ComplaintCategory): void {
    if (takeEarlyConfirmation(this.room, occurrenceId)) return;
    this.#report(category, 'task', TASK_PROBLEM);
    awaitOccurrence(this.room[category], occurrenceId);
  }

  /** Staff confirmed an occurrence: the call waiting for it resolves once it waits for no other; one not due yet is remembered. */
  #taskDone(occurrenceId: string, staff: string | null): void {
    const freed = confirmOccurrence(this.room, occurrenceId, this.#at);
    if (freed) this.#resolve(freed, staff);
  }

  /** The 60 s repeat rule: a press of the same problem on the same device within the window counts once. */
  #isRepeat(deviceId: string, problem: string, changedPresses: Set<string>): boolean {
    const key = pressKey(deviceId, problem);
    const last = this.state.presses.get(key);
    if (last !== undefined && Math.abs(this.#at - last) < (this.#options.repeatWindowMs ?? REPEAT_WINDOW_MS)) return true;
    this.state.presses.set(key, last === undefined ? this.#at : Math.max(last, this.#at));
    changedPresses.add(key);
    return false;
  }

  /** Whether the event is a late upload from before the room's last cleaning (which dealt with it). */
  #beforeLastCleaning(): boolean {
    return this.room.lastCleanedAt !== null && this.#at <= this.room.lastCleanedAt;
  }

  #site(): SiteRules | undefined {
    return this.state.sites.get(this.room.siteId);
  }

  /** The counter threshold that applies to the room: its own, else its site's. */
  #counterThreshold(): number {
    return this.#options.counterThreshold ?? this.room.visitorThreshold ?? this.#site()?.counterThreshold ?? DEFAULT_COUNTER_THRESHOLD;
  }

  /**
   * A problem for staff of `category`: joins the open call or opens one. `request` is the
   * visitor's call button (a complaint call the ratio never holds back); `manual` a
   * manager's call and `task` a task come due, which neither the gap nor the ratio holds back.
   */
  #report(category: ComplaintCategory, kind: 'complaint' | 'request' | 'manual' | 'task', problem: string): void {
    const room = this.room;
    const open = room[category];
    if (open) {
      this.#emit('CallComplaintAdded', { callId: open.callId, ...this.#ids(), problem, reportedAt: this.cause.occurredAt.toISOString() });
      return;
    }
    // A late upload of a report from before the last visit of that staff was dealt with then.
    const lastVisit = category === 'cleaning' ? room.lastCleanedAt : room.lastMaintainedAt;
    if (lastVisit !== null && this.#at <= lastVisit) return;
    if (kind === 'manual' || kind === 'task') {
      this.#open(category, kind, [problem]);
      return;
    }
    const settings = callSettingsOf(this.#site());
    const held = room.heldProblems[category];
    const heldBack =
      inGap(room, category, this.#at, settings) ||
      (kind === 'complaint' && category === 'cleaning' && !ratioReached(room.complaintsSinceClean, room.visitsSinceClean, settings));
    if (heldBack) {
      if (!held.includes(problem)) held.push(problem);
      return;
    }
    const problems = held.includes(problem) ? [...held] : [...held, problem];
    room.heldProblems[category] = [];
    this.#open(category, 'complaint', problems);
  }

  #countVisitors(count: number): void {
    const room = this.room;
    if (this.#beforeLastCleaning()) return;
    room.visitsSinceClean += count;
    this.#checkCounter();
    this.#checkCleandex();
  }

  /** Each `counterThreshold` visitors since the last cleaning open one counter call (not within the gap). */
  #checkCounter(): void {
    const room = this.room;
    if (room.counterCalled || room.visitsSinceClean < this.#counterThreshold()) return;
    if (!room.cleaning && inGap(room, 'cleaning', this.#at, callSettingsOf(this.#site()))) return;
    room.counterCalled = true;
    if (!room.cleaning) this.#open('cleaning', 'counter', ['visitors_threshold']);
  }

  /**
   * A room whose Cleandex score fell below the site's threshold gets one `cleandex` call
   * until its next cleaning: none while a cleaning call is open (it is on its way), and
   * none within the gap (the next input after it decides again).
   */
  #checkCleandex(): void {
    const room = this.room;
    const settings = callSettingsOf(this.#site());
    if (room.cleandexCalled || !cleandexBelow(room, this.#counterThreshold(), settings)) return;
    if (!room.cleaning && inGap(room, 'cleaning', this.#at, settings)) return;
    room.cleandexCalled = true;
    if (!room.cleaning) this.#open('cleaning', 'cleandex', ['cleandex']);
  }

  /**
   * The site's scheduled call times passed since the room's previous event, by event time
   * (the timer may have written the same call already: same id).
   */
  #catchUpScheduled(): void {
    const room = this.room;
    const until = room.scheduledUntil;
    if (until !== null && this.#at <= until) return;
    room.scheduledUntil = this.#at;
    const site = this.#site();
    if (until === null || !site) return;
    const instant = firstRoundDue(site, room, until, this.#at);
    if (!instant) return;
    const event = scheduledCallEvent(site, room.roomId, instant);
    const data = event.data as CallEventData<'CallOpened'>;
    this.outputs.push({ streamId: roomCallsStreamId(room.roomId), event });
    room.cleaning = { callId: data.callId, source: 'counter', category: 'cleaning', openedAt: instant.at, maxSla: data.sla?.maxSla ?? null, escalated: false };
  }

  #arrive(category: ComplaintCategory): void {
    const room = this.room;
    const staff = typeof this.cause.data.staffId === 'string' ? this.cause.data.staffId : null;
    if (category === 'cleaning') {
      if (room.lastCleanedAt !== null && this.#at <= room.lastCleanedAt) return;
      room.lastCleanedAt = this.#at;
      room.visitsSinceClean = 0;
      room.counterCalled = false;
      room.complaintsSinceClean = 0;
      room.ratingSum = 0;
      room.ratingCount = 0;
      room.cleandexCalled = false;
    } else {
      if (room.lastMaintainedAt !== null && this.#at <= room.lastMaintainedAt) return;
      room.lastMaintainedAt = this.#at;
    }
    // The visit dealt with the problems held back until now.
    room.heldProblems[category] = [];
    const call = room[category];
    if (!call || call.openedAt > this.#at) return;
    this.#resolve(category, staff);
  }

  /** Resolves the room's open call of `category` at the event's time. */
  #resolve(category: ComplaintCategory, staff: string | null): void {
    const room = this.room;
    const call = room[category]!;
    if (category === 'cleaning') room.cleaningResolvedAt = this.#at;
    else room.maintenanceResolvedAt = this.#at;
    this.#emit(
      'CallResolved',
      {
        callId: call.callId,
        ...this.#ids(),
        resolvedAt: this.cause.occurredAt.toISOString(),
        responseMinutes: (this.#at - call.openedAt) / MINUTE_MS,
        resolvedBy: staff,
      },
      `CallResolved:${call.callId}`,
    );
    room[category] = null;
  }

  #open(category: ComplaintCategory, source: CallSource, problems: string[]): void {
    const site = this.state.sites.get(this.room.siteId);
    const slot = site ? shiftAt(site, this.#at, this.room.roomId) : null;
    const sla = slot ? { shiftNumber: slot.shift.shiftNumber, minSla: slot.shift.minSla, maxSla: slot.shift.maxSla } : null;
    const callId = derivedEventId(this.cause.id, 'call');
    this.#emit('CallOpened', { callId, ...this.#ids(), source, category, problems, openedAt: this.cause.occurredAt.toISOString(), sla });
    this.room[category] = { callId, source, category, openedAt: this.#at, maxSla: sla?.maxSla ?? null, escalated: false };
  }

  /** Open calls whose max SLA passed before this event escalate first (the timer may have written it already: same id). */
  #escalateOverdue(): void {
    for (const call of [this.room.cleaning, this.room.maintenance]) {
      if (!call || call.escalated || call.maxSla === null) continue;
      if (this.#at <= call.openedAt + call.maxSla * MINUTE_MS) continue;
      call.escalated = true;
      this.outputs.push({ streamId: roomCallsStreamId(this.room.roomId), event: escalationEvent({ ...call, maxSla: call.maxSla }, this.room.roomId, this.room.siteId) });
    }
  }

  #ids() {
    return { roomId: this.room.roomId, siteId: this.room.siteId };
  }

  #emit<T extends 'CallOpened' | 'CallComplaintAdded' | 'CallResolved'>(type: T, data: CallEventData<T>, purpose: string = type): void {
    this.outputs.push({
      streamId: roomCallsStreamId(this.room.roomId),
      event: {
        id: derivedEventId(this.cause.id, purpose),
        type,
        data: data as Record<string, unknown>,
        occurredAt: this.cause.occurredAt,
        metadata: {
          source: 'reactor:calls',
          actor: { kind: 'system', id: 'call-reactor' },
          causationId: this.cause.id,
          ...(this.cause.metadata.correlationId ? { correlationId: this.cause.metadata.correlationId } : {}),
        },
      },
    });
  }
}
