import type { SiteCleaner } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleId } from '../../../lib/toggle-id.ts';
import { cleanerName, filterCleaners } from '../model/cleaner-list.ts';

interface CleanerPickerProps {
  cleaners: readonly SiteCleaner[];
  value: readonly string[];
  onChange: (cleanerIds: string[]) => void;
  error?: string | null;
}

/**
 * The site's cleaners to put in the area. A deactivated cleaner is offered only while the
 * area still holds it, so it can be taken out.
 */
export function CleanerPicker({ cleaners, value, onChange, error }: CleanerPickerProps) {
  const { t } = useTranslation('workforce');
  const [search, setSearch] = useState('');
  const offered = cleaners.filter((cleaner) => cleaner.active || value.includes(cleaner.userId));
  const shown = filterCleaners(offered, search);
  const chosen = value.filter((id) => offered.some((cleaner) => cleaner.userId === id)).length;
  return (
    <div className="wa-picker" role="group" aria-labelledby="wa-cleaners-label" data-testid="working-area-cleaners">
      <div className="wa-picker-head">
        <span className="field-label" id="wa-cleaners-label">
          {t('area.cleaners')}
        </span>
        <span className="muted wa-picker-count" data-testid="working-area-cleaners-count">
          {t('picker.selected', { count: chosen, total: offered.length })}
        </span>
      </div>
      {offered.length === 0 ? (
        <p className="muted wa-picker-empty">{t('common:states.noCleaners')}</p>
      ) : (
        <>
          <input
            type="search"
            className="wa-picker-search"
            placeholder={t('picker.findCleaner')}
            aria-label={t('picker.findCleaner')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="working-area-cleaners-search"
          />
          <ul className={error ? 'wa-picker-list wa-options-single is-invalid' : 'wa-picker-list wa-options-single'}>
            {shown.map((cleaner) => (
              <li key={cleaner.userId}>
                <label className="check-field">
                  <input
                    type="checkbox"
                    checked={value.includes(cleaner.userId)}
                    onChange={() => onChange(toggleId(value, cleaner.userId))}
                    data-testid="working-area-cleaner"
                    data-user-id={cleaner.userId}
                  />
                  <span>
                    <bdi>{cleanerName(cleaner)}</bdi> <bdi className="muted">{cleaner.username}</bdi>
                    {cleaner.active ? null : <span className="status-pill is-off wa-inline-pill">{t('status.inactive')}</span>}
                  </span>
                </label>
              </li>
            ))}
            {shown.length === 0 ? <li className="muted wa-picker-empty">{t('common:states.noCleaners')}</li> : null}
          </ul>
        </>
      )}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
