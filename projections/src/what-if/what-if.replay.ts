import type { RecordedEvent } from '@facility/contracts';
import { evolveSiteRules, SITE_RULE_EVENT_TYPES, type SiteRules } from '../calendar/site-rules.ts';
import { CALL_REACTOR_INPUT_TYPES, reactToCalls, tickCalls, type CallOutput, type CallRuleOptions } from '../calls/call-reactor.rules.ts';
import type { CallReactorState } from '../calls/call-reactor.state.ts';
import { CALL_RECORD_EVENT_TYPES, foldCalls, type CallRecord } from '../calls/calls.fold.ts';

/**
 * What-if replays (issue 18): the call rules of DOMAIN.md "Calls" run again over a past
 * period of one site with other settings, in memory, never touching the read models or
 * the log. Before the period the real rules run, so the period starts from the state the
 * reactor really had; inside it the what-if settings apply. Staff arrivals are history:
 * the cleaners come when they really came, whatever the settings. Pure.
 */

/** The settings a what-if may change; an absent one keeps the site's. */
export interface WhatIfSettings {
  /** One counter threshold for every room of the site (rooms' own thresholds included). */
  counterThreshold?: number;
  /** The SLA minutes of some shifts, by shift number; other shifts keep theirs. */
  shifts?: readonly { shiftNumber: number; minSla: number; maxSla: number }[];
  /** The repeat rule's window in seconds (real: 60). */
  repeatWindowSeconds?: number;
}

/** The site's rules with the what-if shift SLAs. */
export function withWhatIfShifts(rules: SiteRules, settings: WhatIfSettings): SiteRules {
  if (!settings.shifts?.length) return rules;
  const slas = new Map(settings.shifts.map((shift) => [shift.shiftNumber, shift]));
  return {
    ...rules,
    shifts: rules.shifts.map((shift) => {
      const sla = slas.get(shift.shiftNumber);
      return sla ? { ...shift, minSla: sla.minSla, maxSla: sla.maxSla } : shift;
    }),
  };
}

export const ruleOptionsOf = (settings: WhatIfSettings): CallRuleOptions => ({
  ...(settings.repeatWindowSeconds !== undefined ? { repeatWindowMs: settings.repeatWindowSeconds * 1000 } : {}),
  ...(settings.counterThreshold !== undefined ? { counterThreshold: settings.counterThreshold } : {}),
});

/**
 * A room's profile events (its own counter threshold): they decide nothing themselves, but
 * every later event of the room depends on them, however long ago they were, so a replay
 * reads them all, whatever their time.
 */
export const WHAT_IF_PROFILE_TYPES: readonly string[] = ['RoomCreated', 'RoomUpdated'];
const PROFILE_TYPES = new Set(WHAT_IF_PROFILE_TYPES);
/** The other room events a what-if reads: the reactor's room inputs (the site's rule events come from its own stream). */
export const WHAT_IF_INPUT_TYPES: readonly string[] = [...CALL_REACTOR_INPUT_TYPES].filter((type) => !SITE_RULE_EVENT_TYPES.has(type) && !PROFILE_TYPES.has(type));
/** The call events of the log: what really happened. */
export const WHAT_IF_CALL_TYPES: readonly string[] = [...CALL_RECORD_EVENT_TYPES];

/** Log order: (transaction id, global position), as the store reads it. */
export const logOrder = (a: RecordedEvent, b: RecordedEvent): number => a.transactionId - b.transactionId || a.globalPosition - b.globalPosition;

/**
 * One replay, fed the site's events (its rule events and its rooms' reactor inputs) in log
 * order, page by page, then finished at the period's end. Each event is decided under the
 * rules of its own time: the what-if ones inside [`from`, `to`), the real ones before and
 * after (a late upload of an earlier event is decided as it really was). The caller feeds a
 * little of what occurred after `to` too: the reactor may have seen some of it before the
 * period's own last events (a device that uploaded its day late), and what it saw decided
 * them. Only what the calls had become by `to` is kept.
 */
export class WhatIfReplay {
  readonly #siteId: string;
  readonly #from: number;
  readonly #to: number;
  readonly #settings: WhatIfSettings;
  readonly #options: CallRuleOptions;
  readonly #state: CallReactorState = { sites: new Map(), rooms: new Map(), presses: new Map() };
  readonly #calls = new Map<string, CallRecord>();
  /** The site's real rules, as the log built them so far. */
  #rules: SiteRules | null = null;
  #events = 0;

