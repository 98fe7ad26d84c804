import type { DeviceAlertKind } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { deviceAlertsQuery } from '../api/device-alerts-api.ts';
import { useAlertsLive } from '../hooks/use-alerts-live.ts';
import { useNow } from '../hooks/use-now.ts';
import { monthOf, periodQuery, PERIODS, type Period } from '../model/months.ts';
import { KIND_ORDER } from '../model/alert-kinds.ts';
import { AlertsFrame } from './alerts-frame.tsx';
import { OfflineReport } from './offline-report.tsx';
import { PagedAlertTable } from './paged-alert-table.tsx';
import { TruncatedNote } from './truncated-note.tsx';
import { useAlertSite } from '../hooks/use-alert-site.ts';

/** /admin/device-alerts: the site's alert history over a chosen period, and the month's offline time per device. */
export default function DeviceAlertsPage() {
  const site = useAlertSite();
  // The period and month belong to the site: another site starts afresh.
  return <DeviceAlerts key={site.siteId ?? ''} {...site} />;
}

function DeviceAlerts({ siteId, timeZone, today }: { siteId: string | null; timeZone: string; today: string }) {
  const { t } = useTranslation('deviceAlerts');
  const [period, setPeriod] = useState<Period>('last_30_days');
  const [kind, setKind] = useState<DeviceAlertKind | ''>('');
  const live = useAlertsLive(siteId);
  const now = useNow();
  const query = useQuery({ ...deviceAlertsQuery(siteId === null ? null : { siteId, state: 'all', ...periodQuery(period, today), ...(kind === '' ? {} : { kind }) }), refetchInterval: live.refetchInterval });

  return (
    <AlertsFrame view="alerts" siteId={siteId} live={live.status}>
      {siteId === null ? null : (
        <div className="da-stack">
          <section className="da-section" aria-labelledby="da-history-title" data-testid="device-alerts-history">
            <div className="da-section-head">
              <h2 id="da-history-title" className="section-title">
                {t('history.title')}
              </h2>
              <div className="da-section-tools">
                <SelectField<Period>
                  label={t('filter.period')}
                  value={period}
                  options={PERIODS.map((entry) => ({ value: entry, label: t(`period.${entry}`) }))}
                  onChange={setPeriod}
                  testId="device-alerts-period"
                />
                <SelectField<DeviceAlertKind | ''>
                  label={t('filter.kind')}
                  value={kind}
                  placeholder={t('filter.allKinds')}
                  options={KIND_ORDER.map((entry) => ({ value: entry, label: t(`kind.${entry}`) }))}
                  onChange={setKind}
                  testId="device-alerts-kind"
                />
              </div>
            </div>
            <QueryView query={query} isEmpty={(data) => data.alerts.length === 0}>
              {(data) => (
                <div className="da-results">
                  <TruncatedNote shown={data.alerts.length} total={data.total} />
                  {/* A new period or kind starts again from the first rows. */}
                  <PagedAlertTable key={`${period}|${kind}`} alerts={data.alerts} now={now} timeZone={timeZone} testId="device-alerts-table" />
                </div>
              )}
            </QueryView>
          </section>
          <OfflineReport siteId={siteId} currentMonth={monthOf(today)} refetchInterval={live.refetchInterval} />
        </div>
      )}
    </AlertsFrame>
  );
}

