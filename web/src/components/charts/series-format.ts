/**
 * How an overview series value reads (spec §9 number formats): counts through
 * `formatCount` (k above 999), minutes through `formatMinutes` (hours above 999), the
 * score as a whole number, complaints per 100 visits to 3 decimals, money in the site's
 * currency with k above 999. One function, so a card, a tooltip and a table cell of the
 * same value always read alike.
 */
import type { SeriesName } from '@facility/contracts';
import { scaleLinear } from '@visx/scale';
import { formatCount, formatMinutes, formatNumber, minutesUnit } from '../../lib/format.ts';
import { AXIS_TICKS } from './chart-layout.ts';
import { SERIES_KIND } from './overview-series.ts';

export interface SeriesFormatContext {
  /** `i18n.language`. */
  locale: string;
  /** Unit words from the dictionary (`common:units.minutes`, `common:units.hours`). */
  units: { minutes: string; hours: string };
  /** ISO 4217 code of money values; null shows them as plain numbers. */
  currency: string | null;
}

/** Shown where a value is undefined (no ratings, no visits, not computed). */
export const NO_VALUE = '—';

export function formatSeriesValue(name: SeriesName, value: number | null | undefined, context: SeriesFormatContext): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  switch (SERIES_KIND[name]) {
    case 'count':
      return formatCount(value, context.locale);
    case 'minutes':
      return formatMinutes(value, context.locale, context.units);
    case 'score':
      return formatNumber(value, context.locale, 0);
    case 'ratio':
      return formatNumber(value, context.locale, 3);
    case 'money':
      return formatMoney(value, context.locale, context.currency);
  }
}

/**
 * The exact value for tables and tooltips, where an analyst needs 2,013 and not "2k":
 * thousands separators of the reader's language, minutes kept in minutes, money in full.
 */
export function formatSeriesExact(name: SeriesName, value: number | null | undefined, context: SeriesFormatContext): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  switch (SERIES_KIND[name]) {
    case 'count':
      return formatNumber(value, context.locale, 2);
    case 'minutes':
      return `${formatNumber(value, context.locale, 2)} ${context.units.minutes}`;
    case 'score':
      return formatNumber(value, context.locale, 0);
    case 'ratio':
      return formatNumber(value, context.locale, 3);
    case 'money':
      return formatMoneyExact(value, context.locale, context.currency);
  }
}

/**
 * A total as a summary states it (the report's figures): exact like a table (2,013, money in
 * full), but minutes above 999 as hours (spec §9), as the cards show them.
 */
export function formatSeriesSummary(name: SeriesName, value: number | null | undefined, context: SeriesFormatContext): string {
  return SERIES_KIND[name] === 'minutes' ? formatSeriesValue(name, value, context) : formatSeriesExact(name, value, context);
}

/** How one series reads on a chart: its axis ticks and its tooltip values, in one unit. */
export interface ChartSeriesFormat {
  /** A value as the tooltip shows it, with its unit. */
  formatValue: (value: number) => string;
  /** A short axis tick, the number alone. */
  formatTick: (value: number) => string;
  /** Where the ticks go when not at the scale's own round numbers (whole hours of minutes). */
  tickValues?: number[];
  /** The unit of the bare ticks, shown at the head of the axis ("min", "h"). */
  axisUnit?: string;
}

/**
 * The chart format of a series whose axis runs from 0 to `axisTop`. Minutes follow the
 * cards' rule (spec §9, `formatMinutes`) for the whole series at once: an axis reaching above
 * 999 minutes reads in hours, its ticks at round hours and its tooltip values in hours too,
 * so no tick and no tooltip shows minutes above 999 and both read in the unit the axis names.
 * Other series: exact values in the tooltip, compact ticks (`formatSeriesTick`).
 */
export function chartSeriesFormat(name: SeriesName, axisTop: number, context: SeriesFormatContext): ChartSeriesFormat {
  const { locale, units } = context;
  if (SERIES_KIND[name] !== 'minutes') {
    return { formatValue: (value) => formatSeriesExact(name, value, context), formatTick: (value) => formatSeriesTick(name, value, locale) };
  }
  const unit = minutesUnit(axisTop);
  const formatValue = (value: number) => formatMinutes(value, locale, units, { unit });
  if (unit === 'minutes') return { formatValue, formatTick: (value) => formatSeriesTick(name, value, locale), axisUnit: units.minutes };
  return {
    formatValue,
    formatTick: (value) => formatCount(value / 60, locale),
    // The scale's round numbers of hours, as minutes (the values' own unit).
    tickValues: scaleLinear<number>({ domain: [0, axisTop / 60] })
      .ticks(AXIS_TICKS)
      .map((hours) => hours * 60),
    axisUnit: units.hours,
  };
}

/** Money in full (two decimals at most) in the locale's currency format. */
export function formatMoneyExact(value: number, locale: string, currency: string | null): string {
  if (!currency) return formatNumber(value, locale, 2);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(value);
  } catch {
    return `${formatNumber(value, locale, 2)} ${currency}`;
  }
}

/**
 * A short axis tick: the number alone (the legend names the series), with k above 999.
 * Minutes stay minutes so the ticks of one axis share a unit.
 */
export function formatSeriesTick(name: SeriesName, value: number, locale: string): string {
  const kind = SERIES_KIND[name];
  if (kind === 'ratio') return formatNumber(value, locale, 2);
  if (kind === 'score') return formatNumber(value, locale, 0);
  return formatCount(value, locale);
}

/**
 * Money in the locale's currency format; above 999 in thousands with one decimal and a k
 * right after the digits, wherever the locale puts the symbol ("₪93.1k", "93.1k ₪").
 */
export function formatMoney(value: number, locale: string, currency: string | null): string {
  if (!currency) return formatCount(value, locale);
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Math.abs(value) > 999 ? 1 : 2, minimumFractionDigits: 0 });
  } catch {
    // An unknown currency code: the number and the code.
    return `${formatCount(value, locale)} ${currency}`;
  }
  if (Math.abs(value) <= 999) return format.format(value);
  const parts = format.formatToParts(value / 1000);
  const lastDigit = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  parts.splice(lastDigit + 1, 0, { type: 'literal', value: 'k' });
  return parts.map((part) => part.value).join('');
}
