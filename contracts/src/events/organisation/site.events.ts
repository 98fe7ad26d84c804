import Type from 'typebox';

/**
 * Site events (DOMAIN.md "Organisation"), stored in the stream {@link siteStreamId}. A
 * site belongs to one company, has an IANA time zone in which its days, shifts and
 * holidays are read, and carries its shifts, holidays, off-days and time-saving
 * parameters. Who made each change is in the event metadata.
 */

/** Site types (spec §9); the type hides navigation items (spec §4). */
export const SITE_TYPES = ['operation', 'survey', 'task', 'realtime', 'cleandex'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** Whether a site is in service; a new site is `active` (spec §9). */
export const SITE_STATUSES = ['active', 'inactive'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** The usual shift names (spec §3); any other name of up to 50 characters is accepted too. */
export const SHIFT_NAMES = ['morning', 'afternoon', 'night'] as const;

/** Defaults applied to a new site (spec §3, §9; the counter threshold from DOMAIN.md "Calls"). */
export const SITE_DEFAULTS = {
  type: 'operation',
  status: 'active',
  cleaningServiceProviderId: 5,
  managementServiceProviderId: 4,
  isTimeSave: true,
  exposures: true,
  alerts: true,
  counterThreshold: 30,
} as const;

/** A calendar date, ISO `yyyy-mm-dd`, read in the site's time zone. */
const IsoDate = Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A site-local wall-clock time `HH:mm` (00:00-23:59). */
const LocalTime = Type.String({ maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Where the site is; `radius` (metres, > 0) is the distance within which staff count as on site. */
export const SiteLocation = Type.Object(
  {
    address: Text(300),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    radius: Type.Number({ exclusiveMinimum: 0 }),
  },
  { additionalProperties: false },
);
export type SiteLocation = Type.Static<typeof SiteLocation>;

/**
 * A site's descriptive fields: everything `UpdateSiteDetails` may change. Optional texts
 * and numbers are `null` when not given, so a record is always complete.
 */
export const SiteDetails = Type.Object({
  name: Text(100),
  description: Nullable(Type.String({ maxLength: 1000 })),
  type: Type.Enum(SITE_TYPES),
  status: Type.Enum(SITE_STATUSES),
  country: Text(100),
  state: Text(100),
  city: Text(100),
  /** The business sector (the list `GET site/sectors` offers, e.g. offices, retail, healthcare). */
  sector: Text(100),
  /** Floor area in square metres. */
  buildingArea: Nullable(Type.Number({ exclusiveMinimum: 0 })),
  /** The date the site went into service. */
  officialStartDate: IsoDate,
  /** IANA time zone (`Asia/Jerusalem`, `UTC`): local days, hours and shifts follow it, DST included. */
  timezone: Text(100),
  location: SiteLocation,
  /** The provider cleaning the site (legacy numeric provider id; default 5). */
  cleaningServiceProviderId: Type.Integer({ minimum: 1 }),
  /** The provider managing the site (legacy numeric provider id; default 4). */
  managementServiceProviderId: Type.Integer({ minimum: 1 }),
  /** Whether exposures (people in front of feedback devices) are shown. */
  exposures: Type.Boolean(),
  /** Whether alerts (escalation emails / API calls) are sent. */
  alerts: Type.Boolean(),
  /** An http(s) page shown embedded in the site's dashboard. */
  embeddedLink: Nullable(Type.String({ pattern: '^https?://', maxLength: 2000 })),
  /** How many cleaners work at the site. */
  cleanersNumber: Nullable(Type.Integer({ minimum: 0 })),
  /** Visitors counted since the last cleaner arrival that open a `counter` call (DOMAIN.md "Calls"). */
  counterThreshold: Type.Integer({ minimum: 1 }),
});
export type SiteDetails = Type.Static<typeof SiteDetails>;

/** A site was created: the full record with defaults applied. */
export const SiteCreated = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  companyId: Type.String({ minLength: 1 }),
  ...SiteDetails.properties,
  /** Whether time saved and estimated ROI are computed for the site (changed with `SiteTimeSavingSet`). */
  isTimeSave: Type.Boolean(),
});
export type SiteCreated = Type.Static<typeof SiteCreated>;

/** Some of a site's descriptive fields changed; carries only those (`null` cleared an optional one). */
export const SiteDetailsUpdated = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  ...Type.Partial(SiteDetails).properties,
});
export type SiteDetailsUpdated = Type.Static<typeof SiteDetailsUpdated>;

