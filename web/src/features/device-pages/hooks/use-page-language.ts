import type { DevicePage, UserLanguage } from '@facility/contracts';
import i18next from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { isLanguage, LANGUAGES } from '../../../i18n/languages.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { storageAreaOf, type DevicePageKind } from '../model/device-token.ts';
import { initialLanguage } from '../model/survey-run.ts';

const CHOICE_KEY = 'facility.device-page.language';

/**
 * The language a device page speaks: a `?lang=` in the link an installer set up, else the
 * visitor's last choice on this device, else the site's complaint language, always one the
 * assigned survey is written in. It is the page's own choice: the dashboard's language (a
 * manager's, on the same browser) is neither used nor changed.
 */
export function usePageLanguage(kind: DevicePageKind, page: DevicePage) {
  const area = storageAreaOf(kind);
  const [stored, setStored] = useState<string | null>(() => {
    const fromLink = new URLSearchParams(window.location.search).get('lang');
    if (isLanguage(fromLink)) writeStored(area, CHOICE_KEY, fromLink);
    return readStored<string | null>(area, CHOICE_KEY, null);
  });
  const surveyLanguages = page.survey?.languages ?? null;
  const language = initialLanguage({ stored, site: page.site.language, survey: surveyLanguages }, isLanguage);
  const languages = useMemo<UserLanguage[]>(() => surveyLanguages ?? LANGUAGES.map((entry) => entry.code), [surveyLanguages]);

  useEffect(() => {
    // i18next's languageChanged listener sets the document's lang and dir (he, ar: RTL).
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);

  const choose = (code: UserLanguage) => {
    writeStored(area, CHOICE_KEY, code);
    setStored(code);
  };
  return { language, languages, choose };
}
