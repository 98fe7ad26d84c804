import Type from 'typebox';
import { Nullable } from './schema-helpers.ts';

/**
 * What-if replays (issue 18): the call rules re-run over a past period of a site with
 * other settings, in memory, beside what really happened.
 */

/** The longest period a what-if replays, in site-local days. */
export const WHAT_IF_MAX_DAYS = 92;

const LocalDate = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Site-local date, yyyy-mm-dd' });

export const WhatIfShiftSla = Type.Object(
  {
    shiftNumber: Type.Integer({ minimum: 1, maximum: 100, description: "One of the site's shifts" }),
    minSla: Type.Integer({ minimum: 1, maximum: 1440, description: 'Minutes after which an open call is late' }),
    maxSla: Type.Integer({ minimum: 1, maximum: 1440, description: 'Minutes after which an open call escalates (at least minSla)' }),
  },
  { additionalProperties: false },
);
export type WhatIfShiftSla = Type.Static<typeof WhatIfShiftSla>;

/** The settings a what-if may change; an absent one keeps the site's. */
export const WhatIfSettings = Type.Object(
  {
    counterThreshold: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: "Visitors since the last cleaning that open a counter call, for every room (rooms' own thresholds included)" })),
    shifts: Type.Optional(Type.Array(WhatIfShiftSla, { maxItems: 20, description: 'SLA minutes per shift; shifts left out keep theirs' })),
    roundIntervalMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440, description: 'Cleaning round interval of the time-saving parameters (planned rounds = shift minutes / interval)' })),
    repeatWindowSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600, description: 'A press of the same problem on the same device within this window counts once (real: 60)' })),
  },
  { additionalProperties: false },
);
export type WhatIfSettings = Type.Static<typeof WhatIfSettings>;

/** `POST /api/what-if`. */
export const WhatIfRequest = Type.Object(
  {
    siteId: Type.String({ minLength: 1, maxLength: 100 }),
    from: LocalDate,
    to: Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `Site-local date, yyyy-mm-dd, inclusive; at most ${WHAT_IF_MAX_DAYS} days after from` }),
    settings: WhatIfSettings,
  },
  { additionalProperties: false },
);
export type WhatIfRequest = Type.Static<typeof WhatIfRequest>;

/** `GET /api/what-if/settings?siteId=`: the settings the site really runs on, to start a what-if from. */
export const WhatIfSettingsQuerystring = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type WhatIfSettingsQuerystring = Type.Static<typeof WhatIfSettingsQuerystring>;

export const WhatIfRealSettings = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  counterThreshold: Type.Integer(),
  /** Rooms with a counter threshold of their own (a what-if threshold replaces theirs too). */
  roomsWithOwnThreshold: Type.Integer({ minimum: 0 }),
  shifts: Type.Array(
    Type.Object({ shiftNumber: Type.Integer(), shiftName: Type.String(), start: Type.String(), end: Type.String(), minSla: Type.Integer(), maxSla: Type.Integer(), active: Type.Boolean() }),
  ),
  roundIntervalMinutes: Nullable(Type.Integer(), { description: 'Null when the site does not compute time saving' }),
  repeatWindowSeconds: Type.Integer(),
  currency: Nullable(Type.String()),
});
export type WhatIfRealSettings = Type.Static<typeof WhatIfRealSettings>;

/** The figures compared, over the calls opened in the period as they stood at its end. */
export const WhatIfFigures = Type.Object({
  callsOpened: Type.Integer({ minimum: 0 }),
  late: Type.Integer({ minimum: 0, description: "Calls open at least their shift's min SLA (answered after it, or still open at the period's end)" }),
  escalated: Type.Integer({ minimum: 0, description: "Calls escalated (open past their shift's max SLA) by the period's end" }),
  resolved: Type.Integer({ minimum: 0 }),
  averageResponseMinutes: Nullable(Type.Number(), { description: 'Mean response minutes of the resolved calls' }),
  medianResponseMinutes: Nullable(Type.Number()),
  timeSavedMinutes: Nullable(Type.Number(), { description: 'Null when the site does not compute time saving' }),
  roi: Nullable(Type.Number(), { description: 'time saved / 60 x employer cost per hour, in the currency' }),
  openedByDay: Type.Array(Type.Object({ date: Type.String(), opened: Type.Integer({ minimum: 0 }) })),
});
export type WhatIfFigures = Type.Static<typeof WhatIfFigures>;

export const WhatIfResult = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  from: Type.String(),
  to: Type.String(),
  settings: WhatIfSettings,
  currency: Nullable(Type.String()),
  /** Events decided (the warm-up before the period included). */
  events: Type.Integer({ minimum: 0 }),
  seconds: Type.Number({ minimum: 0 }),
  actual: WhatIfFigures,
  whatIf: WhatIfFigures,
});
export type WhatIfResult = Type.Static<typeof WhatIfResult>;

/**
 * One line of the `application/x-ndjson` answer of `POST /api/what-if`: progress lines
 * (`done` from 0 to 1), then one `result` line, or an `error` line if the replay failed
 * after the answer had started.
 */
export const WhatIfLineSchema = Type.Union([
  Type.Object({ type: Type.Literal('progress'), done: Type.Number({ minimum: 0, maximum: 1 }), events: Type.Integer({ minimum: 0, description: 'Events decided so far' }) }),
  Type.Object({ type: Type.Literal('result'), result: WhatIfResult }),
  Type.Object({ type: Type.Literal('error'), title: Type.String() }),
]);
export type WhatIfLine = Type.Static<typeof WhatIfLineSchema>;