/**
 * A work shift. `start`/`end` are site-local; `end` before `start` means the shift crosses
 * midnight and ends on the next day. `days` are the weekdays the shift starts on, 1 =
 * Sunday .. 7 = Saturday (spec §9). A call open longer than `minSla` minutes is late,
 * longer than `maxSla` it escalates. Active shifts never overlap.
 */
export const SiteShift = Type.Object(
  {
    shiftNumber: Type.Integer({ minimum: 1 }),
    shiftName: Text(50),
    start: LocalTime,
    end: LocalTime,
    days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
    minSla: Type.Integer({ minimum: 1 }),
    maxSla: Type.Integer({ minimum: 1 }),
    roomIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { uniqueItems: true }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SiteShift = Type.Static<typeof SiteShift>;

/** The site's shifts were replaced; sorted by `shiftNumber`, days and room ids sorted. */
export const SiteShiftsSet = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  shifts: Type.Array(SiteShift),
});
export type SiteShiftsSet = Type.Static<typeof SiteShiftsSet>;

/**
 * A holiday: site-local dates `start`..`end` inclusive, for the shifts numbered in
 * `shiftIds` (empty: every shift). Names are under 25 characters (spec §5).
 */
export const SiteHoliday = Type.Object(
  {
    name: Text(24),
    start: IsoDate,
    end: IsoDate,
    shiftIds: Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SiteHoliday = Type.Static<typeof SiteHoliday>;

/** The site's holidays were replaced; sorted by start date, then name. */
export const SiteHolidaysSet = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  holidays: Type.Array(SiteHoliday),
});
export type SiteHolidaysSet = Type.Static<typeof SiteHolidaysSet>;

/** The years a site's calendar (its off-days, the public holidays it imports) can name. */
export const CALENDAR_YEARS = { min: 1970, max: 2100 } as const;

/** A single site-local day off (spec §3: name, year, month, day); names under 25 characters. */
export const SiteOffDay = Type.Object(
  {
    name: Text(24),
    year: Type.Integer({ minimum: CALENDAR_YEARS.min, maximum: CALENDAR_YEARS.max }),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    day: Type.Integer({ minimum: 1, maximum: 31 }),
  },
  { additionalProperties: false },
);
export type SiteOffDay = Type.Static<typeof SiteOffDay>;

/** The site's off-days were replaced; sorted by date, one per date. */
export const SiteOffDaysSet = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  offDays: Type.Array(SiteOffDay),
});
export type SiteOffDaysSet = Type.Static<typeof SiteOffDaysSet>;

/**
 * Time-saving parameters (DOMAIN.md "Overview series"): planned cleaning rounds are shift
 * minutes / `roundIntervalMinutes`; each round not needed saves `cleaningMinutesPerRoom`;
 * the estimated ROI prices saved hours at `employerCostPerHour` in `currency` (ISO 4217).
 */
export const SiteTimeSaving = Type.Object({
  isTimeSave: Type.Boolean(),
  roundIntervalMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  cleaningMinutesPerRoom: Type.Number({ exclusiveMinimum: 0, maximum: 1440 }),
  employerCostPerHour: Type.Number({ minimum: 0 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});
export type SiteTimeSaving = Type.Static<typeof SiteTimeSaving>;

/** The site's time-saving parameters were set. */
export const SiteTimeSavingSet = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  ...SiteTimeSaving.properties,
});
export type SiteTimeSavingSet = Type.Static<typeof SiteTimeSavingSet>;

/** How complaints and counted visitors open calls at a site (spec §3 "Call"; DOMAIN.md "Calls"). */
export const CALL_MODES = ['sequential', 'ratio'] as const;
export type CallMode = (typeof CALL_MODES)[number];

/**
 * A named service (spec §3 `servikName`, with its `servikCategory`): the problem buttons it
 * answers for. The analyses' service-name filter narrows complaints and calls to these problems.
 */
