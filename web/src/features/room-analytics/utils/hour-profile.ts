import type { HourData } from '@facility/contracts';

/** One site-local hour of the day, summed over the range. */
type HourPoint = HourData['hourData'][number];

const hourFormats = new Map<string, { short: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>();
function formatsFor(locale: string) {
  let formats = hourFormats.get(locale);
  if (!formats) {
    // Hours of the day, not instants: formatted as UTC so no zone moves them.
    formats = {
      short: new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    };
    hourFormats.set(locale, formats);
  }
  return formats;
}

const at = (hour: number) => new Date(Date.UTC(2000, 0, 1, hour));

/** An hour of the day as the locale writes it: "9 AM" in English, "9" in Hebrew. */
export function hourLabel(hour: number, locale: string): string {
  return formatsFor(locale).short.format(at(hour));
}

/** The hour as a span, "9:00 – 10:00 AM". */
export function hourSpanLabel(hour: number, locale: string): string {
  return formatsFor(locale).long.formatRange(at(hour), at(hour + 1));
}

/** The busiest hour by visits (the earliest on a tie); null when nobody came. */
export function peakHour(hours: readonly HourPoint[]): HourPoint | null {
  let peak: HourPoint | null = null;
  for (const point of hours) if (point.visits > 0 && (peak === null || point.visits > peak.visits)) peak = point;
  return peak;
}

/** Nothing happened at any hour. */
export function isQuietDay(hours: readonly HourPoint[]): boolean {
  return hours.every((point) => point.visits === 0 && point.complaints === 0 && point.arrivals === 0);
}

/** All 24 hours in order, zeros where the answer lacks one. */
export function fullDay(hours: readonly HourPoint[]): HourPoint[] {
  const byHour = new Map(hours.map((point) => [point.hour, point]));
  return Array.from(
    { length: 24 },
    (_, hour) =>
      byHour.get(hour) ?? { hour, visits: 0, complaints: 0, maintenanceComplaints: 0, arrivals: 0, supervisorArrivals: 0, maintenanceArrivals: 0, exposures: 0, callsOpened: 0 },
  );
}
