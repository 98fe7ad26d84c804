/** A past moment as a number and unit for `Intl.RelativeTimeFormat` (negative: "5 minutes ago"). */
export interface Age {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

/**
 * How long ago an instant was, in the largest whole unit (under an hour in minutes, under
 * two days in hours, then days); null for none or an unreadable one. A moment in the
 * future (a device clock ahead) counts as now.
 */
export function ageOf(iso: string | null, now: Date): Age | null {
  if (iso === null) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - at) / 60_000));
  // `|| 0` turns -0 into 0, which Intl reads as "this minute".
  if (minutes < 60) return { value: -minutes || 0, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: -hours, unit: 'hour' };
  return { value: -Math.floor(hours / 24), unit: 'day' };
}
