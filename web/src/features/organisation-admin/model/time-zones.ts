/**
 * The IANA time zones a site may be in (its days, shifts and holidays are read there), as the
 * browser knows them. `UTC` is added where the engine lists only geographic zones.
 */
export function timeZones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort();
}

/** Whether the browser knows `zone` (a site's zone may be an alias such as `Asia/Tel_Aviv`). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone.trim() });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `now`, `UTC+02:00` (it changes with daylight saving time). */
export function zoneOffset(zone: string, now: Date = new Date()): string {
  if (!isTimeZone(zone)) return '';
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now).find((entry) => entry.type === 'timeZoneName');
  const text = part?.value ?? 'GMT';
  return text === 'GMT' ? 'UTC+00:00' : text.replace('GMT', 'UTC');
}

/** The browser's own zone, the default of a new site whose country has several. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
