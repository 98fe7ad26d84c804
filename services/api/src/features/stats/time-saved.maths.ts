import { addDays, shiftCoversRoom, shiftLengthMinutes, shiftWorksOn, weekdayOf, type SiteCalendar } from '@facility/projections';

/**
 * Time saved (DOMAIN.md "Overview series"): for every room, local day and active shift of
 * the range, `max(0, planned rounds - actual cleaner arrivals) x cleaning minutes per
 * room`, where planned rounds = shift minutes / round interval (whole rounds). Only days
 * the site was in operation (anything recorded there) count: without data there is no
 * evidence that rounds were skipped rather than unrecorded. A room removed since counts on
 * the days before its removal, and on none from that day on. Pure.
 */
export interface TimeSavedInput {
  calendar: SiteCalendar;
  roundIntervalMinutes: number;
  cleaningMinutesPerRoom: number;
  /** The rooms the filter keeps, removed ones included. */
  roomIds: readonly string[];
  /** The site-local day each removed room was removed on; it counts on the days before only. */
  removedOn?: ReadonlyMap<string, string>;
  /** Local days, inclusive. */
  start: string;
  end: string;
  /** Only these shift numbers / weekdays (1 = Sunday), when given. */
  shifts?: readonly number[] | undefined;
  weekdays?: readonly number[] | undefined;
  /** Cleaner arrivals per room, local day and shift (rows without arrivals may be left out). */
  arrivals: readonly ArrivalCount[];
  /** Local days on which the site recorded anything. */
  operatingDays: ReadonlySet<string>;
}

export interface ArrivalCount {
  roomId: string;
  localDate: string;
  shiftNumber: number;
  arrivals: number;
}

/**
 * Minutes saved per local day of the range (days without a working shift are absent).
 * Worked out as every covered room skipping all its planned rounds, less the rounds that
 * arrivals show were made (at most the planned ones): one pass over the days and shifts and
 * one over the arrivals, rather than a lookup per room, day and shift (200 rooms over a
 * month of three shifts is 18,600 of them).
 */
export function timeSavedByDay(input: TimeSavedInput): Map<string, number> {
  const byDay = new Map<string, number>();
  const minutes = input.cleaningMinutesPerRoom;
  const removedOn = input.removedOn ?? new Map<string, string>();
  const plans = new Map(
    input.calendar.shifts
      .filter((shift) => shift.active && (!input.shifts || input.shifts.includes(shift.shiftNumber)))
      .map((shift) => {
        const rooms = new Set(input.roomIds.filter((roomId) => shiftCoversRoom(shift, roomId)));
        const removals = [...rooms].flatMap((roomId) => removedOn.get(roomId) ?? []);
        return [shift.shiftNumber, { shift, rooms, removals, planned: Math.floor(shiftLengthMinutes(shift) / input.roundIntervalMinutes) }];
      }),
  );
  const isGone = (roomId: string, date: string) => {
    const removed = removedOn.get(roomId);
    return removed !== undefined && removed <= date;
  };
  /** `${localDate}|${shiftNumber}` of each shift that counts. */
  const worked = new Set<string>();
  for (let date = input.start; date <= input.end; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (input.weekdays && !input.weekdays.includes(weekday)) continue;
    if (!input.operatingDays.has(date)) continue;
    for (const { shift, rooms, removals, planned } of plans.values()) {
      const present = rooms.size - removals.filter((removed) => removed <= date).length;
      if (present === 0 || !shift.days.includes(weekday) || !shiftWorksOn(input.calendar, shift, date)) continue;
      worked.add(`${date}|${shift.shiftNumber}`);
      byDay.set(date, (byDay.get(date) ?? 0) + present * planned * minutes);
    }
  }
  for (const { roomId, localDate, shiftNumber, arrivals } of input.arrivals) {
    const plan = plans.get(shiftNumber);
    if (!plan || arrivals <= 0 || !plan.rooms.has(roomId) || isGone(roomId, localDate) || !worked.has(`${localDate}|${shiftNumber}`)) continue;
    byDay.set(localDate, byDay.get(localDate)! - Math.min(arrivals, plan.planned) * minutes);
  }
  return byDay;
}