export const SiteService = Type.Object(
  {
    name: Text(50),
    category: Type.Union([Type.Literal('cleaning'), Type.Literal('maintenance')]),
    /** Problem label keys (`dirty_floor`, `no_soap`...) this service answers for; each in at most one service of the site. */
    problems: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SiteService = Type.Static<typeof SiteService>;

/**
 * A site's call rules (spec §3 "Call": servikCategory, gapInMinutes, schedule call time; call
 * modes sequential and ratio). `sequential` (the default): every complaint opens or joins a
 * call, and each `counterThreshold` visitors since the last cleaning open a counter call.
 * `ratio`: cleaning complaints open a call only once they reach `ratioPercent` % of the visitors
 * counted since the last cleaning (a room without counted visitors calls on every complaint);
 * maintenance complaints, the visitor's call button and manual calls are not held back, and
 * counter calls work as in sequential mode. Once a call is open, complaints join it.
 * `gapInMinutes`: after a room's call is resolved, no complaint, call button, counter,
 * scheduled or Cleandex trigger of that category opens a call there for that long (manual
 * calls still do); problems held back by the gap or the ratio ride on the next complaint call.
 * `scheduledCallTimes`: site-local times at which every room covered by a working shift that
 * had visitors since its last cleaning, and has no cleaning call open, gets a counter call
 * (problem `scheduled_round`). `cleandexThreshold`: the Cleandex score below which a
 * `cleandex` call opens, once per room until its next cleaning and not over an open cleaning
 * call (null: no Cleandex calls).
 */
export const SiteCallSettings = Type.Object(
  {
    mode: Type.Enum(CALL_MODES),
    ratioPercent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
    gapInMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    scheduledCallTimes: Type.Array(LocalTime, { maxItems: 48, uniqueItems: true }),
    cleandexThreshold: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
    services: Type.Array(SiteService, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type SiteCallSettings = Type.Static<typeof SiteCallSettings>;

/** A site's call rules before any were set. */
export const DEFAULT_CALL_SETTINGS: SiteCallSettings = {
  mode: 'sequential',
  ratioPercent: 5,
  gapInMinutes: 0,
  scheduledCallTimes: [],
  cleandexThreshold: 60,
  services: [],
};

/** The site's call rules were replaced (times and services sorted). */
export const SiteCallSettingsSet = Type.Object({
  siteId: Type.String({ minLength: 1 }),
  ...SiteCallSettings.properties,
});
export type SiteCallSettingsSet = Type.Static<typeof SiteCallSettingsSet>;

/** A site was deleted; the stream refuses further commands. */
export const SiteDeleted = Type.Object({
  siteId: Type.String({ minLength: 1 }),
});
export type SiteDeleted = Type.Static<typeof SiteDeleted>;

/** Schemas of the site events' `data`, keyed by event type. */
export const SiteEventSchemas = {
  SiteCreated,
  SiteDetailsUpdated,
  SiteShiftsSet,
  SiteHolidaysSet,
  SiteOffDaysSet,
  SiteTimeSavingSet,
  SiteCallSettingsSet,
  SiteDeleted,
} as const;

/** The site event types. */
export type SiteEventType = keyof typeof SiteEventSchemas;
export const SITE_EVENT_TYPES = Object.keys(SiteEventSchemas) as SiteEventType[];

/** A site event as a decider produces it (`type` plus `data`). */
export type SiteEvent =
  | { type: 'SiteCreated'; data: SiteCreated }
  | { type: 'SiteDetailsUpdated'; data: SiteDetailsUpdated }
  | { type: 'SiteShiftsSet'; data: SiteShiftsSet }
  | { type: 'SiteHolidaysSet'; data: SiteHolidaysSet }
  | { type: 'SiteOffDaysSet'; data: SiteOffDaysSet }
  | { type: 'SiteTimeSavingSet'; data: SiteTimeSavingSet }
  | { type: 'SiteCallSettingsSet'; data: SiteCallSettingsSet }
  | { type: 'SiteDeleted'; data: SiteDeleted };

/** Each site has its own stream. */
export const siteStreamId = (siteId: string): string => `org-site-${siteId}`;
