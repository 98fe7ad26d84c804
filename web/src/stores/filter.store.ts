import type { TimeType, ViewUnit } from '@facility/contracts';
import { proxy, subscribe } from 'valtio';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import {
  EMPTY_EXTRA,
  extraOf,
  initialSelection,
  reconcile,
  withCompany,
  withExtra,
  withFranchise,
  withLinkedSite,
  withSite,
  withTimeType,
  type CompanyOption,
  type ExtraField,
  type ExtraFilter,
  type FilterSelection,
} from './filter-rules.ts';
import { todayIn, type DateRange } from './time-range.ts';

/**
 * The filter's client state: what the user selected. The companies, sites and filter
 * options it is chosen from are server state (hooks/use-companies.ts,
 * hooks/use-filter-options.ts); the actions that follow the spec's rules against them take
 * them as arguments.
 */
interface FilterState {
  selection: FilterSelection;
  /** The selection was checked against the companies the user may see (the guard's step 2). */
  loaded: boolean;
  panelOpen: boolean;
}

const today = () => todayIn(null);

export const filters = proxy<FilterState>({
  selection: readStored<FilterSelection>('session', STORAGE_KEYS.filter, initialSelection(today())),
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

/** The guard's step 2: the stored selection checked against the companies the user may see now. */
export function adoptCompanies(companies: readonly CompanyOption[]): void {
  filters.selection = reconcile(filters.selection, companies);
  filters.loaded = true;
}

export function selectCompany(companies: readonly CompanyOption[], companyId: string): void {
  filters.selection = withCompany(filters.selection, companies, companyId);
}

export function selectFranchise(companies: readonly CompanyOption[], franchiseId: string): void {
  filters.selection = withFranchise(filters.selection, companies, franchiseId);
}

/** A room screen's room, or a link, names `siteId`: select it (see `withLinkedSite`). */
export function followLinkedSite(companies: readonly CompanyOption[], siteId: string): void {
  const next = withLinkedSite(filters.selection, companies, siteId);
  if (next !== filters.selection) filters.selection = next;
}

export function selectSite(siteId: string): void {
  filters.selection = withSite(filters.selection, siteId);
}

/** Presets are resolved in the selected site's zone (`null`: the browser's). */
export function selectTimeType(timeType: TimeType | '', timezone: string | null): void {
  filters.selection = withTimeType(filters.selection, timeType, todayIn(timezone));
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

/** Everything the filter holds is forgotten at logout (the cached lists go with the query cache). */
export function resetFilters(): void {
  filters.selection = initialSelection(today());
  filters.loaded = false;
  filters.panelOpen = false;
}
