import type { UserLanguage } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/languages.ts';

/** The visitor's language choice, among the languages the page (or its survey) speaks. */
export function LanguageSwitch({ language, languages, onChoose }: { language: UserLanguage; languages: readonly UserLanguage[]; onChoose: (code: UserLanguage) => void }) {
  const { t } = useTranslation('device-page');
  if (languages.length < 2) return null;
  return (
    <label className="device-language">
      <span className="device-sr-only">{t('page.language')}</span>
      <select value={language} onChange={(event) => onChoose(event.target.value as UserLanguage)} data-testid="device-language">
        {LANGUAGES.filter((entry) => languages.includes(entry.code)).map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
