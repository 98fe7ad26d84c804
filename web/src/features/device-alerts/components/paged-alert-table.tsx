import type { DeviceAlertItem } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTable } from './alert-table.tsx';

/** Rows shown at first and added by each "show more": a month's history can run to hundreds. */
export const ALERT_PAGE_SIZE = 50;

interface PagedAlertTableProps {
  alerts: readonly DeviceAlertItem[];
  now: number;
  timeZone: string;
  testId: string;
}

/** A history table that shows its first rows and more on request, so what follows it on the page stays in reach. */
export function PagedAlertTable({ alerts, now, timeZone, testId }: PagedAlertTableProps) {
  const { t } = useTranslation('deviceAlerts');
  const [shown, setShown] = useState(ALERT_PAGE_SIZE);
  const rest = alerts.length - shown;
  return (
    <>
      <AlertTable alerts={alerts.slice(0, shown)} columns="history" now={now} timeZone={timeZone} testId={testId} />
      {rest > 0 ? (
        <button type="button" className="da-link-button" onClick={() => setShown(shown + ALERT_PAGE_SIZE)} data-testid="device-alerts-more">
          {t('list.showMore', { count: Math.min(rest, ALERT_PAGE_SIZE), shown: Math.min(shown, alerts.length), total: alerts.length })}
        </button>
      ) : null}
    </>
  );
}
