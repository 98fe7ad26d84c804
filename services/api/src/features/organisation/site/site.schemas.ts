import { SiteDetails, SiteHoliday, SiteOffDay, SiteShift, SiteTimeSaving } from '@facility/contracts';
import { Type, type Static } from '@fastify/type-provider-typebox';

/** Request and response schemas of the site routes, built from the contracts' site schemas. */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const details = SiteDetails.properties;
const optionalDetails = Type.Partial(SiteDetails).properties;
const { isTimeSave: _isTimeSave, ...timeSavingParameters } = SiteTimeSaving.properties;

export const SiteIdParams = Type.Object({ id: Id });

/** `POST /api/site`: the CreateSite command without its id (the server makes one); left-out fields take the defaults of a new site. */
export const CreateSiteBody = Type.Object({
  companyId: Id,
  ...optionalDetails,
  name: details.name,
  country: details.country,
  state: details.state,
  city: details.city,
  sector: details.sector,
  timezone: details.timezone,
  location: details.location,
  isTimeSave: Type.Optional(Type.Boolean()),
});
export type CreateSiteBody = Static<typeof CreateSiteBody>;

/** `PUT /api/site`: UpdateSiteDetails; fields left out stay, `null` clears an optional one. */
export const UpdateSiteBody = Type.Object({ siteId: Id, ...optionalDetails });

/** `DELETE /api/site`. */
export const DeleteSiteBody = Type.Object({ siteId: Id });

/** `PUT /api/site/offdays/{id}`: replaces the off-days, and the holidays when given. */
export const OffDaysBody = Type.Object({
  offDays: Type.Array(SiteOffDay, { maxItems: 1000 }),
  holidays: Type.Optional(Type.Array(SiteHoliday, { maxItems: 1000 })),
});

export const OffDaysResponse = Type.Object({
  siteId: Type.String(),
  offDays: Type.Array(SiteOffDay),
  holidays: Type.Array(SiteHoliday),
});

/**
 * `POST /api/site/shifts/{id}` (spec §7): replaces the site's shifts. `companyId` must be
 * the site's company; `utcOffset` and `language` are accepted from the legacy client and
 * ignored (shift times are read in the site's IANA time zone).
 */
export const SetShiftsBody = Type.Object({
  companyId: Id,
  utcOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14 })),
  language: Type.Optional(Type.String({ maxLength: 10 })),
  shifts: Type.Array(SiteShift, { maxItems: 100 }),
});

/** `DELETE /api/site/shifts/{id}?companyId=`: `companyId`, when given, must be the site's company. */
export const ClearShiftsQuery = Type.Object({ companyId: Type.Optional(Id) });

/** A site as the read model holds it. */
export const SiteResponse = Type.Object({
  siteId: Type.String(),
  companyId: Type.String(),
  ...details,
  isTimeSave: Type.Boolean(),
  shifts: Type.Array(SiteShift),
  holidays: Type.Array(SiteHoliday),
  offDays: Type.Array(SiteOffDay),
  /** Null until time saving is first set. */
  timeSaving: Type.Union([Type.Object(timeSavingParameters), Type.Null()]),
  deleted: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type SiteResponse = Static<typeof SiteResponse>;

/** A room as `GET /api/room/staticRooms` lists it (spec §3 "Room" field names). */
export const StaticRoom = Type.Object({
  id: Type.String(),
  siteId: Type.String(),
  displayName: Type.String(),
  room_name_en: Type.String(),
  roomType: Type.String(),
  floor: Type.Union([Type.Integer(), Type.Null()]),
  building: Type.Union([Type.String(), Type.Null()]),
  zone: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  is_calculated: Type.Boolean(),
  pinned: Type.Boolean(),
  ref_id: Type.String(),
  cells_num: Type.Integer(),
  sinks_num: Type.Integer(),
  urinals_num: Type.Integer(),
  toilet_paper_size: Type.Union([Type.String(), Type.Null()]),
});

/**
 * `GET /api/room/staticRooms`: `building`, `floor`, `gender` and `zone` are JSON-decoded
 * (`["A","B"]`, `[3,4]`, or a single bare value); `null` or `[]` means no filter.
 */
export const StaticRoomsQuery = Type.Object({
  siteId: Type.Optional(Id),
  companyId: Type.Optional(Id),
  building: Type.Optional(Type.String({ maxLength: 2000 })),
  floor: Type.Optional(Type.String({ maxLength: 2000 })),
  gender: Type.Optional(Type.String({ maxLength: 2000 })),
  zone: Type.Optional(Type.String({ maxLength: 2000 })),
});
