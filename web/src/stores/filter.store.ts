import { proxy, subscribe } from 'valtio';
import { apiRequest } from '../lib/api-client.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import {
  EMPTY_EXTRA,
  extraOf,
  initialSelection,
  reconcile,
  withCompany,
  withExtra,
  withFranchise,
  withSite,
  withTimeType,
  type CompanyOption,
  type ExtraField,
  type ExtraFilter,
  type FilterSelection,
} from './filter-rules.ts';
import { todayIn, type DateRange } from './time-range.ts';
import type { TimeType, ViewUnit } from '../config/constants.ts';

/** `GET filter/site-company-list` rows. */
interface CompanyListRow {
  company_id: string;
  company_name: string;
  franchiseId: string | null;
  franchiseName: string | null;
  sites: { site_id: string; site_name: string; type: string; timezone: string }[];
}

/** `GET filter/options/{companyId}` (spec §3 "Filter options"). */
export interface FilterOptions {
  rooms: { id: string; siteId: string; building: string | null; floor: number | null; is_calculated: boolean; display_name: string }[];
  building: Record<string, number[]>;
  gender: string[];
  shifts: { shift_number: number; shift_name: string; siteId: string; active: boolean }[];
  servikNames: string[];
  days: { value: number; label: string }[];
}

interface FilterState {
  selection: FilterSelection;
  companies: CompanyOption[];
  options: FilterOptions | null;
  /** The options belong to this company. */
  optionsCompany: string | null;
  loaded: boolean;
  panelOpen: boolean;
}

const today = () => todayIn(null);

export const filters = proxy<FilterState>({
  selection: readStored<FilterSelection>('session', STORAGE_KEYS.filter, initialSelection(today())),
  companies: [],
  options: null,
  optionsCompany: null,
  loaded: false,
  panelOpen: false,
});

// The selection is replaced as a whole on most changes, so the whole state is watched (a
// subscription to one selection object would go quiet after the first replacement); the
// state changes only on user actions, so writing it each time costs nothing. Nothing is
// written once the filter is reset at logout, which clears session storage.
subscribe(filters, () => {
  if (filters.loaded) writeStored('session', STORAGE_KEYS.filter, filters.selection);
});

/** The guard's step 2: the companies and sites the user may see, then the chosen company's options. */
export async function loadFilterData(): Promise<void> {
  const rows = await apiRequest<CompanyListRow[]>('/api/filter/site-company-list');
  filters.companies = rows.map((row) => ({
    id: row.company_id,
    name: row.company_name,
    franchiseId: row.franchiseId,
    franchiseName: row.franchiseName,
    sites: row.sites.map((site) => ({ id: site.site_id, name: site.site_name, type: site.type, timezone: site.timezone })),
  }));
  filters.selection = reconcile(filters.selection, filters.companies);
  await loadOptions();
  filters.loaded = true;
}

async function loadOptions(): Promise<void> {
  const company = filters.selection.company;
  if (!company) {
    filters.options = null;
    filters.optionsCompany = null;
    return;
  }
  if (filters.optionsCompany === company && filters.options) return;
  const options = await apiRequest<FilterOptions>(`/api/filter/options/${encodeURIComponent(company)}`);
  // A newer company choice may have won meanwhile.
  if (filters.selection.company !== company) return;
  filters.options = options;
  filters.optionsCompany = company;
}

export function selectCompany(companyId: string): void {
  filters.selection = withCompany(filters.selection, filters.companies, companyId);
  void loadOptions();
}

export function selectFranchise(franchiseId: string): void {
  filters.selection = withFranchise(filters.selection, filters.companies, franchiseId);
  void loadOptions();
}

export function selectSite(siteId: string): void {
  filters.selection = withSite(filters.selection, siteId);
}

export function selectTimeType(timeType: TimeType | ''): void {
  filters.selection = withTimeType(filters.selection, timeType, todayIn(currentSite()?.timezone ?? null));
}

export function selectCustomRange(range: DateRange): void {
  filters.selection = { ...filters.selection, timeType: 'custom_time', time: range };
}

export function selectViewBy(unit: ViewUnit): void {
  filters.selection.viewTimeBy = unit;
}

/** Applies the extra panel's draft at once, so a panel submit is one reload. */
export function applyExtra(extra: ExtraFilter): void {
  filters.selection = { ...filters.selection, ...extra };
}

/** One field straight from a screen (a chart's hour, a suggestion's servikName). */
export function selectExtra<F extends ExtraField>(field: F, value: ExtraFilter[F]): void {
  applyExtra(withExtra(extraOf(filters.selection), field, value));
}

export function resetExtra(): void {
  applyExtra(EMPTY_EXTRA);
}

export function currentSite(): CompanyOption['sites'][number] | null {
  const company = filters.companies.find((entry) => entry.id === filters.selection.company);
  return company?.sites.find((site) => site.id === filters.selection.site) ?? null;
}

/** Everything the filter holds is forgotten at logout. */
export function resetFilters(): void {
  filters.selection = initialSelection(today());
  filters.companies = [];
  filters.options = null;
  filters.optionsCompany = null;
  filters.loaded = false;
  filters.panelOpen = false;
}
