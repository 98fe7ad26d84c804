import type { DeviceAlertKind } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { deviceAlertsQuery } from '../api/device-alerts-api.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { useNow } from '../hooks/use-now.ts';
import { KIND_ORDER } from '../model/alert-kinds.ts';
import { defaultSearch, MAX_SEARCH_TEXT, SEARCH_DEBOUNCE_MS, searchRequest, type AlertSearch } from '../model/alert-search.ts';
import { PagedAlertTable } from './paged-alert-table.tsx';
import { AlertsFrame } from './alerts-frame.tsx';
import { TruncatedNote } from './truncated-note.tsx';
import { useAlertSite } from '../hooks/use-alert-site.ts';

/** /admin/device-alerts/search: the site's alerts by device id, code or room, kind, state and dates. */
export default function SearchAlertsPage() {
  const site = useAlertSite();
  return <SearchAlerts key={site.siteId ?? ''} {...site} />;
}

function SearchAlerts({ siteId, timeZone, today }: { siteId: string | null; timeZone: string; today: string }) {
  const { t } = useTranslation('deviceAlerts');
  const [search, setSearch] = useState<AlertSearch>(() => defaultSearch(today));
  const now = useNow();
  // Typing asks the server once it pauses (spec §9); the other filters ask at once.
  const text = useDebounced(search.text, SEARCH_DEBOUNCE_MS);
  const request = siteId === null ? null : searchRequest(siteId, { ...search, text });
  const query = useQuery(deviceAlertsQuery(request?.ok ? request.query : null));
  const set = (change: Partial<AlertSearch>) => setSearch((previous) => ({ ...previous, ...change }));
  const textId = useId();
  const fromId = useId();
  const toId = useId();
  const rangeError = request?.ok === false;

  const tools = (
    <div className="da-search-fields">
      <div className="field da-search-text">
        <label className="field-label" htmlFor={textId}>
          {t('filter.text')}
        </label>
        <input
          id={textId}
          type="search"
          value={search.text}
          maxLength={MAX_SEARCH_TEXT}
          placeholder={t('filter.textPlaceholder')}
          onChange={(event) => set({ text: event.target.value })}
          data-testid="device-alerts-search-text"
        />
      </div>
      <SelectField<DeviceAlertKind | ''>
        label={t('filter.kind')}
        value={search.kind}
        placeholder={t('filter.allKinds')}
        options={KIND_ORDER.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        onChange={(kind) => set({ kind })}
        testId="device-alerts-search-kind"
      />
      <SelectField<AlertSearch['state']>
        label={t('filter.state')}
        value={search.state}
        options={[
          { value: 'all', label: t('filter.stateAll') },
          { value: 'active', label: t('filter.stateActive') },
        ]}
        onChange={(state) => set({ state })}
        testId="device-alerts-search-state"
      />
      <div className="field">
        <label className="field-label" htmlFor={fromId}>
          {t('filter.from')}
        </label>
        <input
          id={fromId}
          type="date"
          value={search.from}
          max={today}
          disabled={search.state === 'active'}
          aria-invalid={rangeError || undefined}
          onChange={(event) => set({ from: event.target.value })}
          data-testid="device-alerts-search-from"
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={toId}>
          {t('filter.to')}
        </label>
        <input
          id={toId}
          type="date"
          value={search.to}
          disabled={search.state === 'active'}
          aria-invalid={rangeError || undefined}
          onChange={(event) => set({ to: event.target.value })}
          data-testid="device-alerts-search-to"
        />
      </div>
    </div>
  );

  return (
    <AlertsFrame view="search" siteId={siteId} tools={tools}>
      {rangeError ? (
        <p className="form-error" role="alert" data-testid="device-alerts-search-error">
          {t('filter.rangeInvalid')}
        </p>
      ) : (
        <QueryView query={query} isEmpty={(data) => data.alerts.length === 0}>
          {(data) => (
            <div className="da-results">
              <TruncatedNote shown={data.alerts.length} total={data.total} />
              <PagedAlertTable key={request?.ok ? JSON.stringify(request.query) : ''} alerts={data.alerts} now={now} timeZone={timeZone} testId="device-alerts-search-table" />
            </div>
          )}
        </QueryView>
      )}
    </AlertsFrame>
  );
}
