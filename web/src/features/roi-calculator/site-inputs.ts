/**
 * The ROI calculator's starting values from the selected site (issue 19: not invented ones):
 * its rooms and buildings, its time-saving parameters, and the share of the rounds its real
 * time saved last month stands for. Pure; what the site does not say keeps the example value.
 */
import { calculateRoi, type RoiInputs } from './roi.maths.ts';

export interface SiteRoiSources {
  /** Rooms of the site (`GET room/staticRooms`). */
  rooms: readonly { building: string | null }[] | undefined;
  /** The site's time-saving parameters (`GET site/{id}`), null when never set. */
  timeSaving: { roundIntervalMinutes: number; cleaningMinutesPerRoom: number; employerCostPerHour: number; currency: string } | null | undefined;
  /** The site's shifts (`GET site/{id}`): when rounds are planned, as the API's time saved counts them. */
  shifts: readonly { start: string; end: string; days: readonly number[]; active: boolean }[] | undefined;
  /** Minutes saved over last month (the overview's `totals.time_saved`), null when not computed. */
  timeSavedMinutesLastMonth: number | null | undefined;
  /** How many cleaners work at the site (`GET site/{id}` `cleanersNumber`), null when not set. */
  cleanersNumber?: number | null | undefined;
}

/** The inputs the site fills in, for the note that says so and the tests. */
export type SiteField = 'dailyEmployees' | 'rooms' | 'buildings' | 'cleaningMinutesPerRoom' | 'roundsPerDay' | 'employerCostPerHour' | 'workingDaysPerMonth' | 'expectedReductionPercent';

export interface SiteRoiStart {
  inputs: RoiInputs;
  currency: string | null;
  /** Which inputs came from the site (the others are the example values). */
  fromSite: SiteField[];
}

export function siteRoiInputs(base: RoiInputs, sources: SiteRoiSources): SiteRoiStart {
  const inputs = { ...base };
  const fromSite: SiteField[] = [];
  if (sources.rooms && sources.rooms.length > 0) {
    inputs.rooms = sources.rooms.length;
    // Rooms without a building count as one building together.
    inputs.buildings = Math.max(1, new Set(sources.rooms.map((room) => room.building ?? '')).size);
    fromSite.push('rooms', 'buildings');
  }
  if (sources.cleanersNumber) {
    inputs.dailyEmployees = sources.cleanersNumber;
    fromSite.push('dailyEmployees');
  }
  const saving = sources.timeSaving;
  if (saving) {
    inputs.cleaningMinutesPerRoom = saving.cleaningMinutesPerRoom;
    inputs.employerCostPerHour = saving.employerCostPerHour;
    fromSite.push('cleaningMinutesPerRoom', 'employerCostPerHour');
    // A round every `roundIntervalMinutes` while a shift runs (DOMAIN.md time_saved: planned
    // rounds = shift minutes / round interval); without shifts, over the example shift.
    const week = shiftWeek(sources.shifts ?? []);
    const minutesPerDay = week.days > 0 ? week.minutes / week.days : inputs.shiftHours * 60;
    inputs.roundsPerDay = Math.max(1, Math.round(minutesPerDay / saving.roundIntervalMinutes));
    fromSite.push('roundsPerDay');
    if (week.days > 0) {
      inputs.workingDaysPerMonth = Math.round((week.days / 7) * DAYS_PER_MONTH);
      fromSite.push('workingDaysPerMonth');
    }
  }
  // The real saving as a share of the schedule's work over the same month.
  const saved = sources.timeSavedMinutesLastMonth;
  const plannedMinutesPerMonth = calculateRoi({ ...inputs, expectedReductionPercent: 0 }).plannedHoursPerDay * 60 * inputs.workingDaysPerMonth;
  if (saved !== null && saved !== undefined && saved > 0 && plannedMinutesPerMonth > 0) {
    inputs.expectedReductionPercent = Math.min(100, Math.round((saved / plannedMinutesPerMonth) * 1000) / 10);
    fromSite.push('expectedReductionPercent');
  }
  return { inputs, currency: saving?.currency ?? null, fromSite };
}

/** Mean days in a month (365.25 / 12). */
const DAYS_PER_MONTH = 30.44;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Shift minutes over a week (a shift past midnight runs into the next day) and the weekdays with any shift. */
export function shiftWeek(shifts: SiteRoiSources['shifts'] & object): { minutes: number; days: number } {
  let minutes = 0;
  const days = new Set<number>();
  for (const shift of shifts) {
    if (!shift.active) continue;
    const length = (minutesOf(shift.end) - minutesOf(shift.start) + 1440) % 1440 || 1440;
    for (const day of shift.days) {
      minutes += length;
      days.add(day);
    }
  }
  return { minutes, days: days.size };
}
