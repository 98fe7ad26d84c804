import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { login, session } from '../../../stores/session.store.ts';
import { returnPathAfterLogin } from '../model/return-path.ts';

/** The login page (spec §2, §4, §8): credentials, the terms and recording notice, the error texts. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { authError } = useSnapshot(session);
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState(() => readStored('session', STORAGE_KEYS.email, ''));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const ok = await login(email.trim(), password);
    // The app loads the filter's companies as soon as there is a user. The page the guard
    // sent the visitor here from (a mail's link, a bookmark) opens, else the overview.
    if (ok) navigate(returnPathAfterLogin(search), { replace: true });
    setBusy(false);
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} data-testid="login-form">
        <h1>{t('app.name')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        <label className="field">
          <span className="field-label">{t('login.email')}</span>
          <input type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} data-testid="login-email" />
        </label>
        <label className="field">
          <span className="field-label">{t('login.password')}</span>
          <input type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} data-testid="login-password" />
        </label>
        {authError ? (
          <p className="form-error" role="alert" data-testid="login-error">
            {t(authError)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy} data-testid="login-submit">
          {busy ? t('states.loading') : t('login.submit')}
        </button>
        <p className="login-notice" data-testid="login-notice">
          <Trans i18nKey="login.terms" components={{ terms: <Link href="/terms" />, privacy: <Link href="/privacy" /> }} />
        </p>
        <p className="login-notice">{t('login.recording')}</p>
        <LanguageSelect className="field login-language" testId="login-language" />
      </form>
    </main>
  );
}
