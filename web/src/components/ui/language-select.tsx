import type { UserLanguage } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES } from '../../i18n/languages.ts';

/** The nine languages by their own names, for the pages read before signing in (login, terms, privacy). */
export function LanguageSelect({ testId, className = 'field' }: { testId: string; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={className}>
      <span className="field-label">{t('nav.language')}</span>
      <select value={i18n.language} onChange={(event) => void changeLanguage(event.target.value as UserLanguage)} data-testid={testId}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
