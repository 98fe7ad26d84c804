import type { Site, SiteTimeSavingBody } from '@facility/contracts';
import { chosen } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';
import { findCountry } from './countries.ts';
import { AT_LEAST_ONE, NOT_NEGATIVE, numberRule, POSITIVE } from './number-rules.ts';

/**
 * The time-saving section (DOMAIN.md "Overview series"): whether time saved and estimated
 * ROI are computed, and the parameters they are computed with.
 */
export interface TimeSavingValues {
  isTimeSave: boolean;
  roundIntervalMinutes: number | null;
  cleaningMinutesPerRoom: number | null;
  employerCostPerHour: number | null;
  currency: string;
}

/** A planned round an hour, as the live board assumes until a site sets its own. */
const DEFAULT_ROUND_INTERVAL = 60;
const MINUTES_A_DAY = 1440;

/** The site's parameters, or (never set yet) a round an hour and the country's currency, the rest to fill in. */
export function timeSavingToForm(site: Site): TimeSavingValues {
  const saved = site.timeSaving;
  return {
    isTimeSave: site.isTimeSave,
    roundIntervalMinutes: saved?.roundIntervalMinutes ?? DEFAULT_ROUND_INTERVAL,
    cleaningMinutesPerRoom: saved?.cleaningMinutesPerRoom ?? null,
    employerCostPerHour: saved?.employerCostPerHour ?? null,
    currency: saved?.currency ?? findCountry(site.country)?.currency ?? '',
  };
}

const ONE_DAY = { value: MINUTES_A_DAY, message: 'oneDay' } as const;

export const timeSavingRules: FormRules<TimeSavingValues> = (values) => ({
  roundIntervalMinutes: numberRule(values.roundIntervalMinutes, { integer: true, min: AT_LEAST_ONE, max: ONE_DAY }),
  cleaningMinutesPerRoom: numberRule(values.cleaningMinutesPerRoom, { min: POSITIVE, max: ONE_DAY }),
  employerCostPerHour: numberRule(values.employerCostPerHour, { min: NOT_NEGATIVE }),
  currency: chosen(values.currency),
});

/** `PUT /api/site/timeSaving/{id}`; only called once the rules pass. */
export const timeSavingBody = (values: TimeSavingValues): SiteTimeSavingBody => ({
  isTimeSave: values.isTimeSave,
  roundIntervalMinutes: values.roundIntervalMinutes ?? DEFAULT_ROUND_INTERVAL,
  cleaningMinutesPerRoom: values.cleaningMinutesPerRoom ?? 0,
  employerCostPerHour: values.employerCostPerHour ?? 0,
  currency: values.currency,
});
