import { useSnapshot } from 'valtio';
import { selectedSite, type SiteOption } from '../stores/filter-rules.ts';
import { filters } from '../stores/filter.store.ts';
import { useCompanies } from './use-companies.ts';

/** The site the filter selects, with its type and time zone (null until the companies are known). */
export function useCurrentSite(): SiteOption | null {
  const { selection } = useSnapshot(filters);
  const { data: companies } = useCompanies();
  return companies ? selectedSite(selection, companies) : null;
}

/** The IANA time zone of any site the user may see (instants show in the site's time). */
export function useSiteTimezone(siteId: string | null | undefined): string | undefined {
  const { data: companies = [] } = useCompanies();
  for (const company of companies) {
    const site = company.sites.find((entry) => entry.id === siteId);
    if (site) return site.timezone;
  }
  return undefined;
}
