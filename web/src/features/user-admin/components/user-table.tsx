import type { AdminUser } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/states.tsx';
import { grantNames, type OrgCompany, type OrgFranchise } from '../model/grant-options.ts';
import { fullName } from '../model/user-list.ts';
import { StatusPill } from './status-pill.tsx';
import { useDeactivateAction } from './use-deactivate-action.ts';

interface UserTableProps {
  users: readonly AdminUser[];
  organisation: { companies: readonly OrgCompany[]; franchises: readonly OrgFranchise[] };
  /** The signer's email: it may not deactivate itself here. */
  signerEmail: string | null;
  editingId: string | null;
  onEdit: (userId: string) => void;
}

/** How many grant names the list shows before "+N more". */
const SHOWN_GRANTS = 2;

/**
 * The admin list of users. The level heads the access cell (the table has no room for a
 * column of its own). On phones only name, status and edit stay; deactivate is in the
 * drawer too.
 */
export function UserTable({ users, organisation, signerEmail, editingId, onEdit }: UserTableProps) {
  const { t } = useTranslation(['users', 'common', 'admin']);
  const { deactivate, pending } = useDeactivateAction();
  if (users.length === 0) return <EmptyState message={t('common:states.noUsers')} />;
  return (
    <div className="table-wrap">
      <table className="data-table admin-table user-table" data-testid="admin-user-table">
        <thead>
          <tr>
            <th scope="col" className="optional">
              {t('users:field.username')}
            </th>
            <th scope="col">{t('users:column.name')}</th>
            <th scope="col" className="optional">
              {t('users:field.email')}
            </th>
            <th scope="col" className="optional">
              {t('users:field.type')}
            </th>
            <th scope="col">{t('users:status.label')}</th>
            <th scope="col" className="optional">
              {t('users:column.access')}
            </th>
            <th scope="col">{t('admin:admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.userId} className={user.userId === editingId ? 'is-selected' : undefined} data-testid={`admin-user-row-${user.username}`}>
              <td className="optional" translate="no">
                {user.username}
              </td>
              <td>{fullName(user)}</td>
              <td className="optional" translate="no">
                {user.email}
              </td>
              <td className="optional">{t(`common:userTypes.${user.type}`)}</td>
              <td>
                <StatusPill active={user.active} />
              </td>
              <td className="optional user-grants">
                <GrantSummary user={user} organisation={organisation} />
              </td>
              <td>
                <div className="row-actions">
                  <button type="button" className="button" onClick={() => onEdit(user.userId)} data-testid={`admin-user-edit-${user.username}`}>
                    {user.active ? t('admin:admin.edit') : t('users:form.view')}
                  </button>
                  {user.active && user.email !== signerEmail ? (
                    <button
                      type="button"
                      className="button user-row-deactivate"
                      disabled={pending}
                      onClick={() => void deactivate(user)}
                      data-testid={`admin-user-deactivate-${user.username}`}
                    >
                      {t('users:deactivate.action')}
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
}

function GrantSummary({ user, organisation }: Pick<UserTableProps, 'organisation'> & { user: AdminUser }) {
  const { t } = useTranslation('users');
  const level = <span className="user-level">{t(`level.${user.level}`)}</span>;
  if (user.level === 'buzzz') return level;
  const { names, unknown } = grantNames(user.scopes, organisation.franchises, organisation.companies);
  const hidden = Math.max(0, names.length - SHOWN_GRANTS) + unknown;
  return (
    <>
      {level}
      <span className="user-grant-names">
        {names.length === 0 && unknown === 0 ? <span className="muted">{t('grants.none')}</span> : <span translate="no">{names.slice(0, SHOWN_GRANTS).join(', ')}</span>}
        {hidden > 0 ? <span className="muted"> {t('grants.more', { count: hidden })}</span> : null}
      </span>
    </>
  );
}
