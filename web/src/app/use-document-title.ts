import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from './page-titles.ts';

/** The tab title of the screen shown: its title key's text, then the product; undefined leaves the title alone. */
export function useDocumentTitle(titleKey: string | null | undefined): void {
  const { t, i18n } = useTranslation();
  const page = titleKey ? t(titleKey) : null;
  const appName = t('app.name');
  useEffect(() => {
    if (titleKey === undefined) return;
    document.title = documentTitle(page, appName);
  }, [titleKey, page, appName, i18n.language]);
}
