import type { WhatIfFigures, WhatIfRealSettings, WhatIfRequest, WhatIfSettings } from '@facility/contracts';
import { minutesUnit, type MinutesUnit } from '../../../lib/format.ts';

/**
 * The what-if form (issue 18) as plain data: the period and the settings as the user edits
 * them (text, so a half-typed number is kept), what the request sends (only what differs
 * from the site's real settings), and the comparison rows. Pure.
 */

export interface ShiftSlaInput {
  shiftNumber: number;
  minSla: string;
  maxSla: string;
}

export interface WhatIfForm {
  from: string;
  to: string;
  counterThreshold: string;
  repeatWindowSeconds: string;
  roundIntervalMinutes: string;
  shifts: ShiftSlaInput[];
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The default period: the 30 days up to yesterday, by the calendar date of `today` (yyyy-mm-dd). */
export function defaultPeriod(today: string): { from: string; to: string } {
  const midnight = Date.parse(`${today}T00:00:00Z`);
  return { from: isoDay(midnight - 30 * DAY_MS), to: isoDay(midnight - DAY_MS) };
}

/** The form filled with the site's real settings. */
export function formOf(real: WhatIfRealSettings, period: { from: string; to: string }): WhatIfForm {
  return {
    ...period,
    counterThreshold: String(real.counterThreshold),
    repeatWindowSeconds: String(real.repeatWindowSeconds),
    roundIntervalMinutes: real.roundIntervalMinutes === null ? '' : String(real.roundIntervalMinutes),
    shifts: real.shifts.map((shift) => ({ shiftNumber: shift.shiftNumber, minSla: String(shift.minSla), maxSla: String(shift.maxSla) })),
  };
}

/** A whole number typed in a field, or null when the text is not one. */
const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** What to send: the settings that differ from the real ones (unparseable fields count as unchanged; the browser's own checks flag them). */
export function requestOf(siteId: string, form: WhatIfForm, real: WhatIfRealSettings): WhatIfRequest {
  const settings: WhatIfSettings = {};
  const threshold = whole(form.counterThreshold);
  if (threshold !== null && threshold !== real.counterThreshold) settings.counterThreshold = threshold;
  const repeat = whole(form.repeatWindowSeconds);
  if (repeat !== null && repeat !== real.repeatWindowSeconds) settings.repeatWindowSeconds = repeat;
  const interval = whole(form.roundIntervalMinutes);
  if (interval !== null && real.roundIntervalMinutes !== null && interval !== real.roundIntervalMinutes) settings.roundIntervalMinutes = interval;
  const shifts = form.shifts.flatMap((input) => {
    const shift = real.shifts.find((entry) => entry.shiftNumber === input.shiftNumber);
    const minSla = whole(input.minSla);
    const maxSla = whole(input.maxSla);
    if (!shift || minSla === null || maxSla === null || (minSla === shift.minSla && maxSla === shift.maxSla)) return [];
    return [{ shiftNumber: input.shiftNumber, minSla, maxSla }];
  });
  if (shifts.length > 0) settings.shifts = shifts;
  return { siteId, from: form.from, to: form.to, settings };
}

/** Whether a figure going up is good, bad, or neither (calls opened: more rounds cost time, fewer leave rooms waiting). */
export type Polarity = 'up' | 'down' | 'none';

export type FigureKey = 'callsOpened' | 'late' | 'escalated' | 'averageResponseMinutes' | 'medianResponseMinutes' | 'timeSavedMinutes' | 'roi';

export const FIGURE_ROWS: readonly { key: FigureKey; polarity: Polarity; unit: 'count' | 'minutes' | 'money' }[] = [
  { key: 'callsOpened', polarity: 'none', unit: 'count' },
  { key: 'late', polarity: 'down', unit: 'count' },
  { key: 'escalated', polarity: 'down', unit: 'count' },
  { key: 'averageResponseMinutes', polarity: 'down', unit: 'minutes' },
  { key: 'medianResponseMinutes', polarity: 'down', unit: 'minutes' },
  { key: 'timeSavedMinutes', polarity: 'up', unit: 'minutes' },
  { key: 'roi', polarity: 'up', unit: 'money' },
];

export interface FigureDifference {
  /** What-if minus actual; null when either is missing. */
  delta: number | null;
  /** Whether the change is for the better, worse, or neither. */
  verdict: 'better' | 'worse' | 'same' | 'neutral';
  /**
   * The unit a row of minutes shows in, both figures and their difference alike (null for
   * other rows): hours when either figure is above 999 minutes (spec §9, `minutesUnit`).
   */
  minutesUnit: MinutesUnit | null;
}

/** The precision each kind of figure shows with: a change the table cannot show is no change. */
const SHOWN_STEP: Record<'count' | MinutesUnit | 'money', number> = { count: 1, minutes: 0.1, hours: 6, money: 1 };

export function differenceOf(key: FigureKey, polarity: Polarity, unit: 'count' | 'minutes' | 'money', actual: WhatIfFigures, whatIf: WhatIfFigures): FigureDifference {
  const a = actual[key];
  const b = whatIf[key];
  // One unit for the row: the difference of "1,508.7 h" and "1,510 h" reads in hours too.
  const shownIn = unit === 'minutes' ? minutesUnit(Math.max(Math.abs(a ?? 0), Math.abs(b ?? 0))) : null;
  if (a === null || b === null) return { delta: null, verdict: 'neutral', minutesUnit: shownIn };
  // A tenth of the unit shown (6 minutes in hours): a change the row cannot show is no change.
  const step = SHOWN_STEP[shownIn ?? unit];
  const delta = Math.round((b - a) / step) * step;
  if (delta === 0) return { delta: 0, verdict: 'same', minutesUnit: shownIn };
  if (polarity === 'none') return { delta, verdict: 'neutral', minutesUnit: shownIn };
  return { delta, verdict: (delta > 0) === (polarity === 'up') ? 'better' : 'worse', minutesUnit: shownIn };
}

/** The days of both runs with the calls each opened (a day missing from one opened none there). */
export function openedByDay(actual: WhatIfFigures, whatIf: WhatIfFigures): { date: string; actual: number; whatIf: number }[] {
  const days = new Map<string, { actual: number; whatIf: number }>();
  for (const { date, opened } of actual.openedByDay) days.set(date, { actual: opened, whatIf: 0 });
  for (const { date, opened } of whatIf.openedByDay) days.set(date, { actual: days.get(date)?.actual ?? 0, whatIf: opened });
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, counts]) => ({ date, ...counts }));
}
