import { WHAT_IF_MAX_DAYS, type WhatIfRequest, type WhatIfSettings } from '@facility/contracts';
import { addDays, localDateOf, localMidnightUtc, type SiteCalendar } from '@facility/projections';
import { ValidationError } from '../../domain/errors.ts';

/**
 * A what-if request checked against its site (pure): the period in the site's zone and the
 * settings against its shifts. Broken rules throw `ValidationError` naming the field.
 */
export interface WhatIfPeriod {
  /** Site-local days, inclusive. */
  start: string;
  end: string;
  /** The instants: `from` the start day's midnight, `to` the day after the end's, or now if sooner. */
  from: Date;
  to: Date;
}

const isDate = (value: string): boolean => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

export function whatIfPeriod(request: Pick<WhatIfRequest, 'from' | 'to'>, timezone: string, now: Date): WhatIfPeriod {
  if (!isDate(request.from)) throw new ValidationError('body/from', 'is not a calendar date');
  if (!isDate(request.to)) throw new ValidationError('body/to', 'is not a calendar date');
  if (request.to < request.from) throw new ValidationError('body/to', 'must not be before from');
  if (request.from > localDateOf(now, timezone)) throw new ValidationError('body/from', 'must not be in the future');
  if (addDays(request.from, WHAT_IF_MAX_DAYS - 1) < request.to) throw new ValidationError('body/to', `must be at most ${WHAT_IF_MAX_DAYS} days after from`);
  const from = localMidnightUtc(request.from, timezone);
  const dayAfter = localMidnightUtc(addDays(request.to, 1), timezone);
  return { start: request.from, end: request.to, from, to: dayAfter.getTime() > now.getTime() ? now : dayAfter };
}

/** The settings' shifts must be the site's, each max SLA at least its min SLA, each shift once. */
export function checkWhatIfSettings(settings: WhatIfSettings, calendar: Pick<SiteCalendar, 'shifts'>): void {
  const known = new Set(calendar.shifts.map((shift) => shift.shiftNumber));
  const seen = new Set<number>();
  (settings.shifts ?? []).forEach((shift, index) => {
    const path = `body/settings/shifts/${index}`;
    if (!known.has(shift.shiftNumber)) throw new ValidationError(`${path}/shiftNumber`, 'is not a shift of the site');
    if (seen.has(shift.shiftNumber)) throw new ValidationError(`${path}/shiftNumber`, 'is given twice');
    seen.add(shift.shiftNumber);
    if (shift.maxSla < shift.minSla) throw new ValidationError(`${path}/maxSla`, 'must be at least minSla');
  });
}
