/** How long ago an instant was, in the largest whole unit: for "cleaned 2 hours ago". */
export function elapsed(iso: string, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { value: -minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: -hours, unit: 'hour' };
  return { value: -Math.floor(hours / 24), unit: 'day' };
}

export function formatElapsed(iso: string, now: Date, locale: string): string {
  const { value, unit } = elapsed(iso, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
