import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { filters } from '../../../stores/filter.store.ts';
import { siteUsersQuery, useMayAdministerUsers, useMaySeeSitePeople } from '../api/use-users.ts';
import { fullName, searchFields } from '../model/user-list.ts';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { StatusPill } from './status-pill.tsx';
import './user-admin.css';

/**
 * The selected site's people (/users): the users granted the site, read-only, for admins
 * and holders of the `users` permission, with an edit link to user management for those
 * who may manage users.
 */
export default function SiteUsersPage() {
  const { t } = useTranslation(['users', 'common', 'admin']);
  const [search, setSearch] = useState('');
  const { selection } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  const mayList = useMaySeeSitePeople();
  const mayEdit = useMayAdministerUsers();
  const company = companies.find((entry) => entry.id === selection.company);
  const site = company?.sites.find((entry) => entry.id === selection.site) ?? null;
  const users = useQuery(siteUsersQuery(mayList && site ? site.id : null));

  return (
    <AdminPage id="site-users" search={mayList && site ? search : undefined} onSearch={setSearch} tools={<PlacePicker testId="site-users" nameWhenSingle />}>
      {!mayList ? (
        <div className="state state-empty" data-testid="site-users-admins-only">
          {t('users:site.adminsOnly')}
        </div>
      ) : !site ? (
        <EmptyState message={t('admin:rules.selectCompanyAndSite')} />
      ) : (
        <QueryView query={users}>
          {(all) => {
            const people = all.filter((user) => matchesSearch(search, ...searchFields(user)));
            if (people.length === 0) return <EmptyState message={t('common:states.noUsers')} />;
            return (
              <div className="table-wrap">
                <table className="data-table admin-table user-table" data-testid="site-users-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('users:column.name')}</th>
                      <th scope="col" className="optional">
                        {t('users:field.type')}
                      </th>
                      <th scope="col" className="optional">
                        {t('users:field.phone')}
                      </th>
                      <th scope="col" className="optional">
                        {t('users:field.email')}
                      </th>
                      <th scope="col">{t('users:status.label')}</th>
                      {mayEdit ? <th scope="col">{t('admin:admin.actions')}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {people.map((user) => (
                      <tr key={user.userId} data-testid={`site-user-row-${user.username}`}>
                        <td>{fullName(user)}</td>
                        <td className="optional">{t(`common:userTypes.${user.type}`)}</td>
                        <td className="optional" dir="ltr" translate="no">
                          {user.phone ?? '–'}
                        </td>
                        <td className="optional" translate="no">
                          {user.email}
                        </td>
                        <td>
                          <StatusPill active={user.active} />
                        </td>
                        {mayEdit ? (
                          <td>
                            <div className="row-actions">
                              <Link href={`/admin/user?edit=${encodeURIComponent(user.userId)}`} className="button" data-testid={`site-user-edit-${user.username}`}>
                                {t('admin:admin.edit')}
                              </Link>
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }}
        </QueryView>
      )}
    </AdminPage>
  );
}
