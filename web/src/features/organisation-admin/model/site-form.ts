import type { CreateSiteBody, Site, SiteLocation, SiteStatus, SiteType, UpdateSiteBody } from '@facility/contracts';
import { chosen, firstFailing, isoDate, personName, required, url } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';
import { AT_LEAST_ONE, NOT_NEGATIVE, numberRule, ownRule, POSITIVE } from './number-rules.ts';
import { isTimeZone } from './time-zones.ts';

/**
 * The site form (spec §3 "Site"; the fields of `SiteDetails`). The location's parts are
 * named as the server names them in a 400 (`location/radius`), so a refused part shows
 * under its own input and the form's rules and the server's reasons share one name.
 */
export interface SiteLocationValues {
  'location/address': string;
  'location/latitude': number | null;
  'location/longitude': number | null;
  'location/radius': number | null;
}

export interface SiteFormValues extends SiteLocationValues {
  name: string;
  description: string;
  type: SiteType | '';
  status: SiteStatus | '';
  country: string;
  state: string;
  city: string;
  sector: string;
  buildingArea: number | null;
  officialStartDate: string;
  timezone: string;
  cleaningServiceProviderId: number | null;
  managementServiceProviderId: number | null;
  exposures: boolean;
  alerts: boolean;
  embeddedLink: string;
  cleanersNumber: number | null;
  counterThreshold: number | null;
}

const locationToForm = (location: SiteLocation): SiteLocationValues => ({
  'location/address': location.address,
  'location/latitude': location.latitude,
  'location/longitude': location.longitude,
  'location/radius': location.radius,
});

export const siteToForm = (site: Site): SiteFormValues => ({
  name: site.name,
  description: site.description ?? '',
  type: site.type,
  status: site.status,
  country: site.country,
  state: site.state,
  city: site.city,
  sector: site.sector,
  buildingArea: site.buildingArea,
  officialStartDate: site.officialStartDate,
  timezone: site.timezone,
  ...locationToForm(site.location),
  cleaningServiceProviderId: site.cleaningServiceProviderId,
  managementServiceProviderId: site.managementServiceProviderId,
  exposures: site.exposures,
  alerts: site.alerts,
  embeddedLink: site.embeddedLink ?? '',
  cleanersNumber: site.cleanersNumber,
  counterThreshold: site.counterThreshold,
});

/** The location's rules (shared by the create form): an address, a real point, a radius over 0 metres. */
export function locationRules(values: SiteLocationValues) {
  return {
    'location/address': required(values['location/address']),
    'location/latitude': numberRule(values['location/latitude'], { min: { value: -90, message: 'latitude' }, max: { value: 90, message: 'latitude' } }),
    'location/longitude': numberRule(values['location/longitude'], { min: { value: -180, message: 'longitude' }, max: { value: 180, message: 'longitude' } }),
    'location/radius': numberRule(values['location/radius'], { min: POSITIVE }),
  };
}

export const timeZoneRule = (zone: string) => required(zone) ?? (isTimeZone(zone) ? null : ownRule('timeZone'));

export const siteRules: FormRules<SiteFormValues> = (values) => ({
  name: firstFailing(values.name, [required, personName]),
  type: chosen(values.type),
  status: chosen(values.status),
  country: chosen(values.country),
  state: required(values.state),
  city: firstFailing(values.city, [required, personName]),
  sector: chosen(values.sector),
  buildingArea: numberRule(values.buildingArea, { optional: true, min: POSITIVE }),
  officialStartDate: isoDate(values.officialStartDate),
  timezone: timeZoneRule(values.timezone),
  ...locationRules(values),
  cleaningServiceProviderId: numberRule(values.cleaningServiceProviderId, { integer: true, min: AT_LEAST_ONE }),
  managementServiceProviderId: numberRule(values.managementServiceProviderId, { integer: true, min: AT_LEAST_ONE }),
  embeddedLink: url(values.embeddedLink),
  cleanersNumber: numberRule(values.cleanersNumber, { optional: true, integer: true, min: NOT_NEGATIVE }),
  counterThreshold: numberRule(values.counterThreshold, { integer: true, min: AT_LEAST_ONE }),
});

/** The location as the server takes it; only called once the rules pass (no empty number). */
export const locationOf = (values: SiteLocationValues): SiteLocation => ({
  address: values['location/address'].trim(),
  latitude: values['location/latitude'] ?? 0,
  longitude: values['location/longitude'] ?? 0,
  radius: values['location/radius'] ?? 0,
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * `PUT /api/site`: the site id and only the fields that changed (an empty optional text
 * clears it with `null`). The location goes whole when any part of it changed.
 */
export function siteChanges(site: Site, values: SiteFormValues): UpdateSiteBody {
  const after = {
    name: values.name.trim(),
    description: blankToNull(values.description),
    type: values.type as SiteType,
    status: values.status as SiteStatus,
    country: values.country.trim(),
    state: values.state.trim(),
    city: values.city.trim(),
    sector: values.sector,
    buildingArea: values.buildingArea,
    officialStartDate: values.officialStartDate.trim(),
    timezone: values.timezone.trim(),
    location: locationOf(values),
    cleaningServiceProviderId: values.cleaningServiceProviderId ?? site.cleaningServiceProviderId,
    managementServiceProviderId: values.managementServiceProviderId ?? site.managementServiceProviderId,
    exposures: values.exposures,
    alerts: values.alerts,
    embeddedLink: blankToNull(values.embeddedLink),
    cleanersNumber: values.cleanersNumber,
    counterThreshold: values.counterThreshold ?? site.counterThreshold,
  } satisfies Omit<UpdateSiteBody, 'siteId'>;
  const changes: Record<string, unknown> = { siteId: site.siteId };
  for (const [field, value] of Object.entries(after)) {
    const before: unknown = site[field as keyof typeof after];
    if (JSON.stringify(before) !== JSON.stringify(value)) changes[field] = value;
  }
  return changes as UpdateSiteBody;
}

/** The create form (the fields `POST /api/site` needs; the rest take a new site's defaults). */
export interface SiteCreateValues extends SiteLocationValues {
  companyId: string;
  name: string;
  country: string;
  state: string;
  city: string;
  sector: string;
  timezone: string;
}

export const emptySiteCreate = (companyId: string, timezone: string): SiteCreateValues => ({
  companyId,
  name: '',
  country: '',
  state: '',
  city: '',
  sector: '',
  timezone,
  'location/address': '',
  'location/latitude': null,
  'location/longitude': null,
  'location/radius': 100,
});

export const siteCreateRules: FormRules<SiteCreateValues> = (values) => ({
  companyId: chosen(values.companyId),
  name: firstFailing(values.name, [required, personName]),
  country: chosen(values.country),
  state: required(values.state),
  city: firstFailing(values.city, [required, personName]),
  sector: chosen(values.sector),
  timezone: timeZoneRule(values.timezone),
  ...locationRules(values),
});

export const siteCreateBody = (values: SiteCreateValues): CreateSiteBody => ({
  companyId: values.companyId,
  name: values.name.trim(),
  country: values.country.trim(),
  state: values.state.trim(),
  city: values.city.trim(),
  sector: values.sector,
  timezone: values.timezone.trim(),
  location: locationOf(values),
});

/** An OpenStreetMap link centred on the point, or null until both coordinates are valid. */
export function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
