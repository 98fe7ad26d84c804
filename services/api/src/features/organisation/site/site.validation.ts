import { SITE_STATUSES, SITE_TYPES } from '@facility/contracts';
import type { SiteDetails, SiteLocation, SiteTimeSaving } from '@facility/contracts';
import { isTimeZone } from '@facility/projections';
import { ValidationError } from '../../../domain/errors.ts';
import { trimText } from '../../../domain/trim-text.ts';

/**
 * Pure field rules for sites. Each takes the field's path (used in the error, e.g.
 * `location/latitude`) and the value, and returns the value as it is stored (texts
 * trimmed, empty optional texts as null) or throws a ValidationError naming the field.
 */

/** Trims `value` and checks it holds 1..`max` characters. */
export function text(field: string, value: string, max: number): string {
  if (typeof value !== 'string') throw new ValidationError(field, 'must be a text');
  const trimmed = trimText(value);
  if (trimmed.length === 0) throw new ValidationError(field, 'must not be empty');
  if (trimmed.length > max) throw new ValidationError(field, `must be at most ${max} characters`);
  return trimmed;
}

/** Like {@link text}, but null (or an empty text) means none. */
function optionalText(field: string, value: string | null, max: number): string | null {
  if (value === null || (typeof value === 'string' && trimText(value).length === 0)) return null;
  return text(field, value, max);
}

/** A whole number in `min..max`. */
export function integer(field: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value)) throw new ValidationError(field, 'must be a whole number');
  if (value < min || value > max) {
    throw new ValidationError(field, max === Number.MAX_SAFE_INTEGER ? `must be at least ${min}` : `must be between ${min} and ${max}`);
  }
  return value;
}

/** A finite number in `min..max`; `exclusiveMin` makes `min` itself invalid. */
export function number(field: string, value: number, min: number, max: number, exclusiveMin = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ValidationError(field, 'must be a number');
  if (exclusiveMin ? value <= min : value < min) {
    throw new ValidationError(field, exclusiveMin ? `must be greater than ${min}` : `must be at least ${min}`);
  }
  if (value > max) throw new ValidationError(field, `must be at most ${max}`);
  return value;
}

function boolean(field: string, value: boolean): boolean {
  if (typeof value !== 'boolean') throw new ValidationError(field, 'must be true or false');
  return value;
}

function oneOf<const T extends string>(field: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new ValidationError(field, `must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** Whether `year-month-day` is a real calendar date (no 31 April, 29 February only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO calendar date `yyyy-mm-dd`. */
export function isoDate(field: string, value: string): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new ValidationError(field, 'must be a date yyyy-mm-dd');
  }
  return value;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An IANA time zone name (see `isTimeZone`: links such as `Europe/Kiev` count, as entered). */
export function timezone(field: string, value: string): string {
  if (isTimeZone(value)) return value;
  throw new ValidationError(field, 'must be an IANA time zone such as Asia/Jerusalem');
}

/** An http(s) URL with a domain (spec §5), or null (an empty text counts as none). */
function httpUrl(field: string, value: string | null): string | null {
  const trimmed = optionalText(field, value, 2000);
  if (trimmed === null) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ValidationError(field, 'must be an http or https URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) {
    throw new ValidationError(field, 'must be an http or https URL with a domain');
  }
  return trimmed;
}

function location(field: string, value: SiteLocation): SiteLocation {
  if (typeof value !== 'object' || value === null) throw new ValidationError(field, 'is required');
  return {
    address: text(`${field}/address`, value.address, 300),
    latitude: number(`${field}/latitude`, value.latitude, -90, 90),
    longitude: number(`${field}/longitude`, value.longitude, -180, 180),
    radius: number(`${field}/radius`, value.radius, 0, Number.MAX_VALUE, true),
  };
}

type DetailRules = { [K in keyof SiteDetails]-?: (field: string, value: SiteDetails[K]) => SiteDetails[K] };

/** One rule per descriptive field; their order is the order in which a form's fields are checked. */
const DETAIL_RULES: DetailRules = {
  name: (f, v) => text(f, v, 100),
  description: (f, v) => optionalText(f, v, 1000),
  type: (f, v) => oneOf(f, v, SITE_TYPES),
  status: (f, v) => oneOf(f, v, SITE_STATUSES),
  country: (f, v) => text(f, v, 100),
  state: (f, v) => text(f, v, 100),
  city: (f, v) => text(f, v, 100),
  sector: (f, v) => text(f, v, 100),
  buildingArea: (f, v) => (v === null ? null : number(f, v, 0, Number.MAX_VALUE, true)),
  officialStartDate: isoDate,
  timezone,
  location,
  cleaningServiceProviderId: (f, v) => integer(f, v, 1),
  managementServiceProviderId: (f, v) => integer(f, v, 1),
  exposures: boolean,
  alerts: boolean,
  embeddedLink: httpUrl,
  cleanersNumber: (f, v) => (v === null ? null : integer(f, v, 0, 100_000)),
  counterThreshold: (f, v) => integer(f, v, 1, 100_000),
};

export const DETAIL_FIELDS = Object.keys(DETAIL_RULES) as (keyof SiteDetails)[];

/**
 * Checks and normalises the descriptive fields present in `input` (absent ones are left
 * out; keys that are not descriptive fields, such as `siteId`, are dropped).
 */
export function validateDetails(input: Partial<SiteDetails>): Partial<SiteDetails> {
  const output: Record<string, unknown> = {};
  for (const key of DETAIL_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    const rule = DETAIL_RULES[key] as (field: string, value: unknown) => unknown;
    output[key] = rule(key, value);
  }
  return output as Partial<SiteDetails>;
}

/** Checks time-saving parameters; the currency is upper-cased and must be an ISO 4217 code. */
export function validateTimeSaving(input: SiteTimeSaving): SiteTimeSaving {
  return {
    isTimeSave: boolean('isTimeSave', input.isTimeSave),
    roundIntervalMinutes: integer('roundIntervalMinutes', input.roundIntervalMinutes, 1, 1440),
    cleaningMinutesPerRoom: number('cleaningMinutesPerRoom', input.cleaningMinutesPerRoom, 0, 1440, true),
    employerCostPerHour: number('employerCostPerHour', input.employerCostPerHour, 0, Number.MAX_VALUE),
    currency: currency('currency', input.currency),
  };
}

function currency(field: string, value: string): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code) || !CURRENCIES.has(code)) {
    throw new ValidationError(field, 'must be a 3-letter ISO 4217 currency code such as ILS or USD');
  }
  return code;
}
