import type {
  CompanyType,
  DeviceType,
  Permission,
  RoomGender,
  RoomType,
  SiteCallSettings,
  SiteHoliday,
  SiteLocation,
  SiteOffDay,
  SiteShift,
  SiteStatus,
  SiteTimeSaving,
  SiteType,
  UserGender,
  UserLanguage,
  UserLevel,
  UserScopes,
  UserType,
} from '@facility/contracts';
import type { ColumnType, RawBuilder } from 'kysely';

/**
 * A `jsonb` column holding `T`. Writes must go through `jsonb()` (organisation.handlers.ts):
 * postgres.js would JSON-encode a plain string parameter a second time.
 */
export type Jsonb<T> = ColumnType<T, RawBuilder<T>, RawBuilder<T>>;
/** A `jsonb` column with a database default: may be left out of an insert. */
export type JsonbWithDefault<T> = ColumnType<T, RawBuilder<T> | undefined, RawBuilder<T>>;
/** A nullable `jsonb` column (SQL null, never JSON `null`); null when left out of an insert. */
export type NullableJsonb<T> = ColumnType<T | null, RawBuilder<T> | null | undefined, RawBuilder<T> | null>;
/** A `timestamptz` column: read as a Date, written as an ISO string. */
export type Timestamp = ColumnType<Date, string, string>;
/**
 * A calendar date, `YYYY-MM-DD`, kept as text: both drivers would turn a `date` column into
 * a JS Date at some time zone's midnight. ISO dates sort and compare correctly as text.
 */
export type CalendarDate = string;

/** The time-saving parameters of a site, without the `isTimeSave` switch (its own column). */
export type TimeSavingParameters = Omit<SiteTimeSaving, 'isTimeSave'>;

/** A device's note (status record `note`). */
export interface DeviceNote {
  text: string;
  setAt: string;
}

export interface FranchisesTable {
  franchise_id: string;
  name: string;
  country: string;
  deleted: boolean;
}

export interface CompaniesTable {
  company_id: string;
  /** As the events say; may name a deleted franchise (queries then show none). */
  franchise_id: string | null;
  name: string;
  company_type: CompanyType;
  region: string;
  end_clients: JsonbWithDefault<string[]>;
  logo: string | null;
  deleted: boolean;
}

export interface SitesTable {
  site_id: string;
  company_id: string;
  name: string;
  description: string | null;
  type: SiteType;
  status: SiteStatus;
  country: string;
  state: string;
  city: string;
  sector: string;
  building_area: number | null;
  official_start_date: CalendarDate;
  /** IANA time zone. */
  timezone: string;
  location: Jsonb<SiteLocation>;
  shifts: JsonbWithDefault<SiteShift[]>;
  holidays: JsonbWithDefault<SiteHoliday[]>;
  off_days: JsonbWithDefault<SiteOffDay[]>;
  /** Null until `SiteTimeSavingSet`. */
  time_saving: NullableJsonb<TimeSavingParameters>;
  is_time_save: boolean;
  /** Null until `SiteCallSettingsSet`: the site runs on DEFAULT_CALL_SETTINGS. */
  call_settings: NullableJsonb<SiteCallSettings>;
  exposures: boolean;
  alerts: boolean;
  embedded_link: string | null;
  cleaners_number: number | null;
  counter_threshold: number;
  cleaning_service_provider_id: number;
  management_service_provider_id: number;
  deleted: boolean;
  /** `occurredAt` of `SiteCreated`. */
  created_at: Timestamp;
  /** `occurredAt` of the site's latest event. */
  updated_at: Timestamp;
}

export interface RoomsTable {
  room_id: string;
  site_id: string;
  display_name: string;
  room_name_en: string;
  room_type: RoomType;
  floor: number | null;
  building: string | null;
  zone: string | null;
  gender: RoomGender | null;
  is_calculated: boolean;
  pinned: boolean;
  ref_id: string;
  cells_num: number;
  sinks_num: number;
  urinals_num: number;
  toilet_paper_size: string | null;
  visitor_threshold: number | null;
  removed: boolean;
  /** `occurredAt` of `RoomCreated`; null only for a room made before the column existed with the log on KurrentDB. */
  created_at: Timestamp | null;
  /** `occurredAt` of `RoomRemoved`; null while the room is live (or, with the log on KurrentDB, removed before the column existed). */
  removed_at: Timestamp | null;
}

export type DeviceStatus = 'active' | 'removed';

export interface DevicesTable {
  device_id: string;
  site_id: string;
  room_id: string;
  device_type: DeviceType;
  device_code: string | null;
  /** The current token's hash (unique); null once the device is removed. */
  token_hash: string | null;
  status: DeviceStatus;
  install_spot: string | null;
  mac_id: string | null;
  qr_tag: string | null;
  note: NullableJsonb<DeviceNote>;
  /** The latest recorded day per maintenance kind. */
  battery_maintenance_date: CalendarDate | null;
  panel_maintenance_date: CalendarDate | null;
  technician_maintenance_date: CalendarDate | null;
  registered_at: Timestamp;
}

export interface UsersTable {
  user_id: string;
  /** Unique regardless of case. */
  username: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: UserGender | null;
  language: UserLanguage | null;
  type: UserType;
  roles: Jsonb<Permission[]>;
  level: UserLevel;
  scopes: Jsonb<UserScopes>;
  /** Never send to a client, an export or a live message. */
  password_hash: string;
  /** False once deactivated: the user can no longer log in. */
  active: boolean;
  created_at: Timestamp;
  /** When the password was last set (creation or change): sessions opened before it should end. */
  password_changed_at: Timestamp;
}
