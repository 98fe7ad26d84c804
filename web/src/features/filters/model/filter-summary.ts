import type { TimeType } from '@facility/contracts';
import type { ExtraFilterKind } from '../../../config/routes.ts';
import type { ExtraField, ExtraFilter } from '../../../stores/filter-rules.ts';
import type { DateRange } from '../../../stores/time-range.ts';

/**
 * What the folded filter bar says on a phone (issue 19): one short line with the period and
 * which rooms the figures cover, and how many extra filters are on. Pure: it returns
 * descriptors, the component words them in the reader's language.
 */

/** A preset is named by its time type; a custom range is shown as its two dates. */
export type PeriodSummary = { kind: 'preset'; timeType: Exclude<TimeType, 'custom_time'> } | { kind: 'range'; range: DateRange };

/** Which rooms the figures cover, from the narrowest choice made in the extra panel. */
export type ScopeSummary =
  | { kind: 'allRooms'; count: number }
  | { kind: 'room'; roomId: string }
  | { kind: 'rooms'; count: number }
  | { kind: 'building'; building: string; floors: readonly number[] | null }
  | { kind: 'buildings'; count: number };

/** The extra fields a panel kind offers: a room screen's panel has only shift and days. */
const FIELDS_BY_KIND: Record<ExtraFilterKind, readonly ExtraField[]> = {
  full: ['rooms', 'building', 'floor', 'gender', 'shift', 'days', 'servikName', 'hour'],
  shiftDays: ['shift', 'days'],
};

export function periodSummary(timeType: TimeType, time: DateRange): PeriodSummary {
  return timeType === 'custom_time' ? { kind: 'range', range: time } : { kind: 'preset', timeType };
}

/**
 * The rooms line: chosen rooms win over a building (the panel clears rooms when the building
 * changes, so rooms are always inside it); a single building names itself and its floors.
 * A room screen (shift and days only) is about the one room its page names: no scope then.
 */
export function scopeSummary(extra: Pick<ExtraFilter, 'rooms' | 'building' | 'floor'>, siteRoomCount: number, kind: ExtraFilterKind | undefined): ScopeSummary | null {
  if (kind === 'shiftDays') return null;
  if (kind === 'full') {
    if (extra.rooms?.length === 1) return { kind: 'room', roomId: extra.rooms[0]! };
    if (extra.rooms && extra.rooms.length > 1) return { kind: 'rooms', count: extra.rooms.length };
    if (extra.building?.length === 1) return { kind: 'building', building: extra.building[0]!, floors: extra.floor };
    if (extra.building && extra.building.length > 1) return { kind: 'buildings', count: extra.building.length };
  }
  return { kind: 'allRooms', count: siteRoomCount };
}

/**
 * How many extra filters are on, counting only the fields the screen's panel offers (a rooms
 * filter left from the analytics screen does not apply to a room screen, so it is not counted
 * there). The hour a chart click sets counts: it narrows the figures like any other field.
 */
export function activeFilterCount(extra: ExtraFilter, kind: ExtraFilterKind | undefined): number {
  if (!kind) return 0;
  return FIELDS_BY_KIND[kind].filter((field) => extra[field] !== null).length;
}

/**
 * A custom period as one short range in the reader's locale ("Nov 1 – 10", "1–10 בנוב׳"):
 * Intl words the range itself, so the dash, the order and the shared month follow the
 * language. The year shows only when the range crosses one, to keep the line short.
 */
export function formatPeriodRange({ timeFrom, timeTo }: DateRange, locale: string): string {
  const from = utcDate(timeFrom);
  const to = utcDate(timeTo);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
  if (from.getUTCFullYear() !== to.getUTCFullYear()) options.year = 'numeric';
  return new Intl.DateTimeFormat(locale, options).formatRange(from, to);
}

const utcDate = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
