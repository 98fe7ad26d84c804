/**
 * Durations of alerts, per language. Whole minutes in, text out:
 * - {@link formatDuration}: the two largest units in the language's narrow unit words
 *   ("2d 3h", "3h 12m", "12m"; "2 י׳ 3 שע׳" in Hebrew) for live and closed alerts;
 * - {@link formatHoursMinutes}: hours and minutes as `h:mm` ("125:07"), the offline
 *   report's measure, which adds up across a month and compares at a glance.
 */

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

const unitFormats = new Map<string, Intl.NumberFormat>();
function unit(locale: string, name: 'day' | 'hour' | 'minute'): Intl.NumberFormat {
  const key = `${locale}|${name}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow', maximumFractionDigits: 0 });
    unitFormats.set(key, format);
  }
  return format;
}

/** Whole minutes as their two largest units; a part that is 0 is left out ("2d", not "2d 0h"). */
export function formatDuration(minutes: number, locale: string): string {
  const total = Math.max(0, Math.floor(minutes));
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.floor((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  const parts: string[] = [];
  if (days > 0) {
    parts.push(unit(locale, 'day').format(days));
    if (hours > 0) parts.push(unit(locale, 'hour').format(hours));
  } else if (hours > 0) {
    parts.push(unit(locale, 'hour').format(hours));
    if (rest > 0) parts.push(unit(locale, 'minute').format(rest));
  } else {
    parts.push(unit(locale, 'minute').format(rest));
  }
  return parts.join(' ');
}

/** Whole minutes as `h:mm`, hours not wrapping at a day; digits and grouping in the language's style. */
export function formatHoursMinutes(minutes: number, locale: string): string {
  const total = Math.max(0, Math.floor(minutes));
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.floor(total / MINUTES_PER_HOUR));
  const rest = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }).format(total % MINUTES_PER_HOUR);
  return `${hours}:${rest}`;
}
