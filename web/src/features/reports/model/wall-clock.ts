/**
 * An instant as the wall clock of a time zone read it, as a Date whose UTC fields hold that
 * wall time. Spreadsheets have no time zones: a workbook cell written from this Date shows the
 * site's own time (what the screens show), whoever opens the file wherever.
 */
export function wallClock(iso: string, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

/** A site-local calendar day (`2026-11-24`) as a spreadsheet date. */
export function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}
