/**
 * How an overview series value reads (spec §9 number formats): counts through
 * `formatCount` (k above 999), minutes through `formatMinutes` (hours above 999), the
 * score as a whole number, complaints per 100 visits to 3 decimals, money in the site's
 * currency with k above 999. One function, so a card, a tooltip and a table cell of the
 * same value always read alike.
 */
import type { SeriesName } from '@facility/contracts';
import { formatCount, formatMinutes, formatNumber } from '../../lib/format.ts';
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
