import type { AdminCompany, CompanyType } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { companiesAdminQuery, useDeleteCompany } from '../api/company-api.ts';
import { CompanyDrawer } from './company-drawer.tsx';
import './organisation.css';

/** The company screens' tabs: the list, then the cleaning and the management companies (spec §2). */
const TABS: readonly { route: string; path: string; type: CompanyType | null }[] = [
  { route: 'company', path: '/admin/company', type: null },
  { route: 'cleaning', path: '/admin/company/cleaning', type: 'cleaning_co' },
  { route: 'management', path: '/admin/company/management', type: 'management_co' },
];

/**
 * Companies (spec §2 "/admin/company" and its cleaning / management children; §3
 * "Company"): one screen for the three routes, the route choosing the type the list keeps.
 */
export default function CompanyPage() {
  const { t } = useTranslation('organisation');
  const { route } = useCurrentRoute();
  const tab = TABS.find((entry) => entry.route === route?.name) ?? TABS[0]!;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<AdminCompany | 'new' | null>(null);
  const query = useQuery(companiesAdminQuery(tab.type));
  const remove = useDeleteCompany(() => setOpen(null));

  const onDelete = async (company: AdminCompany) => {
    if (await confirmAction(t('admin:admin.confirmDelete', { name: company.companyName }))) remove.mutate(company.companyId);
  };
  const openId = open === null ? null : open === 'new' ? 'new' : open.companyId;

  const tabs = (
    <nav className="tabs org-tabs" aria-label={t('company.tabs')}>
      {TABS.map((entry) => (
        <Link
          key={entry.route}
          href={entry.path}
          className={entry === tab ? 'tab is-active' : 'tab'}
          aria-current={entry === tab ? 'page' : undefined}
          data-testid={`company-tab-${entry.route}`}
        >
          {entry.type === null ? t('company.all') : t(`common:routes.${entry.route}`)}
        </Link>
      ))}
    </nav>
  );

  return (
    <AdminPage id="admin-company" tools={tabs} search={search} onSearch={setSearch} onAdd={() => setOpen('new')} addLabel={t('company.add')}>
      <div className={open ? 'org-split is-open' : 'org-split'}>
        <div className="org-list">
          <QueryView query={query} isEmpty={(list) => list.length === 0} emptyMessage={t('company.none')}>
            {(list) => {
              const shown = list.filter((company) => matchesSearch(search, company.companyName, company.region, company.franchiseName, ...company.endClients));
              return shown.length === 0 ? (
                <p className="state state-empty" data-testid="empty-state">{t('company.none')}</p>
              ) : (
                <div className="table-wrap">
                  <table className="data-table admin-table" data-testid="company-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('company.name')}</th>
                        <th scope="col" className="optional">{t('company.typeLabel')}</th>
                        <th scope="col" className="optional">{t('company.region')}</th>
                        <th scope="col" className="optional">{t('company.franchise')}</th>
                        <th scope="col">{t('company.sites')}</th>
                        <th scope="col"><span className="org-visually-hidden">{t('admin:admin.actions')}</span></th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((company) => (
                        <tr key={company.companyId} className={openId === company.companyId ? 'is-selected' : undefined} data-testid="company-row">
                          <td className="org-name-cell">{company.companyName}</td>
                          <td className="optional">
                            <span className={`status-pill org-type-${company.companyType}`}>{t(`company.type.${company.companyType}`)}</span>
                          </td>
                          <td className="optional">{company.region}</td>
                          <td className="optional">{company.franchiseName ?? t('company.noFranchise')}</td>
                          <td className="org-number">{company.siteCount}</td>
                          <td>
                            <div className="row-actions">
                              <button type="button" className="button" onClick={() => setOpen(company)} data-testid="company-edit">
                                {t('admin:admin.edit')}
                              </button>
                              <button type="button" className="button button-ghost org-danger" onClick={() => void onDelete(company)} disabled={remove.isPending} data-testid="company-delete">
                                {t('admin:admin.delete')}
                              </button>
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            }}
          </QueryView>
        </div>
        {open ? <CompanyDrawer key={openId} company={open === 'new' ? null : open} defaultType={tab.type} companies={query.data ?? []} onClose={() => setOpen(null)} /> : null}
      </div>
    </AdminPage>
  );
}
