import Type from 'typebox';
import { SiteDetails, SiteHoliday, SiteOffDay, SiteShift, SiteTimeSaving } from '../events/organisation/site.events.ts';

/** Request and response schemas of the site routes (spec §7 "Site"), built from the site events' schemas. */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const details = SiteDetails.properties;
const optionalDetails = Type.Partial(SiteDetails).properties;
const { isTimeSave: _isTimeSave, ...timeSavingParameters } = SiteTimeSaving.properties;

/** `/api/site/{id}`, `/api/site/offdays/{id}`, `/api/site/shifts/{id}`: the site. */
export const SiteIdParams = Type.Object({ id: Id });
export type SiteIdParams = Type.Static<typeof SiteIdParams>;

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
export type CreateSiteBody = Type.Static<typeof CreateSiteBody>;

/** `PUT /api/site`: UpdateSiteDetails; fields left out stay, `null` clears an optional one. */
export const UpdateSiteBody = Type.Object({ siteId: Id, ...optionalDetails });
export type UpdateSiteBody = Type.Static<typeof UpdateSiteBody>;

/** `DELETE /api/site`. */
export const DeleteSiteBody = Type.Object({ siteId: Id });
export type DeleteSiteBody = Type.Static<typeof DeleteSiteBody>;

/** `DELETE /api/site` answers 204 with no body. */
export const SiteDeletedResponse = Type.Null();

/** `PUT /api/site/offdays/{id}`: replaces the off-days, and the holidays when given. */
export const OffDaysBody = Type.Object({
  offDays: Type.Array(SiteOffDay, { maxItems: 1000 }),
  holidays: Type.Optional(Type.Array(SiteHoliday, { maxItems: 1000 })),
});
export type OffDaysBody = Type.Static<typeof OffDaysBody>;

/** `GET /api/site/offdays/{id}`: a site's off-days and holidays. */
export const OffDaysResponse = Type.Object({
  siteId: Type.String(),
  offDays: Type.Array(SiteOffDay),
  holidays: Type.Array(SiteHoliday),
});
export type OffDays = Type.Static<typeof OffDaysResponse>;

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
export type SetShiftsBody = Type.Static<typeof SetShiftsBody>;

/** `DELETE /api/site/shifts/{id}?companyId=`: `companyId`, when given, must be the site's company. */
export const ClearShiftsQuery = Type.Object({ companyId: Type.Optional(Id) });
export type ClearShiftsQuery = Type.Static<typeof ClearShiftsQuery>;

/** A site as the read model holds it: the answer of every site route that reads or changes one. */
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
export type Site = Type.Static<typeof SiteResponse>;

/** `GET /api/site`: the sites the caller may see. */
export const SiteList = Type.Array(SiteResponse);
