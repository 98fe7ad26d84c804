import Type from 'typebox';
import { SITE_SECTORS } from '../domain/sectors.ts';
import { USER_LANGUAGES } from '../domain/languages.ts';
import { COMPANY_TYPES } from '../events/organisation/company.events.ts';
import { CALENDAR_YEARS, SiteCallSettings, SiteDetails, SiteHoliday, SiteOffDay, SiteShift, SiteTimeSaving } from '../events/organisation/site.events.ts';
import { Language } from './language.schemas.ts';

/** Request and response schemas of the site routes (spec §7 "Site"), built from the site events' schemas. */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const details = SiteDetails.properties;
const optionalDetails = Type.Partial(SiteDetails).properties;
const { isTimeSave: _isTimeSave, ...timeSavingParameters } = SiteTimeSaving.properties;

/** `/api/site/{id}` and every other site route with the site's id in the path. */
export const SiteIdParams = Type.Object({ id: Id });
export type SiteIdParams = Type.Static<typeof SiteIdParams>;

/** `POST /api/site`: the CreateSite command without its id (the server makes one); left-out fields take the defaults of a new site. */
export const CreateSiteBody = Type.Object(
  {
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
  },
  { additionalProperties: false },
);
export type CreateSiteBody = Type.Static<typeof CreateSiteBody>;

/** `PUT /api/site`: UpdateSiteDetails; fields left out stay, `null` clears an optional one. */
export const UpdateSiteBody = Type.Object({ siteId: Id, ...optionalDetails }, { additionalProperties: false });
export type UpdateSiteBody = Type.Static<typeof UpdateSiteBody>;

/** `DELETE /api/site`. */
export const DeleteSiteBody = Type.Object({ siteId: Id }, { additionalProperties: false });
export type DeleteSiteBody = Type.Static<typeof DeleteSiteBody>;

/** `DELETE /api/site` answers 204 with no body. */
export const SiteDeletedResponse = Type.Null();

/** `PUT /api/site/offdays/{id}`: replaces the off-days, and the holidays when given. */
export const OffDaysBody = Type.Object(
  {
    offDays: Type.Array(SiteOffDay, { maxItems: 1000 }),
    holidays: Type.Optional(Type.Array(SiteHoliday, { maxItems: 1000 })),
  },
  { additionalProperties: false },
);
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
export const SetShiftsBody = Type.Object(
  {
    companyId: Id,
    utcOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14 })),
    language: Type.Optional(Type.String({ maxLength: 10 })),
    shifts: Type.Array(SiteShift, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type SetShiftsBody = Type.Static<typeof SetShiftsBody>;

/** `DELETE /api/site/shifts/{id}?companyId=`: `companyId`, when given, must be the site's company. */
export const ClearShiftsQuery = Type.Object({ companyId: Type.Optional(Id) }, { additionalProperties: false });
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
  /** The site's call rules; DEFAULT_CALL_SETTINGS until first set. */
  callSettings: SiteCallSettings,
  deleted: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Site = Type.Static<typeof SiteResponse>;

/** `GET /api/site`: the sites the caller may see. */
export const SiteList = Type.Array(SiteResponse);

/** `PUT /api/site/timeSaving/{id}` (admins): whether and how time saved and estimated ROI are computed; answers the site. */
export const SiteTimeSavingBody = Type.Object(
  {
    ...SiteTimeSaving.properties,
    currency: Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3, description: 'ISO 4217 code such as ILS, USD, EUR' }),
  },
  { additionalProperties: false },
);
export type SiteTimeSavingBody = Type.Static<typeof SiteTimeSavingBody>;

/**
 * `PUT /api/site/calls/{id}` (admins; managers within their scope): replaces the site's call
 * rules. Times are sorted and services ordered by name before they are stored.
 */
export const SiteCallSettingsBody = SiteCallSettings;
export type SiteCallSettingsBody = Type.Static<typeof SiteCallSettingsBody>;

/** `GET /api/site/calls/{id}` and the answer of its PUT: the site's call rules (defaults until set). */
export const SiteCallSettingsResponse = Type.Object({ siteId: Type.String(), ...SiteCallSettings.properties });
export type SiteCallSettingsResponse = Type.Static<typeof SiteCallSettingsResponse>;

// ---------------------------------------------------------------- public holidays

/** A two-letter country code (ISO 3166-1 alpha-2); lower case is taken too. */
const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$', maxLength: 2, description: 'ISO 3166-1 alpha-2 country code, such as IL, US, PL, MX, CY, BR' });

/** `GET /api/site/publicHolidays?country=&year=&language=`. */
export const PublicHolidaysQuery = Type.Object(
  {
    country: CountryCode,
    year: Type.Integer({ minimum: CALENDAR_YEARS.min, maximum: CALENDAR_YEARS.max }),
    language: Type.Optional(Type.Enum(USER_LANGUAGES, { description: 'Language of the holiday names (default en); English where the calendar has no name in it' })),
  },
  { additionalProperties: false },
);
export type PublicHolidaysQuery = Type.Static<typeof PublicHolidaysQuery>;

