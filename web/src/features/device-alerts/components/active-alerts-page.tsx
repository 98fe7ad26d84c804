import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { deviceAlertsQuery } from '../api/device-alerts-api.ts';
import { useAlertsLive } from '../hooks/use-alerts-live.ts';
import { useNow } from '../hooks/use-now.ts';
import { ALERT_SORTS, sortAlerts, type AlertSort } from '../model/alert-list.ts';
import { AlertTable } from './alert-table.tsx';
import { AlertsFrame } from './alerts-frame.tsx';
import { KindSummary } from './kind-summary.tsx';
import { TruncatedNote } from './truncated-note.tsx';
import { useAlertSite } from '../hooks/use-alert-site.ts';

/** /admin/device-alerts/active: the site's open alerts now, grouped by kind or sorted, updated live. */
export default function ActiveAlertsPage() {
  const site = useAlertSite();
  return <ActiveAlerts key={site.siteId ?? ''} siteId={site.siteId} timeZone={site.timeZone} />;
}

function ActiveAlerts({ siteId, timeZone }: { siteId: string | null; timeZone: string }) {
  const { t } = useTranslation('deviceAlerts');
  const [sort, setSort] = useState<AlertSort>('kind');
  const live = useAlertsLive(siteId);
  const now = useNow();
  const query = useQuery({ ...deviceAlertsQuery(siteId === null ? null : { siteId, state: 'active' }), refetchInterval: live.refetchInterval });

  const tools = (
    <SelectField<AlertSort>
      label={t('sort.label')}
      value={sort}
      options={ALERT_SORTS.map((entry) => ({ value: entry, label: t(`sort.${entry}`) }))}
      onChange={setSort}
      testId="device-alerts-sort"
    />
  );

  return (
    <AlertsFrame view="active" siteId={siteId} tools={tools} live={live.status}>
      {/* No open alert is the good news of spec §8: "No errors". */}
      <QueryView query={query} isEmpty={(data) => data.alerts.length === 0} emptyMessage={t('common:states.noErrors')}>
        {(data) => (
          <div className="da-results">
            <KindSummary alerts={data.alerts} />
            <TruncatedNote shown={data.alerts.length} total={data.total} />
            <AlertTable alerts={sortAlerts(data.alerts, sort)} grouped={sort === 'kind'} columns="active" now={now} timeZone={timeZone} testId="device-alerts-active-table" />
          </div>
        )}
      </QueryView>
    </AlertsFrame>
  );
}
