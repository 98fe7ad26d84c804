import { ALREADY_USED_REASON, type SiteShift } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import type { ShiftInput } from './site.commands.ts';
import { integer, text } from './site.validation.ts';

/**
 * Pure shift rules. Shift times are site-local wall-clock times; a shift whose end is
 * before its start crosses midnight and belongs to the weekday it starts on.
 */

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** Weekday names by spec number (1 = Sunday), for messages. */
const WEEKDAYS = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Minutes after local midnight of an `HH:mm` time (00:00-23:59), or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = typeof time === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A shift's length in minutes; one that ends at or before its start ends the next day. */
export function shiftMinutes(shift: Pick<SiteShift, 'start' | 'end'>): number {
  const start = minutesOfDay(shift.start) ?? 0;
  const end = minutesOfDay(shift.end) ?? 0;
  return end > start ? end - start : end + MINUTES_PER_DAY - start;
}

/** The shift's spans `[from, to)` in minutes since Sunday 00:00; Saturday night runs past the week's end. */
function weeklySpans(shift: SiteShift): { day: number; from: number; to: number }[] {
  const start = minutesOfDay(shift.start) ?? 0;
  const length = shiftMinutes(shift);
  return shift.days.map((day) => {
    const from = (day - 1) * MINUTES_PER_DAY + start;
    return { day, from, to: from + length };
  });
}

/** The weekday on which `b` first overlaps `a` (spans compared around the week's wrap), or null. */
function overlapDay(a: SiteShift, b: SiteShift): number | null {
  for (const spanB of weeklySpans(b)) {
    for (const spanA of weeklySpans(a)) {
      for (const shift of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK]) {
        if (spanA.from + shift < spanB.to && spanB.from < spanA.to + shift) return spanB.day;
      }
    }
  }
  return null;
}

/**
 * Where two shifts both apply, for the overlap message, or null when they share no room. A
 * shift without rooms covers the whole site (as the calendar reads it), so it shares every
 * room with every other shift.
 */
function sharedPlace(a: SiteShift, b: SiteShift): string | null {
  if (a.roomIds.length === 0 || b.roomIds.length === 0) return 'on the whole site';
  const room = b.roomIds.find((roomId) => a.roomIds.includes(roomId));
  return room === undefined ? null : `in room ${room}`;
}

function validateShift(input: ShiftInput, index: number): SiteShift {
  const path = `shifts/${index}`;
  const shiftNumber = integer(`${path}/shiftNumber`, input.shiftNumber, 1, 1000);
  const shiftName = text(`${path}/shiftName`, input.shiftName, 50);
  const start = minutesOfDay(input.start);
  if (start === null) throw new ValidationError(`${path}/start`, 'must be a time HH:mm');
  const end = minutesOfDay(input.end);
  if (end === null) throw new ValidationError(`${path}/end`, 'must be a time HH:mm');
  if (start === end) throw new ValidationError(`${path}/end`, 'must differ from start');

  if (!Array.isArray(input.days) || input.days.length === 0) {
    throw new ValidationError(`${path}/days`, 'must name at least one weekday');
  }
  const days = new Set<number>();
  input.days.forEach((day, d) => {
    integer(`${path}/days/${d}`, day, 1, 7);
    if (days.has(day)) throw new ValidationError(`${path}/days/${d}`, 'is listed twice');
    days.add(day);
  });

  const minSla = integer(`${path}/minSla`, input.minSla, 1);
  const maxSla = integer(`${path}/maxSla`, input.maxSla, 1);
  if (maxSla < minSla) throw new ValidationError(`${path}/maxSla`, 'must be at least minSla');

  if (!Array.isArray(input.roomIds)) throw new ValidationError(`${path}/roomIds`, 'must be a list of room ids');
  const roomIds = new Set<string>();
  input.roomIds.forEach((roomId, r) => {
    if (typeof roomId !== 'string' || roomId.length === 0) throw new ValidationError(`${path}/roomIds/${r}`, 'must be a room id');
    if (roomIds.has(roomId)) throw new ValidationError(`${path}/roomIds/${r}`, 'is listed twice');
    roomIds.add(roomId);
  });
  if (typeof input.active !== 'boolean') throw new ValidationError(`${path}/active`, 'must be true or false');

  return {
    shiftNumber,
    shiftName,
    start: input.start,
    end: input.end,
    days: [...days].sort((a, b) => a - b),
    minSla,
    maxSla,
    roomIds: [...roomIds].sort(),
    active: input.active,
  };
}

/**
 * Checks a site's shifts and returns them normalised: sorted by shift number, with days
 * and room ids sorted. Shift numbers are unique. Two active shifts may not cover the same
 * room at the same moment (a shift without rooms covers them all), so every call finds at
 * most one shift, and one SLA, for its room; inactive shifts are kept as drafts and not
 * compared.
 */
export function validateShifts(inputs: ShiftInput[]): SiteShift[] {
  if (!Array.isArray(inputs)) throw new ValidationError('shifts', 'must be a list of shifts');
  const shifts = inputs.map(validateShift);

  const numbers = new Map<number, number>();
  shifts.forEach((shift, index) => {
    const other = numbers.get(shift.shiftNumber);
    if (other !== undefined) {
      throw new ValidationError(`shifts/${index}/shiftNumber`, `${ALREADY_USED_REASON} shifts/${other}`);
    }
    numbers.set(shift.shiftNumber, index);
  });

  shifts.forEach((shift, j) => {
    if (!shift.active) return;
    for (let i = 0; i < j; i++) {
      const earlier = shifts[i];
      if (!earlier?.active) continue;
      const place = sharedPlace(earlier, shift);
      if (place === null) continue;
      const day = overlapDay(earlier, shift);
      if (day !== null) {
        throw new ValidationError(`shifts/${j}/start`, `overlaps active shift ${earlier.shiftNumber} ${place} on ${WEEKDAYS[day]}`);
      }
    }
  });

  return shifts.sort((a, b) => a.shiftNumber - b.shiftNumber);
}
