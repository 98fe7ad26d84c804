/**
 * The site list grouped by company (spec §2 "/admin/site"): companies by name, their sites
 * by name, only those the search keeps. A site's company the user cannot see by name (it
 * left the filter's list) still groups, under its id.
 */
export interface SiteLike {
  siteId: string;
  companyId: string;
  name: string;
}

export interface SiteGroup<S extends SiteLike> {
  companyId: string;
  companyName: string;
  sites: S[];
}

export function groupSites<S extends SiteLike>(
  sites: readonly S[],
  companyNames: ReadonlyMap<string, string>,
  keep: (site: S, companyName: string) => boolean = () => true,
  locale = 'en',
): SiteGroup<S>[] {
  const groups = new Map<string, SiteGroup<S>>();
  for (const site of sites) {
    const companyName = companyNames.get(site.companyId) ?? site.companyId;
    if (!keep(site, companyName)) continue;
    const group = groups.get(site.companyId) ?? { companyId: site.companyId, companyName, sites: [] };
    group.sites.push(site);
    groups.set(site.companyId, group);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, locale);
  for (const group of groups.values()) group.sites.sort((a, b) => byName(a.name, b.name));
  return [...groups.values()].sort((a, b) => byName(a.companyName, b.companyName));
}
