/**
 * Number and date formats of the dashboard (spec §9), per locale: counts above 999 show
 * as k, minutes above 999 as hours; everything else through Intl in the chosen language.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, maximumFractionDigits: number, signed = false): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}|${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    // signDisplay 'negative': a value that rounds to zero reads "0", never "-0"; a signed
    // change ('exceptZero') reads "+1.5" or "-1.5", and also "0" when it rounds to zero.
    format = new Intl.NumberFormat(locale, { maximumFractionDigits, signDisplay: signed ? 'exceptZero' : 'negative' });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return numberFormat(locale, maximumFractionDigits).format(value);
}

/** Above 999 a count shows in thousands with one decimal and a k: 1234 → "1.2k". */
export function formatCount(value: number, locale: string): string {
  if (Math.abs(value) > 999) return `${numberFormat(locale, 1).format(value / 1000)}k`;
  return numberFormat(locale, 2).format(value);
}

/** What minutes show in: minutes, or hours (spec §9: above 999 minutes). */
export type MinutesUnit = 'minutes' | 'hours';

/** Spec §9: minutes above this many show as hours. */
const MOST_MINUTES_SHOWN = 999;

/**
 * The unit minutes show in (spec §9): hours above 999 minutes. Figures read together (an
 * axis and its tooltip, two figures compared and their difference) pass their largest, so
 * they share one unit.
 */
export function minutesUnit(largest: number): MinutesUnit {
  return Math.abs(largest) > MOST_MINUTES_SHOWN ? 'hours' : 'minutes';
}

export interface MinutesOptions {
  /** The unit to show in (see {@link minutesUnit}); by default the value's own. */
  unit?: MinutesUnit;
  /** A sign on a rise too ("+1.5 h"), as a difference shows. */
  signed?: boolean;
  /** Decimals of a value shown in minutes (2 unless said); hours show one. */
  minuteDecimals?: number;
}

/**
 * Minutes as their number and unit word apart (spec §9: hours above 999), for a layout that
 * keeps the number left to right (`<bdi>`); {@link formatMinutes} joins them.
 */
export function minutesParts(minutes: number, locale: string, units: { minutes: string; hours: string }, options: MinutesOptions = {}): { number: string; unit: string } {
  const { unit = minutesUnit(minutes), signed = false, minuteDecimals = 2 } = options;
  if (unit === 'hours') return { number: numberFormat(locale, 1, signed).format(minutes / 60), unit: units.hours };
  return { number: numberFormat(locale, minuteDecimals, signed).format(minutes), unit: units.minutes };
}

/** Minutes above 999 show as hours (one decimal); `unit` words come from the dictionary. */
export function formatMinutes(minutes: number, locale: string, units: { minutes: string; hours: string }, options: MinutesOptions = {}): string {
  const parts = minutesParts(minutes, locale, units, options);
  return `${parts.number} ${parts.unit}`;
}

/** A site-local calendar date (yyyy-mm-dd) in the locale's short form, without shifting zones. */
export function formatLocalDate(date: string, locale: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** An instant shown in the site's time zone. */
export function formatInstant(iso: string, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage (6.9 → "6.9%") as the language writes it ("6,9 %" in Russian, "6,9%" in
 * Polish): one percent format per language, through Intl like every other number.
 */
export function formatPercent(value: number, locale: string, maximumFractionDigits = 1): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits, signDisplay: 'negative' });
    percentFormats.set(key, format);
  }
  return format.format(value / 100);
}

/** SLA minutes (spec §9): rounded up below 1, so a fast response never reads as 0; otherwise rounded. */
export const roundSlaMinutes = (minutes: number): number => (minutes > 0 && minutes < 1 ? 1 : Math.round(minutes));
