import type { AdminFranchise } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { session } from '../../../stores/session.store.ts';
import { franchisesQuery, useDeleteFranchise } from '../api/franchise-api.ts';
import { countryLabel } from '../model/countries.ts';
import { otherFranchiseNames } from '../model/franchise-form.ts';
import { FranchiseDrawer } from './franchise-drawer.tsx';
import './organisation.css';

/**
 * Franchises (spec §2 "/admin/franchise"; §3 "Franchise"): the list with its search, and
 * the add/edit drawer with the record's history. Franchises are the provider's to change
 * (level buzzz): other admins see theirs read-only.
 */
export default function FranchisePage() {
  const { t, i18n } = useTranslation('organisation');
  const provider = useSnapshot(session).user?.level === 'buzzz';
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<AdminFranchise | 'new' | null>(null);
  const query = useQuery(franchisesQuery());
  const remove = useDeleteFranchise(() => setOpen(null));

  const onDelete = async (franchise: AdminFranchise) => {
    // Its companies stay, without a franchise (the API's rule): the question says how many.
    const question =
      franchise.companyCount > 0
        ? t('franchise.confirmDeleteWithCompanies', { name: franchise.franchiseName, count: franchise.companyCount })
        : t('admin:admin.confirmDelete', { name: franchise.franchiseName });
    if (await confirmAction(question)) remove.mutate(franchise.franchiseId);
  };
  const openId = open === null ? null : open === 'new' ? 'new' : open.franchiseId;

  return (
    <AdminPage id="admin-franchise" search={search} onSearch={setSearch} {...(provider ? { onAdd: () => setOpen('new'), addLabel: t('franchise.add') } : {})}>
      <div className={open ? 'org-split is-open' : 'org-split'}>
        <div className="org-list">
          <QueryView query={query} isEmpty={(list) => list.length === 0} emptyMessage={t('franchise.none')}>
            {(list) => {
              const shown = list.filter((franchise) => matchesSearch(search, franchise.franchiseName, franchise.franchiseCountry, countryLabel(franchise.franchiseCountry, i18n.language)));
              return shown.length === 0 ? (
                <p className="state state-empty" data-testid="empty-state">{t('franchise.none')}</p>
              ) : (
                <div className="table-wrap">
                  <table className="data-table admin-table" data-testid="franchise-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('franchise.name')}</th>
                        <th scope="col">{t('franchise.country')}</th>
                        <th scope="col" className="optional">{t('franchise.companies')}</th>
                        <th scope="col"><span className="org-visually-hidden">{t('admin:admin.actions')}</span></th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((franchise) => (
                        <tr key={franchise.franchiseId} className={openId === franchise.franchiseId ? 'is-selected' : undefined} data-testid="franchise-row">
                          <td className="org-name-cell">{franchise.franchiseName}</td>
                          <td>{countryLabel(franchise.franchiseCountry, i18n.language)}</td>
                          <td className="optional org-number">{franchise.companyCount}</td>
                          <td>
                            <div className="row-actions">
                              <button type="button" className="button" onClick={() => setOpen(franchise)} data-testid="franchise-edit">
                                {provider ? t('admin:admin.edit') : t('form.view')}
                              </button>
                              {provider ? (
                                <button type="button" className="button button-ghost org-danger" onClick={() => void onDelete(franchise)} disabled={remove.isPending} data-testid="franchise-delete">
                                  {t('admin:admin.delete')}
                                </button>
                              ) : null}
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
        {open ? (
          <FranchiseDrawer
            key={openId}
            franchise={open === 'new' ? null : open}
            otherNames={otherFranchiseNames(query.data ?? [], open === 'new' ? null : open.franchiseId)}
            readOnly={!provider}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </div>
    </AdminPage>
  );
}
