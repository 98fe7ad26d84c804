import type { CallEventData, NewEvent } from '@facility/contracts';
import { shiftAt } from '../calendar/site-calendar.ts';
import { callSettingsOf, type SiteRules } from '../calendar/site-rules.ts';
import { addDays, localDateOf, localTimeUtc } from '../calendar/site-time.ts';
import { inGap, type ResolvedTimes } from './call-gates.ts';
import { derivedEventId } from './derived-id.ts';

/**
 * Scheduled call times (spec §3 "schedule call time"): at each of a site's local times, on
 * a day where a shift covering the room is on, a room that had visitors since its last
 * cleaning and has no cleaning call open gets a `counter` call (problem `scheduled_round`).
 * Time passes without events, so both the call reactor (catching up, by event time, when
 * the room's next event comes) and a clock timer open these calls; the ids derive from
 * (room, local date, time), so whichever writes second is a duplicate the store ignores.
 */

export const SCHEDULED_ROUND = 'scheduled_round';
const MINUTE_MS = 60_000;
/** A room silent for longer is only caught up over its last days: the first due time opens a call, later ones find it open. */
const MAX_CATCH_UP_DAYS = 40;

export interface ScheduledInstant {
  /** The site-local date and `HH:mm` of the scheduled time. */
  date: string;
  time: string;
  /** The instant (epoch ms). */
  at: number;
}

/**
 * The site's scheduled call times in `(after, until]`, in time order, on which a shift
 * covering `roomId` is on (active, a working day, not a holiday or off-day).
 */
export function scheduledInstants(site: SiteRules, roomId: string, after: number, until: number): ScheduledInstant[] {
  const times = callSettingsOf(site).scheduledCallTimes;
  if (times.length === 0 || until <= after) return [];
  const from = Math.max(after, until - MAX_CATCH_UP_DAYS * 24 * 60 * MINUTE_MS);
  const instants: ScheduledInstant[] = [];
  // A local day either side covers any zone offset.
  const last = addDays(localDateOf(until, site.timezone), 1);
  for (let date = addDays(localDateOf(from, site.timezone), -1); date <= last; date = addDays(date, 1)) {
    for (const time of times) {
      const at = localTimeUtc(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), site.timezone).getTime();
      if (at <= from || at > until) continue;
      if (shiftAt(site, at, roomId)) instants.push({ date, time, at });
    }
  }
  return instants.sort((a, b) => a.at - b.at);
}

/** What decides whether a scheduled time finds a room due for a round. */
export interface ScheduledRoomState extends ResolvedTimes {
  roomId: string;
  visitsSinceClean: number;
  /** The open cleaning call, if any. */
  cleaning: unknown;
}

/**
 * The scheduled time in `(after, until]` at which the room gets a round: the first one, on
 * a shift day and outside the cleaning gap, while it had visitors since its cleaning and no
 * cleaning call open. Nothing in the room changes between its events, so the first time due
 * is the only one: the round it opens is open at the later times.
 */
export function firstRoundDue(site: SiteRules, room: ScheduledRoomState, after: number, until: number): ScheduledInstant | null {
  if (room.visitsSinceClean <= 0 || room.cleaning) return null;
  const settings = callSettingsOf(site);
  return scheduledInstants(site, room.roomId, after, until).find((instant) => !inGap(room, 'cleaning', instant.at, settings)) ?? null;
}

/** The id every writer of the scheduled call of `roomId` at local `date` `time` derives from. */
const scheduledCause = (roomId: string, date: string, time: string): string => `scheduled\u0000${roomId}\u0000${date}\u0000${time}`;

/** The scheduled call's opening, identical whether the reactor or the timer writes it. */
export function scheduledCallEvent(site: SiteRules, roomId: string, instant: ScheduledInstant): NewEvent {
  const cause = scheduledCause(roomId, instant.date, instant.time);
  const callId = derivedEventId(cause, 'call');
  const slot = shiftAt(site, instant.at, roomId);
  const openedAt = new Date(instant.at);
  const data: CallEventData<'CallOpened'> = {
    callId,
    roomId,
    siteId: site.siteId,
    source: 'counter',
    category: 'cleaning',
    problems: [SCHEDULED_ROUND],
    openedAt: openedAt.toISOString(),
    sla: slot ? { shiftNumber: slot.shift.shiftNumber, minSla: slot.shift.minSla, maxSla: slot.shift.maxSla } : null,
  };
  return {
    id: derivedEventId(cause, 'CallOpened'),
    type: 'CallOpened',
    data,
    occurredAt: openedAt,
    metadata: { source: 'reactor:calls', actor: { kind: 'system', id: 'call-reactor' }, causationId: callId },
  };
}