/**
 * A public holiday as a site holiday would take it: local calendar dates, `end` inclusive
 * (a one-day holiday has `start` = `end`), the name cut to under 25 characters.
 */
export const PublicHoliday = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 24 }),
  start: Type.String({ format: 'date' }),
  end: Type.String({ format: 'date' }),
});
export type PublicHoliday = Type.Static<typeof PublicHoliday>;

/** `GET /api/site/publicHolidays`: the country's public (and bank) holidays of the year, by date, from an offline calendar. */
export const PublicHolidaysResponse = Type.Object({
  country: Type.String(),
  year: Type.Integer(),
  holidays: Type.Array(PublicHoliday),
});
export type PublicHolidaysResponse = Type.Static<typeof PublicHolidaysResponse>;

/** `GET /api/site/countries?language=`. */
export const CountriesQuery = Type.Object({ language: Type.Optional(Language) }, { additionalProperties: false });
export type CountriesQuery = Type.Static<typeof CountriesQuery>;

/** `GET /api/site/countries`: the countries whose public holidays are known, by name in the asked language. */
export const CountryList = Type.Array(Type.Object({ code: Type.String(), name: Type.String() }));
export type CountryList = Type.Static<typeof CountryList>;

// ---------------------------------------------------------------- site detail reads (spec §7)

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `GET /api/site/details/{id}`: the site with where it sits and how much it holds. */
export const SiteDetailsResponse = Type.Object({
  ...SiteResponse.properties,
  companyName: Type.String(),
  companyType: Type.Enum(COMPANY_TYPES),
  franchiseId: Nullable(Type.String()),
  franchiseName: Nullable(Type.String({ description: 'Null without a franchise (or when it was deleted)' })),
  roomCount: Type.Integer({ description: 'Rooms of the site that are not removed' }),
  deviceCount: Type.Integer({ description: 'Devices installed in the site (not removed)' }),
  shiftCount: Type.Integer({ description: 'Shifts of the site, active or not' }),
  activeShiftCount: Type.Integer(),
});
export type SiteDetailsView = Type.Static<typeof SiteDetailsResponse>;

/** A company as a service provider: cleaning companies clean sites, management companies manage them. */
export const ServiceProvider = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Enum(COMPANY_TYPES),
});
export type ServiceProvider = Type.Static<typeof ServiceProvider>;

/** `GET /api/site/serviceProviders`: the companies the caller may see, as providers, by name. */
export const ServiceProviderList = Type.Array(ServiceProvider);

/**
 * `GET /api/serviceProvider/site/{id}`: a site's providers. A site belongs to one company,
 * which is its provider of that company's type; the other slot is null. The legacy numeric
 * provider ids the site carries are passed through as stored.
 */
export const SiteServiceProviders = Type.Object({
  siteId: Type.String(),
  cleaning: Nullable(ServiceProvider),
  management: Nullable(ServiceProvider),
  cleaningServiceProviderId: Type.Integer(),
  managementServiceProviderId: Type.Integer(),
});
export type SiteServiceProviders = Type.Static<typeof SiteServiceProviders>;

/** `GET /api/site/sectors`: the sector keys a site may take ({@link SITE_SECTORS}); clients translate them. */
export const SectorList = Type.Array(Type.Enum(SITE_SECTORS));

/** A room of a site as the site screens list it. */
export const SiteRoom = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  building: Nullable(Type.String()),
  floor: Nullable(Type.Integer()),
  gender: Nullable(Type.String()),
  roomType: Type.String(),
  refId: Type.String({ description: 'The room reference number (3 digits)' }),
});
export type SiteRoom = Type.Static<typeof SiteRoom>;

/** `GET /api/site/siteRooms/{id}`: the site's rooms that are not removed, pinned first, then by name. */
export const SiteRoomList = Type.Array(SiteRoom);

/** A QR or NFC tag of a site with the room it hangs in. */
export const QrDevice = Type.Object({
  id: Type.String(),
  deviceType: Type.Enum(['qr_tag', 'tag']),
  deviceCode: Nullable(Type.String()),
  qrTag: Nullable(Type.String()),
  installSpot: Nullable(Type.String()),
  room: Type.Object({
    id: Type.String(),
    displayName: Type.String(),
    building: Nullable(Type.String()),
    floor: Nullable(Type.Integer()),
  }),
});
export type QrDevice = Type.Static<typeof QrDevice>;

/** `GET /api/site/QRDevices/{id}`: the site's tags (`qr_tag`, `tag`) that are not removed, oldest first. */
export const QrDeviceList = Type.Array(QrDevice);
