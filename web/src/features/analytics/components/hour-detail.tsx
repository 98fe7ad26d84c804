import type { AnalyticsHour } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatHour } from '../model/hour-series.ts';
import { FigureCell } from './analytics-cells.tsx';

/** The figures of the hour chosen on the chart, so a click answers "what happens at 09:00?". */
const FIELDS = ['visits', 'complaints', 'arrivals', 'supervisors', 'avgResponseTime', 'ratio', 'score'] as const;

export function HourDetail({ figures, onClear }: { figures: AnalyticsHour; onClear: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <div className="hour-detail" data-testid="analytics-hour-detail">
      <strong className="hour-detail-title">{t('hours.selected', { hour: formatHour(figures.hour) })}</strong>
      <dl>
        {FIELDS.map((field) => (
          <div key={field}>
            <dt>{t(`columns.${field}`)}</dt>
            <dd data-testid={`analytics-hour-detail-${field}`}>
              <FigureCell source={{ ...figures, topComplaints: [] }} column={field} />
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button-ghost" onClick={onClear} data-testid="analytics-hour-clear">
        {t('hours.clear')}
      </button>
    </div>
  );
}
