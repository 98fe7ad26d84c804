import type { Site } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { sitesQuery } from '../api/site-api.ts';
import { countryLabel } from '../model/countries.ts';
import { groupSites } from '../model/site-groups.ts';
import { SiteCreateDrawer } from './site-create-drawer.tsx';
import { siteTypeLabel } from './site-labels.ts';
import './organisation.css';

/**
 * Sites (spec §2 "/admin/site"): the sites the user may see, grouped by company, with a
 * search; the add button opens the new-site form, which goes on to the new site's page.
 */
export default function SiteListPage() {
  const { t, i18n } = useTranslation('organisation');
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const query = useQuery(sitesQuery());
  const { data: companies = [] } = useCompanies();
  const companyNames = useMemo(() => new Map(companies.map((company) => [company.id, company.name])), [companies]);

  return (
    <AdminPage id="admin-site" search={search} onSearch={setSearch} onAdd={() => setAdding(true)} addLabel={t('site.add')}>
      <div className={adding ? 'org-split is-open' : 'org-split'}>
        <div className="org-list">
          <QueryView query={query} isEmpty={(sites) => sites.length === 0} emptyMessage={t('common:states.noSite')}>
            {(sites) => {
              const groups = groupSites(
                sites,
                companyNames,
                (site, companyName) => matchesSearch(search, site.name, site.city, site.country, countryLabel(site.country, i18n.language), companyName),
                i18n.language,
              );
              if (groups.length === 0) return <EmptyState message={t('common:states.noSite')} />;
              return (
                <div className="org-groups">
                  {groups.map((group) => (
                    <section key={group.companyId} className="org-group" aria-labelledby={`company-${group.companyId}`} data-testid="site-group">
                      <h2 id={`company-${group.companyId}`} className="org-group-title">
                        {group.companyName} <span className="muted">({group.sites.length})</span>
                      </h2>
                      <div className="table-wrap">
                        <table className="data-table admin-table">
                          <thead>
                            <tr>
                              <th scope="col">{t('site.name')}</th>
                              <th scope="col" className="optional">{t('site.type')}</th>
                              <th scope="col">{t('site.status')}</th>
                              <th scope="col" className="optional">{t('site.place')}</th>
                              <th scope="col" className="optional">{t('site.timezone')}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {group.sites.map((site) => (
                              <SiteRow key={site.siteId} site={site} />
                            ))}
                          </tbody>
                        </table>
                      </div>
                    </section>
                  ))}
                </div>
              );
            }}
          </QueryView>
        </div>
        {adding ? <SiteCreateDrawer companies={companies} onClose={() => setAdding(false)} onCreated={(site) => navigate(`/admin/site/${encodeURIComponent(site.siteId)}`)} /> : null}
      </div>
    </AdminPage>
  );
}

function SiteRow({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('organisation');
  return (
    <tr data-testid="site-row">
      <td className="org-name-cell">
        <Link href={`/admin/site/${encodeURIComponent(site.siteId)}`} data-testid="site-link">
          {site.name}
        </Link>
      </td>
      <td className="optional">{siteTypeLabel(t, site.type)}</td>
      <td>
        <span className={site.status === 'active' ? 'status-pill is-active' : 'status-pill'}>{t(`site.statuses.${site.status}`)}</span>
      </td>
      <td className="optional">{[site.city, countryLabel(site.country, i18n.language)].filter(Boolean).join(', ')}</td>
      <td className="optional" dir="ltr">{site.timezone}</td>
    </tr>
  );
}
