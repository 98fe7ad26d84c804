import type { DeviceAlertItem, DeviceAlertKind } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatNumber, formatPercent } from '../../../lib/format.ts';
import { alertDetail } from '../model/alert-detail.ts';

/** One line drawing per kind (so a kind never rests on colour alone); stroke follows the text colour. */
const PATHS: Record<DeviceAlertKind, string> = {
  // A signal with a slash through it.
  offline: 'M4 9a12 12 0 0 1 16 0M7 12.5a7 7 0 0 1 10 0M10.5 16a2 2 0 0 1 3 0M3 3l18 18',
  // A battery with one low bar.
  low_battery: 'M3 8h15v8H3zM18 10.5h2.5v3H18M5.5 10.5v3',
  // A roll of paper, nearly used up.
  dispenser_low: 'M6 5h11a3 7 0 0 1 0 14H6M6 5a3 7 0 0 0 0 14M6 10.5v3',
  // A warning triangle.
  device_error: 'M12 3 2 20h20zM12 9v5M12 17v.5',
  // A falling line.
  counter_anomaly: 'M3 6l6 6 4-4 8 9M15 17h6v-6',
};

export function AlertKindIcon({ kind }: { kind: DeviceAlertKind }) {
  return (
    <svg className={`da-kind-icon da-kind-${kind}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The kind's icon and name, with what the alert opened with underneath (reading, item, state…). */
export function AlertKindCell({ alert, timeZone }: { alert: DeviceAlertItem; timeZone: string }) {
  const { t } = useTranslation('deviceAlerts');
  return (
    <span className={`da-kind tone-${alert.kind}`}>
      <AlertKindIcon kind={alert.kind} />
      <span className="da-kind-text">
        <span className="da-kind-name">{t(`kind.${alert.kind}`)}</span>
        <AlertDetailLine alert={alert} timeZone={timeZone} />
      </span>
    </span>
  );
}

/**
 * A value set into a sentence, isolated from the text around it: a percentage, a date or a
 * device's state keeps its own direction inside a Hebrew or Arabic sentence ("14%", not "%14").
 */
const isolate = (value: string): string => `\u2068${value}\u2069`;

function AlertDetailLine({ alert, timeZone }: { alert: DeviceAlertItem; timeZone: string }) {
  const { t, i18n } = useTranslation('deviceAlerts');
  const detail = alertDetail(alert);
  if (!detail) return null;
  const locale = i18n.language;
  let text: string;
  switch (detail.key) {
    case 'detail.lastSignal':
      text = t(detail.key, { time: isolate(formatInstant(detail.lastSignalAt, locale, timeZone, { dateStyle: 'short', timeStyle: 'short' })) });
      break;
    case 'detail.battery':
      text = t(detail.key, { battery: isolate(formatPercent(detail.battery, locale, 0)) });
      break;
    case 'detail.dispenser': {
      const item = t(`labels:item_${detail.item}`, { defaultValue: detail.item });
      const level = detail.level === null ? '' : t(`labels:level_${detail.level}`, { defaultValue: detail.level });
      const cell = detail.cell === null ? null : isolate(formatNumber(detail.cell, locale));
      // Without a cell the item and its level need no words between them.
      if (cell === null) text = level ? `${item} · ${level}` : item;
      else text = level ? t('detail.dispenser', { item, cell, level }) : t('detail.dispenserCell', { item, cell });
      break;
    }
    case 'detail.state':
      text = t(detail.key, { state: isolate(detail.state) });
      break;
    case 'detail.counter':
      text = t(detail.key, { actual: isolate(formatNumber(detail.actual, locale, 1)), expected: isolate(formatNumber(detail.expected, locale, 1)) });
      break;
  }
  return <span className="da-kind-detail muted">{text}</span>;
}
