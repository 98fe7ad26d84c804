import type { DeviceAlertKind } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { deviceAlertsQuery } from '../api/device-alerts-api.ts';
import { useAlertsLive } from '../hooks/use-alerts-live.ts';
import { useNow } from '../hooks/use-now.ts';
import { KIND_ORDER } from '../model/alert-kinds.ts';
import { sortAlerts } from '../model/alert-list.ts';
import { periodQuery } from '../model/months.ts';
import { AlertTable } from './alert-table.tsx';
import { AlertsFrame } from './alerts-frame.tsx';
import { PagedAlertTable } from './paged-alert-table.tsx';
import { TruncatedNote } from './truncated-note.tsx';
import { useAlertSite } from '../hooks/use-alert-site.ts';

type CounterState = 'active' | 'all';

/**
 * /admin/device-alerts/counter: the alerts of the site's counters (people counters and the
 * pad9+'s built-in one): anomalies, counters gone silent and whatever else they raise (a
 * low battery stops the counting too), open now or over the last 30 days, updated live.
 */
export default function CounterAlertsPage() {
  const site = useAlertSite();
  return <CounterAlerts key={site.siteId ?? ''} {...site} />;
}

function CounterAlerts({ siteId, timeZone, today }: { siteId: string | null; timeZone: string; today: string }) {
  const { t } = useTranslation('deviceAlerts');
  const [state, setState] = useState<CounterState>('active');
  const [kind, setKind] = useState<DeviceAlertKind | ''>('');
  const live = useAlertsLive(siteId);
  const now = useNow();
  const request = siteId === null ? null : { siteId, group: 'counter' as const, state, ...(state === 'all' ? periodQuery('last_30_days', today) : {}), ...(kind === '' ? {} : { kind }) };
  const query = useQuery({ ...deviceAlertsQuery(request), refetchInterval: live.refetchInterval });

  const tools = (
    <>
      <SelectField<CounterState>
        label={t('filter.state')}
        value={state}
        options={[
          { value: 'active', label: t('filter.stateActive') },
          { value: 'all', label: t('filter.stateLast30') },
        ]}
        onChange={setState}
        testId="device-alerts-counter-state"
      />
      <SelectField<DeviceAlertKind | ''>
        label={t('filter.kind')}
        value={kind}
        placeholder={t('filter.allKinds')}
        options={KIND_ORDER.map((entry) => ({ value: entry, label: t(`kind.${entry}`) }))}
        onChange={setKind}
        testId="device-alerts-counter-kind"
      />
    </>
  );

  return (
    <AlertsFrame view="counter" siteId={siteId} tools={tools} live={live.status}>
      <QueryView query={query} isEmpty={(data) => data.alerts.length === 0} emptyMessage={state === 'active' ? t('common:states.noErrors') : undefined}>
        {(data) => (
          <div className="da-results">
            <TruncatedNote shown={data.alerts.length} total={data.total} />
            {state === 'active' ? (
              <AlertTable alerts={sortAlerts(data.alerts, 'kind')} grouped columns="active" now={now} timeZone={timeZone} testId="device-alerts-counter-table" />
            ) : (
              <PagedAlertTable alerts={data.alerts} now={now} timeZone={timeZone} testId="device-alerts-counter-table" />
            )}
          </div>
        )}
      </QueryView>
    </AlertsFrame>
  );
}
