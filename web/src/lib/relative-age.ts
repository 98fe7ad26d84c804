/**
 * "5 minutes ago" on every screen: how long ago a moment was, in the largest whole unit, as
 * a signed value and unit for `Intl.RelativeTimeFormat` (negative: in the past). Screens
 * differ only in the units they show, so they share one rule and pass their units.
 */

export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

export interface RelativeAge {
  value: number;
  unit: AgeUnit;
}

export interface AgeUnits {
  /** Under a minute in seconds (a device's last signal, a board's last update); otherwise "this minute". */
  seconds?: boolean;
  /** Whole hours up to this many, then days; `Infinity` never gets to days. Default 24. */
  hoursUpTo?: number;
}

/**
 * How long ago `at` (an ISO instant or epoch milliseconds) was at `now`; null for none or
 * an unreadable one. A moment in the future (a device clock ahead) counts as now.
 */
export function relativeAge(at: string | number | null, now: Date | number, { seconds = false, hoursUpTo = 24 }: AgeUnits = {}): RelativeAge | null {
  if (at === null) return null;
  const from = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(from)) return null;
  const elapsedSeconds = Math.max(0, Math.floor((Number(now) - from) / 1000));
  // `|| 0` keeps -0 out: Intl reads both as "now", but -0 surprises a comparison.
  const past = (value: number, unit: AgeUnit): RelativeAge => ({ value: -value || 0, unit });
  if (seconds && elapsedSeconds < 60) return past(elapsedSeconds, 'second');
  const minutes = Math.floor(elapsedSeconds / 60);
  if (minutes < 60) return past(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < hoursUpTo) return past(hours, 'hour');
  return past(Math.floor(hours / 24), 'day');
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * An age in words in `locale` ("2 hours ago", "now", "לפני שעתיים"). Where the words
 * already hold the number and CLDR adds it in brackets (Hebrew's "לפני שעה (1)", "לפני
 * שעתיים (2)": an hour, two hours), the brackets are left out, as a Hebrew reader writes it.
 */
export function formatAge(age: RelativeAge, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(age.value, age.unit);
  const [words, number, close] = parts;
  if (parts.length === 3 && words?.type === 'literal' && words.value.endsWith(' (') && number?.type === 'integer' && close?.value === ')') {
    return words.value.slice(0, -2);
  }
  return parts.map((part) => part.value).join('');
}

/** How long ago `at` was, in words in `locale`; null for none or an unreadable one. */
export function formatAgo(at: string | number | null, now: Date | number, locale: string, units: AgeUnits = {}): string | null {
  const age = relativeAge(at, now, units);
  return age === null ? null : formatAge(age, locale);
}
