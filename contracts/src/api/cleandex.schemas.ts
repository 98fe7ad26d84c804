import Type from 'typebox';
import { TIME_TYPES, VIEW_UNITS } from '../domain/time-filter.ts';
import { TimeFilterFields } from './filter-fields.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * The Cleandex (README "Cleandex"): each room's cleanliness score, 0..100, from what
 * happened since its last cleaner arrival, and the score over time.
 */

const Instant = Type.String({ format: 'date-time' });
const SiteId = Type.String({ minLength: 1, maxLength: 200 });
const Score = (description: string) => Type.Integer({ minimum: 0, maximum: 100, description });
const ThresholdField = Nullable(Type.Integer({ minimum: 1, maximum: 100 }), {
  description: "The site's Cleandex threshold: a score below it opens a `cleandex` call; null when the site opens none",
});

/** `GET /api/cleandex?siteId=`. */
export const CleandexQuerystring = Type.Object({ siteId: SiteId }, { additionalProperties: false });
export type CleandexQuerystring = Type.Static<typeof CleandexQuerystring>;

/** A room's Cleandex and what it is computed from. */
export const CleandexRoom = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  building: Nullable(Type.String()),
  floor: Nullable(Type.Integer()),
  score: Score('The Cleandex now: 100 just cleaned, 0 needs cleaning now'),
  inputs: Type.Object({
    visits: Type.Integer({ minimum: 0, description: 'Visitors counted since the last cleaner arrival' }),
    counterThreshold: Type.Integer({ minimum: 1, description: "The room's counter threshold (its own, else the site's): use is measured against twice it" }),
    complaints: Type.Integer({ minimum: 0, description: 'Cleaning complaints since the last cleaner arrival (after the 60 s repeat rule)' }),
    ratingsMean: Nullable(Type.Number({ minimum: 0, maximum: 100 }), { description: 'Mean rating (0-100) given since the last cleaner arrival; null without ratings' }),
    ratingCount: Type.Integer({ minimum: 0 }),
  }),
  lastCleanedAt: Nullable(Instant, { description: 'The last cleaner arrival; null when none is known' }),
  scoreUpdatedAt: Instant,
  openCall: Nullable(
    Type.Object({ callId: Type.String(), openedAt: Instant, escalatedAt: Nullable(Instant) }),
    { description: 'The open `cleandex` call of the room, if any' },
  ),
});
export type CleandexRoom = Type.Static<typeof CleandexRoom>;

/** `GET /api/cleandex?siteId=`: the site's rooms that have data, lowest score first. */
export const CleandexBoardResponse = Type.Object({
  siteId: Type.String(),
  cleandexThreshold: ThresholdField,
  rooms: Type.Array(CleandexRoom),
});
export type CleandexBoard = Type.Static<typeof CleandexBoardResponse>;

/** `GET /api/cleandex/series?siteId=&roomId=` with the time filter. */
export const CleandexSeriesQuerystring = Type.Object(
  { siteId: SiteId, roomId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "One room of the site; the site's rooms together when absent" })), ...TimeFilterFields },
  { additionalProperties: false },
);
export type CleandexSeriesQuerystring = Type.Static<typeof CleandexSeriesQuerystring>;

const LocalDay = (description: string) => Type.String({ description: `${description}, site-local yyyy-mm-dd` });

export const CleandexSeriesRow = Type.Object({
  time: LocalDay('Period start (the day, the Sunday of the week, the 1st of the month, 1 January); may precede the range'),
  startTime: LocalDay("First day counted: the period's first day, or the range's first day if later"),
  endTime: LocalDay("Last day counted: the period's last day, or the range's last day if sooner"),
  meanScore: Nullable(Type.Number({ minimum: 0, maximum: 100 }), { description: 'Mean of the scores the rooms took in the period (one per change); null without data' }),
  lowestScore: Nullable(Score('Lowest score any of the rooms reached in the period'), { description: 'Lowest score reached; null without data' }),
});
export type CleandexSeriesRow = Type.Static<typeof CleandexSeriesRow>;

export const CleandexSeriesResponse = Type.Object({
  siteId: Type.String(),
  roomId: Nullable(Type.String()),
  timezone: Type.String({ description: "The site's IANA time zone: every day and period is local to it" }),
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: LocalDay('First day of the range, inclusive'),
  timeTo: LocalDay('Last day of the range, inclusive'),
  viewTimeBy: Type.Enum(VIEW_UNITS),
  cleandexThreshold: ThresholdField,
  rows: Type.Array(CleandexSeriesRow),
});
export type CleandexSeries = Type.Static<typeof CleandexSeriesResponse>;
