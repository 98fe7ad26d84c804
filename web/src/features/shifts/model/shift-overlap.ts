/**
 * The "active shifts never overlap" rule (DOMAIN.md "Organisation"), checked in the browser
 * as the user types. Every call looks up the one active shift covering its room at that
 * moment and takes that shift's SLA, so two active shifts may not cover the same room at
 * the same moment. Times are site-local wall-clock `HH:mm`; a shift whose end is before its
 * start runs past midnight and belongs to the weekday it starts on (1 = Sunday .. 7).
 *
 * A shift without rooms covers the whole site (projections' `shiftCoversRoom`), so it
 * clashes with every other active shift at the same moment. This mirrors the calendar, not
 * only the server's check, which compares explicit room lists alone.
 */

export const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** What the check reads of a shift (a saved one or the form's draft). */
export interface OverlapShift {
  shiftNumber: number | null;
  start: string;
  end: string;
  days: readonly number[];
  roomIds: readonly string[];
  active: boolean;
}

export interface Overlap {
  /** Index of the other shift in the list it was compared with. */
  other: number;
  /** The weekday (1 = Sunday) on which the shared time begins. */
  weekday: number;
  /** A room both shifts name, or null when one of them covers the whole site. */
  roomId: string | null;
}

/** Minutes after local midnight of an `HH:mm` time (00:00-23:59), or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A shift's length in minutes (the next day's part included), or null for bad or equal times. */
export function shiftLength(start: string, end: string): number | null {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from === null || to === null || from === to) return null;
  return to > from ? to - from : to + MINUTES_PER_DAY - from;
}

/** Whether the shift ends on the day after it starts. */
export const crossesMidnight = (start: string, end: string): boolean => {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  return from !== null && to !== null && to < from;
};

/** The shift's spans `[from, to)` in minutes since Sunday 00:00; Saturday night runs past the week's end. */
function weeklySpans(shift: OverlapShift): { from: number; to: number }[] {
  const start = minutesOfDay(shift.start);
  const length = shiftLength(shift.start, shift.end);
  if (start === null || length === null) return [];
  return shift.days.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7).map((day) => {
    const from = (day - 1) * MINUTES_PER_DAY + start;
    return { from, to: from + length };
  });
}

/** Whether both shifts can cover one room: `covered` false when their explicit room lists share none. */
function sharedRoom(a: OverlapShift, b: OverlapShift): { covered: boolean; roomId: string | null } {
  if (a.roomIds.length === 0 || b.roomIds.length === 0) return { covered: true, roomId: null };
  const roomId = a.roomIds.find((room) => b.roomIds.includes(room));
  return roomId === undefined ? { covered: false, roomId: null } : { covered: true, roomId };
}

/**
 * When two shifts are on in the same room at the same moment: the weekday the earliest
 * shared minute falls on, and the shared room. Null when either is inactive or incomplete,
 * or they never meet. Spans are also compared one week apart, so Saturday night meets
 * Sunday morning.
 */
export function overlapBetween(a: OverlapShift, b: OverlapShift): { weekday: number; roomId: string | null } | null {
  if (!a.active || !b.active) return null;
  const rooms = sharedRoom(a, b);
  if (!rooms.covered) return null;
  let earliest: number | null = null;
  for (const spanA of weeklySpans(a)) {
    for (const spanB of weeklySpans(b)) {
      for (const offset of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK]) {
        const from = Math.max(spanA.from, spanB.from + offset);
        const to = Math.min(spanA.to, spanB.to + offset);
        if (from >= to) continue;
        const inWeek = ((from % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
        if (earliest === null || inWeek < earliest) earliest = inWeek;
      }
    }
  }
  return earliest === null ? null : { weekday: Math.floor(earliest / MINUTES_PER_DAY) + 1, roomId: rooms.roomId };
}

/** The first shift of `others` the candidate overlaps (skipping index `self`, the candidate's own place). */
export function firstOverlap(candidate: OverlapShift, others: readonly OverlapShift[], self: number | null = null): Overlap | null {
  for (const [index, other] of others.entries()) {
    if (index === self) continue;
    const found = overlapBetween(candidate, other);
    if (found) return { other: index, ...found };
  }
  return null;
}

/** For each shift of a list, the first other shift it overlaps, or null. */
export const overlapsInList = (shifts: readonly OverlapShift[]): (Overlap | null)[] => shifts.map((shift, index) => firstOverlap(shift, shifts, index));
