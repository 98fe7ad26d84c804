import type { SiteCleaner } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../../components/form/check-list.tsx';
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
    <CheckList
      label={t('area.cleaners')}
      count={t('picker.selected', { count: chosen, total: offered.length })}
      testId="working-area-cleaners"
      search={search}
      onSearch={setSearch}
      searchLabel={t('picker.findCleaner')}
      unavailable={offered.length === 0 ? t('common:states.noCleaners') : null}
      noMatch={shown.length === 0 ? t('common:states.noCleaners') : null}
      error={error}
    >
      {shown.length > 0 ? (
        <ul className="check-list-options">
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
        </ul>
      ) : null}
    </CheckList>
  );
}
