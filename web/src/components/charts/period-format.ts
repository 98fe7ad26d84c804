/**
 * Labels of the periods a time series runs over (period starts are site-local
 * `yyyy-mm-dd`): short ones for an axis, long ones for tooltips and tables.
 */
import type { ViewUnit } from '@facility/contracts';
import { formatLocalDate } from '../../lib/format.ts';

const SHORT: Record<ViewUnit, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: '2-digit' },
  year: { year: 'numeric' },
};

const LONG: Record<ViewUnit, Intl.DateTimeFormatOptions> = {
  day: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  year: { year: 'numeric' },
};

/**
 * A period start in the locale. A week reads as the date of its first day (Sunday), so a
 * caller wanting "Week of …" wraps the long form in its own sentence.
 */
export function formatPeriod(periodStart: string, unit: ViewUnit, locale: string, length: 'short' | 'long' = 'short'): string {
  return formatLocalDate(periodStart, locale, (length === 'short' ? SHORT : LONG)[unit]);
}
