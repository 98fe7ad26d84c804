import type { AdminUser } from '@facility/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFieldLabels } from '../../../components/admin/history-details.ts';
import { HistoryPanel } from '../../../components/admin/history-panel.tsx';
import { useSigner } from '../api/use-users.ts';
import { USER_HISTORY_FIELD_KEYS } from '../model/user-history-fields.ts';
import { fullName } from '../model/user-list.ts';
import { StatusPill } from './status-pill.tsx';
import { useDeactivateAction } from './use-deactivate-action.ts';
import { UserForm } from './user-form.tsx';

interface UserDrawerProps {
  /** The user to change; null for a new one. */
  user: AdminUser | null;
  onClose: () => void;
}

/** The add/edit drawer: the form, and for an existing user its history. */
export function UserDrawer({ user, onClose }: UserDrawerProps) {
  const { t } = useTranslation(['users', 'admin']);
  const root = useRef<HTMLElement>(null);
  const { email } = useSigner();
  const { deactivate, pending } = useDeactivateAction(onClose);
  // Signing oneself out for good from this form would be a mistake, not a task.
  const mayDeactivate = user !== null && user.active && user.email !== email;
  // On a phone the drawer opens above a long list: bring it into view.
  // (A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.)
  useEffect(() => {
    void root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  const name = user ? fullName(user) || user.username : '';
  // A deactivated user can only be looked at: its name alone heads the drawer.
  const title = user === null ? t('users:form.newTitle') : user.active ? t('users:form.editTitle', { name }) : name;
  return (
    <section ref={root} className="admin-drawer user-drawer" aria-labelledby="user-drawer-title" data-testid="admin-user-drawer">
      <header className="user-drawer-head">
        <h2 id="user-drawer-title">{title}</h2>
        {user ? <StatusPill active={user.active} /> : null}
        <button type="button" className="icon-button user-drawer-close" onClick={onClose} aria-label={t('admin:admin.close')} data-testid="admin-user-close">
          ×
        </button>
      </header>
      {user && !user.active ? (
        <p className="muted" data-testid="admin-user-deactivated-note">
          {t('users:form.deactivatedNote')}
        </p>
      ) : null}
      <UserForm user={user} onClose={onClose} />
      {mayDeactivate ? (
        <div className="user-deactivate">
          <p className="muted">{t('users:deactivate.explain')}</p>
          <button type="button" className="button button-danger" disabled={pending} onClick={() => void deactivate(user)} data-testid="admin-user-deactivate">
            {t('users:deactivate.action')}
          </button>
        </div>
      ) : null}
      {user ? <HistoryPanel path={`admin/users/${encodeURIComponent(user.userId)}/history`} details={changedFieldLabels(USER_HISTORY_FIELD_KEYS, t)} /> : null}
    </section>
  );
}