  constructor(siteId: string, period: { from: Date; to: Date }, settings: WhatIfSettings) {
    this.#siteId = siteId;
    this.#from = period.from.getTime();
    this.#to = period.to.getTime();
    this.#settings = settings;
    this.#options = ruleOptionsOf(settings);
  }

  /** How many events were decided. */
  get events(): number {
    return this.#events;
  }

  /** Decides a page of events (log order, continuing the previous page). */
  feed(events: readonly RecordedEvent[]): void {
    let run: RecordedEvent[] = [];
    let runInPeriod = false;
    const flush = () => {
      if (run.length > 0) this.#decide(run, runInPeriod);
      run = [];
    };
    for (const event of events) {
      if (!CALL_REACTOR_INPUT_TYPES.has(event.type)) continue;
      if (SITE_RULE_EVENT_TYPES.has(event.type)) {
        if (String(event.data.siteId) !== this.#siteId) continue;
        flush();
        this.#rules = evolveSiteRules(this.#rules, event);
        this.#events += 1;
        continue;
      }
      const at = event.occurredAt.getTime();
      // A profile event only sets what the room's later events are decided with: whatever its time, it joins the run it comes in.
      if (PROFILE_TYPES.has(event.type)) {
        run.push(event);
        continue;
      }
      const inPeriod = at >= this.#from && at < this.#to;
      if (inPeriod !== runInPeriod) flush();
      runInPeriod = inPeriod;
      run.push(event);
    }
    flush();
  }

  /**
   * The calls opened in the period as they stood at its end: the clock timers' rounds and
   * escalations due by then written as they would have been, the records folded as the
   * calls read model folds them.
   */
  finish(): CallRecord[] {
    this.#useRules(true);
    this.#fold(tickCalls(this.#state, new Date(this.#to - 1)));
    return [...this.#calls.values()].filter((call) => {
      const opened = Date.parse(call.openedAt);
      return opened >= this.#from && opened < this.#to;
    });
  }

  #decide(events: RecordedEvent[], inPeriod: boolean): void {
    this.#useRules(inPeriod);
    this.#fold(reactToCalls(this.#state, events, inPeriod ? this.#options : {}).outputs);
    this.#events += events.length;
  }

  /** Puts the real or the what-if site rules in the reactor's state. */
  #useRules(whatIf: boolean): void {
    if (!this.#rules) {
      this.#state.sites.delete(this.#siteId);
      return;
    }
    this.#state.sites.set(this.#siteId, whatIf ? withWhatIfShifts(this.#rules, this.#settings) : this.#rules);
  }

  /** Folds the outputs that happened before `to` (the calls as they stood at the period's end). */
  #fold(outputs: readonly CallOutput[]): void {
    const before = outputs.filter(({ event }) => (event.occurredAt?.getTime() ?? 0) < this.#to);
    if (before.length === 0) return;
    foldCalls(this.#calls, before.map(({ event }) => asRecorded(event)));
  }
}

/** An output as the calls fold reads it (it reads type, data and nothing of the log's bookkeeping). */
function asRecorded(event: CallOutput['event']): RecordedEvent {
  return {
    id: event.id ?? '',
    type: event.type,
    streamId: '',
    streamVersion: 0,
    globalPosition: 0,
    transactionId: 0,
    occurredAt: event.occurredAt ?? new Date(0),
    recordedAt: event.occurredAt ?? new Date(0),
    schemaVersion: 1,
    data: event.data,
    metadata: event.metadata ?? {},
  };
}

/**
 * The calls that really happened in the period, from the call events of the log (the
 * reactor's and the timers'), folded the same way: only events before `to`, so a call
 * stands as it did at the period's end.
 */
export function actualCalls(callEvents: readonly RecordedEvent[], period: { from: Date; to: Date }): CallRecord[] {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const calls = new Map<string, CallRecord>();
  foldCalls(
    calls,
    callEvents.filter((event) => event.occurredAt.getTime() < to),
  );
  return [...calls.values()].filter((call) => {
    const opened = Date.parse(call.openedAt);
    return opened >= from && opened < to;
  });
}
