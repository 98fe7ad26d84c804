import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../stores/session.store.ts';
import type { ShellStatus } from '../page-titles.ts';
import { homePathFor } from '../shell/nav-items.ts';

/**
 * What a signed-in user sees, inside the shell, on an address no screen has (404) or on a
 * screen its roles do not open (403): it is still logged in, so not the login form.
 */
export function StatusPage({ status }: { status: ShellStatus }) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const home = homePathFor(user?.roles ?? []);
  const notFound = status === 'notFound';
  return (
    <section className="status-page" data-testid={notFound ? 'not-found-page' : 'forbidden-page'}>
      <p className="status-code" aria-hidden="true">
        {notFound ? '404' : '403'}
      </p>
      <h2>{notFound ? t('routes.notFound') : t('status.forbiddenTitle')}</h2>
      <p className="muted">{notFound ? t('status.notFoundText') : t('status.forbiddenText')}</p>
      <Link href={home} className="button button-primary" data-testid="status-home">
        {home === '/dashboard' ? t('status.backToDashboard') : t('status.goHome')}
      </Link>
    </section>
  );
}
