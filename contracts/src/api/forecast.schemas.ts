import Type from 'typebox';
import { RoomFilterFields } from './filter-fields.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/** How far ahead the forecast may look, in site-local days. */
export const FORECAST_MAX_DAYS = 14;

/** `GET /api/forecast`: a site, how many days from today, and the room filters (rooms, building, floor, gender). */
export const ForecastQuerystring = Type.Object(
  {
    siteId: Type.String({ minLength: 1, maxLength: 100 }),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: FORECAST_MAX_DAYS, default: 7, description: 'Site-local days to forecast, today first' })),
    rooms: RoomFilterFields.rooms,
    building: RoomFilterFields.building,
    floor: RoomFilterFields.floor,
    gender: RoomFilterFields.gender,
  },
  { additionalProperties: false },
);
export type ForecastQuerystring = Type.Static<typeof ForecastQuerystring>;

const Expected = (what: string) => Nullable(Type.Number({ minimum: 0 }), { description: `${what} expected, to one decimal; null: no history to forecast from` });
const Rounds = Nullable(Type.Integer({ minimum: 0 }), {
  description: "Cleaning rounds implied: expected visitors / the counter threshold (the room's, else the site's), rounded up, at least the scheduled rounds; null: no history and nothing scheduled",
});

/** One room in one shift of one day. */
export const ForecastRoom = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  visits: Expected('Visitors'),
  complaints: Expected('Complaints (cleaning and maintenance, after the 60 s repeat rule)'),
  rounds: Rounds,
});
export type ForecastRoom = Type.Static<typeof ForecastRoom>;

/** One shift of one day: the site's (filtered rooms') totals and each room, busiest first. */
export const ForecastShift = Type.Object({
  shiftNumber: Type.Integer({ minimum: 0, description: '0: hours outside every shift' }),
  shiftName: Type.String({ description: "The shift's name; empty for shift 0" }),
  visits: Expected('Visitors of the rooms with history'),
  complaints: Expected('Complaints of the rooms with history'),
  rounds: Nullable(Type.Integer({ minimum: 0 }), { description: "The rooms' implied rounds summed" }),
  rooms: Type.Array(ForecastRoom, { description: 'Most expected visitors first (rooms without history last), then by name' }),
});
export type ForecastShift = Type.Static<typeof ForecastShift>;

export const ForecastDay = Type.Object({
  date: Type.String({ description: 'Site-local day; a night shift counts for the day it starts' }),
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Sunday' }),
  shifts: Type.Array(ForecastShift, { description: 'By shift number; shift 0 (outside every shift) only when something is expected in it' }),
});
export type ForecastDay = Type.Static<typeof ForecastDay>;

const ErrorMeasure = Type.Object({
  mae: Type.Number({ description: 'Mean absolute error per room-shift' }),
  wape: Nullable(Type.Number(), { description: 'Sum of absolute errors / sum of actual counts (null when nothing was counted)' }),
});

/** The forecast's error on the last complete week, forecast from the weeks before it only. */
export const ForecastBacktest = Type.Object({
  from: Type.String(),
  to: Type.String(),
  cells: Type.Integer({ description: 'Room-shifts compared' }),
  visits: ErrorMeasure,
  complaints: ErrorMeasure,
});
export type ForecastBacktest = Type.Static<typeof ForecastBacktest>;

/** Expected visitors, complaints and the cleaning rounds they imply, per day, shift and room (issue 18). */
export const ForecastResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  method: Type.String({ description: 'How the figures are made (weekly profile over the last weeks)' }),
  weeks: Type.Integer({ description: 'Past weeks averaged' }),
  days: Type.Array(ForecastDay),
  backtest: Nullable(ForecastBacktest, { description: 'Null when there is not enough history before the last complete week' }),
});
export type Forecast = Type.Static<typeof ForecastResponse>;
