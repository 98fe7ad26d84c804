import { DEFAULT_TIME_TYPE, DEFAULT_VIEW_UNIT, NEVER_BY_DAY, type TimeType, type ViewUnit } from '@facility/contracts';
import { presetRange, type DateRange } from './time-range.ts';

/** The dashboard's filter selection (spec §3), kept in session storage. */
export interface FilterSelection {
  franchise: string | null;
  company: string | null;
  site: string | null;
  timeType: TimeType;
  time: DateRange;
  viewTimeBy: ViewUnit;
  building: readonly string[] | null;
  floor: readonly number[] | null;
  gender: readonly string[] | null;
  shift: readonly number[] | null;
  days: readonly number[] | null;
  rooms: readonly string[] | null;
  servikName: string | null;
  hour: number | null;
}

/** The extra filter panel's fields (spec §2); null means "not filtered". */
export const EXTRA_FIELDS = ['rooms', 'building', 'floor', 'gender', 'shift', 'days', 'servikName', 'hour'] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];
export type ExtraFilter = Pick<FilterSelection, ExtraField>;

export const EMPTY_EXTRA: Readonly<ExtraFilter> = {
  rooms: null,
  building: null,
  floor: null,
  gender: null,
  shift: null,
  days: null,
  servikName: null,
  hour: null,
};

export function initialSelection(today: string): FilterSelection {
  return {
    franchise: null,
    company: null,
    site: null,
    timeType: DEFAULT_TIME_TYPE,
    time: presetRange('last_month', today),
    viewTimeBy: DEFAULT_VIEW_UNIT,
    ...EMPTY_EXTRA,
  };
}

/**
 * Choosing a time type (spec §4): an empty value falls back to last_month; a preset
 * recalculates the dates; view-by becomes week for last_quarter, last_6_months and last_year, else day.
 */
export function withTimeType(selection: FilterSelection, chosen: TimeType | '' | null, today: string): FilterSelection {
  const timeType = chosen || DEFAULT_TIME_TYPE;
  return {
    ...selection,
    timeType,
    time: timeType === 'custom_time' ? selection.time : presetRange(timeType, today),
    viewTimeBy: NEVER_BY_DAY.includes(timeType) ? 'week' : 'day',
  };
}

/** Quarter, six months and year cannot be viewed by day (spec §9). */
export function viewUnitsFor(timeType: TimeType): ViewUnit[] {
  const all: ViewUnit[] = ['year', 'month', 'week', 'day'];
  return NEVER_BY_DAY.includes(timeType) ? all.filter((unit) => unit !== 'day') : all;
}

/**
 * One extra-filter change with its knock-on rules (spec §4): a building clears floor and
 * rooms, a floor clears rooms, and choosing the same servikName or hour again clears it.
 */
export function withExtra<F extends ExtraField>(extra: ExtraFilter, field: F, value: ExtraFilter[F]): ExtraFilter {
  const next: ExtraFilter = { ...extra, [field]: emptyToNull(value) };
  if (field === 'building') {
    next.floor = null;
    next.rooms = null;
  }
  if (field === 'floor') next.rooms = null;
  if ((field === 'servikName' || field === 'hour') && value !== null && value === extra[field]) next[field] = null;
  return next;
}

const emptyToNull = <T>(value: T): T | null => (Array.isArray(value) && value.length === 0 ? null : value);

/** Active when any extra field is set (spec §4: anything besides company, site, time, view-by, language). */
export const isFilterActive = (extra: ExtraFilter): boolean => EXTRA_FIELDS.some((field) => extra[field] !== null);

export const extraOf = (selection: FilterSelection): ExtraFilter =>
  Object.fromEntries(EXTRA_FIELDS.map((field) => [field, selection[field]])) as unknown as ExtraFilter;

/** Companies as the filter lists them: id, name, franchise and sites. */
export interface CompanyOption {
  id: string;
  name: string;
  franchiseId: string | null;
  franchiseName: string | null;
  sites: { id: string; name: string; type: string; timezone: string }[];
}

export type SiteOption = CompanyOption['sites'][number];

/** The selected site, when the selected company is one the user may see and has it. */
export function selectedSite(selection: Pick<FilterSelection, 'company' | 'site'>, companies: readonly CompanyOption[]): SiteOption | null {
  const company = companies.find((entry) => entry.id === selection.company);
  return company?.sites.find((site) => site.id === selection.site) ?? null;
}

/** Changing company selects its first site and resets the extra filter (spec §4). */
export function withCompany(selection: FilterSelection, companies: readonly CompanyOption[], companyId: string): FilterSelection {
  const company = companies.find((entry) => entry.id === companyId);
  return { ...selection, ...EMPTY_EXTRA, company: company?.id ?? null, site: company?.sites[0]?.id ?? null };
}

/** Changing site resets the extra filter for that company (spec §4). */
export function withSite(selection: FilterSelection, siteId: string): FilterSelection {
  return { ...selection, ...EMPTY_EXTRA, site: siteId };
}

/**
 * A room screen opened on a room of another site, or a link naming its site (`?site=`, as a
 * device alert mail's does): that site selected, with its company and franchise, and the extra filter reset as for
 * any change of site, so the header and every figure are the room's site's. Unchanged
 * when the site is already selected, or is not one the user may see.
 */
export function withLinkedSite(selection: FilterSelection, companies: readonly CompanyOption[], siteId: string): FilterSelection {
  if (selection.site === siteId) return selection;
  const company = companies.find((entry) => entry.sites.some((site) => site.id === siteId));
  if (!company) return selection;
  return { ...selection, ...EMPTY_EXTRA, franchise: company.franchiseId, company: company.id, site: siteId };
}

/**
 * The company to show when none is chosen yet: the first with a site. A company just made
 * has none, and would leave every screen saying "No site found" for whoever it sorts first for.
 */
const firstWithSites = (companies: readonly CompanyOption[]): CompanyOption | undefined =>
  companies.find((company) => company.sites.length > 0) ?? companies[0];

/** Changing franchise (level buzzz) picks its first company with a site, then that company's first site. */
export function withFranchise(selection: FilterSelection, companies: readonly CompanyOption[], franchiseId: string): FilterSelection {
  const first = firstWithSites(companies.filter((company) => company.franchiseId === franchiseId));
  const next = { ...selection, franchise: franchiseId };
  return first ? withCompany(next, companies, first.id) : { ...next, ...EMPTY_EXTRA, company: null, site: null };
}

/**
 * A stored selection checked against what the user may see now: none yet, or an unknown
 * company or site (another user's session, a deleted site), falls back to the first site
 * permitted.
 */
export function reconcile(selection: FilterSelection, companies: readonly CompanyOption[]): FilterSelection {
  const company = companies.find((entry) => entry.id === selection.company) ?? firstWithSites(companies);
  if (!company) return { ...selection, company: null, site: null, franchise: null };
  const site = company.sites.find((entry) => entry.id === selection.site) ?? company.sites[0];
  const sameSite = company.id === selection.company && site?.id === selection.site;
  return {
    ...(sameSite ? selection : { ...selection, ...EMPTY_EXTRA }),
    franchise: company.franchiseId,
    company: company.id,
    site: site?.id ?? null,
  };
}
