import { CALENDAR_YEARS, type Site } from '@facility/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.ts';
import { useHolidayCountries, usePublicHolidays } from '../api/public-holidays-api.ts';
import { COUNTRIES, countryLabel, findCountry } from '../model/countries.ts';
import type { MergeResult, PublicHoliday } from '../model/site-calendar.ts';

interface HolidayImportProps {
  site: Site;
  today: string;
  /** What the last import added and skipped, until the next save. */
  result: Omit<MergeResult, 'values'> | null;
  onImported: (holidays: readonly PublicHoliday[]) => void;
}

/**
 * "Import public holidays": a country (the site's by default) and a year (this one), named
 * in the reader's language. They join the holiday rows for the admin to review; nothing is
 * saved until Save.
 */
export function HolidayImport({ site, today, result, onImported }: HolidayImportProps) {
  const { t, i18n } = useTranslation('organisation');
  const id = useId();
  const [country, setCountry] = useState(() => findCountry(site.country)?.code ?? '');
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  // Past holidays are skipped on import, so a year before this one would add nothing.
  const yearOk = Number.isInteger(year) && year >= thisYear && year <= CALENDAR_YEARS.max;
  const load = usePublicHolidays();
  // The countries the server's calendar knows; the form's own list until it answers.
  const { data: known } = useHolidayCountries(i18n.language);
  const options = (known ?? COUNTRIES.map((entry) => ({ code: entry.code, name: countryLabel(entry.name, i18n.language) }))).toSorted((a, b) => a.name.localeCompare(b.name, i18n.language));
  // A site in a country the calendar does not know starts with no choice rather than a wrong one.
  const chosen = options.some((option) => option.code === country) ? country : '';

  const onImport = () => {
    if (!chosen || !yearOk) return;
    load.mutate({ country: chosen, year, language: isLanguage(i18n.language) ? i18n.language : 'en' }, { onSuccess: (answer) => onImported(answer.holidays) });
  };

  // The server's details are in English and name query parameters: the reader gets their own language.
  const failure = load.error ? t('calendar.importFailed') : null;

  return (
    <div className="org-import" data-testid="holiday-import">
      <div className="field">
        <label className="field-label" htmlFor={`${id}-country`}>
          {t('calendar.importCountry')}
        </label>
        <select id={`${id}-country`} value={chosen} onChange={(event) => setCountry(event.target.value)} data-testid="holiday-import-country">
          {chosen === '' ? <option value="">{t('form.choose')}</option> : null}
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field org-year">
        <label className="field-label" htmlFor={`${id}-year`}>
          {t('calendar.importYear')}
        </label>
        <input
          id={`${id}-year`}
          type="number"
          min={thisYear}
          max={CALENDAR_YEARS.max}
          value={Number.isFinite(year) ? year : ''}
          onChange={(event) => setYear(event.target.valueAsNumber)}
          aria-invalid={!yearOk}
          aria-describedby={yearOk ? undefined : `${id}-year-error`}
          data-testid="holiday-import-year"
        />
        {yearOk ? null : (
          <span className="field-error" id={`${id}-year-error`} data-testid="holiday-import-year-error">
            {t('calendar.yearRange', { min: thisYear, max: CALENDAR_YEARS.max })}
          </span>
        )}
      </div>
      <button type="button" className="button" onClick={onImport} disabled={load.isPending || !chosen || !yearOk} data-testid="holiday-import-button">
        {load.isPending ? t('calendar.importing') : t('calendar.import')}
      </button>
      <p className="org-import-result" role="status" aria-live="polite" data-testid="holiday-import-result">
        {failure ? (
          <span className="field-error">{failure}</span>
        ) : result ? (
          [
            t('calendar.imported', { count: result.added }),
            result.alreadyThere > 0 ? t('calendar.alreadyThere', { count: result.alreadyThere }) : null,
            result.past > 0 ? t('calendar.pastSkipped', { count: result.past }) : null,
            result.added > 0 ? t('calendar.reviewAndSave') : null,
          ]
            .filter(Boolean)
            .join(' ')
        ) : null}
      </p>
    </div>
  );
}
