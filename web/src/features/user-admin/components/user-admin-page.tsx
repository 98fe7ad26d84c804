import type { AdminUser } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { adminUsersQuery, STATUS_FILTERS, useOrganisation, useSigner, type StatusFilter } from '../api/use-users.ts';
import { searchFields } from '../model/user-list.ts';
import { UserDrawer } from './user-drawer.tsx';
import { UserTable } from './user-table.tsx';
import './user-admin.css';

type Editing = { kind: 'new' } | { kind: 'edit'; userId: string } | null;

/**
 * User management (/admin/user, spec §3 "User (admin form)"): the users the signer may
 * see, searched and filtered by status, and the add/edit form with the user's history in
 * a drawer above the list. `?edit=<userId>` opens that user (the /users screen links here).
 */
export default function UserAdminPage() {
  const { t } = useTranslation(['users', 'common']);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const requested = new URLSearchParams(useSearch()).get('edit');
  const [editing, setEditing] = useState<Editing>(requested ? { kind: 'edit', userId: requested } : null);
  const list = useQuery(adminUsersQuery(status));
  // Every user the signer sees, whatever the status filter: the drawer opens any of them.
  const all = useQuery(adminUsersQuery('all'));
  const organisation = useOrganisation();
  const { email } = useSigner();

  const editedUser: AdminUser | null = editing?.kind === 'edit' ? (all.data?.find((user) => user.userId === editing.userId) ?? null) : null;
  const close = () => setEditing(null);

  return (
    <AdminPage
      id="admin-user"
      search={search}
      onSearch={setSearch}
      onAdd={() => setEditing({ kind: 'new' })}
      addLabel={t('users:form.addUser')}
      tools={
        <SelectField
          label={t('users:status.label')}
          value={status}
          options={STATUS_FILTERS.map((value) => ({ value, label: t(`users:status.${value}`) }))}
          onChange={setStatus}
          testId="admin-user-status"
        />
      }
    >
      {editing?.kind === 'new' ? <UserDrawer key="new" user={null} onClose={close} /> : null}
      {editing?.kind === 'edit' && editedUser ? <UserDrawer key={editedUser.userId} user={editedUser} onClose={close} /> : null}
      <QueryView query={list} isEmpty={(users) => users.length === 0} emptyMessage={t('common:states.noUsers')}>
        {(users) => {
          const shown = users.filter((user) => matchesSearch(search, ...searchFields(user)));
          return (
            <UserTable
              users={shown}
              organisation={organisation}
              signerEmail={email}
              editingId={editing?.kind === 'edit' ? editing.userId : null}
              onEdit={(userId) => setEditing({ kind: 'edit', userId })}
            />
          );
        }}
      </QueryView>
    </AdminPage>
  );
}
