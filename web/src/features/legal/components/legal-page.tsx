import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { LEGAL_SECTIONS, LEGAL_UPDATED, otherLegalPage, type LegalPageKind } from '../model/legal-pages.ts';
import './legal-page.css';

/** The date the texts last changed, in the reader's language (a calendar date: no zone applies). */
const updatedOn = (language: string): string => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LEGAL_UPDATED}T00:00:00Z`));

/** `/terms` or `/privacy`: one page of headed sections, a link to the other page and back to the panel. */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const title = t(`legal:${kind}.title`);
  const appName = t('common:app.name');
  const other = otherLegalPage(kind);
  return (
    <main className="legal-page" data-testid={`legal-${kind}`}>
      <article className="legal-card">
        <header className="legal-head">
          <p className="legal-app">{appName}</p>
          <h1>{title}</h1>
          <p className="legal-updated">{t('legal:updated', { date: updatedOn(i18n.language) })}</p>
        </header>
        <p className="legal-intro">{t(`legal:${kind}.intro`)}</p>
        {LEGAL_SECTIONS[kind].map((section) => (
          <section key={section} className="legal-section" data-testid="legal-section">
            <h2>{t(`legal:${kind}.${section}.heading`)}</h2>
            <p>{t(`legal:${kind}.${section}.body`)}</p>
          </section>
        ))}
        <p className="legal-operator">{t('legal:operator')}</p>
        <footer className="legal-foot">
          <nav className="legal-links">
            <Link href={`/${other}`} data-testid={`legal-link-${other}`}>
              {t(`legal:${other}.title`)}
            </Link>
            {/* The root: the panel for a signed-in reader, the login for anyone else. */}
            <Link href="/" data-testid="legal-back">
              {t('legal:back')}
            </Link>
          </nav>
          <LanguageSelect className="field legal-language" testId="legal-language" />
        </footer>
      </article>
    </main>
  );
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
