import type { CleandexSeries } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../../../components/charts/chart-legend.tsx';
import { formatPeriod } from '../../../components/charts/period-format.ts';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/time-series-chart.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatNumber } from '../../../lib/format.ts';

const COLOURS = { mean: '#2563eb', lowest: '#dc2626' };

/** The room's Cleandex over the filter's periods: its mean and its lowest score, against the site's threshold. */
export function CleandexSeriesChart({ data }: { data: CleandexSeries }) {
  const { t, i18n } = useTranslation('cleandex');
  const lang = i18n.language;
  const unit = data.viewTimeBy;
  const format = (value: number) => formatNumber(value, lang, 1);
  const series: TimeSeries[] = [
    { key: 'mean', label: t('series.mean'), values: data.rows.map((row) => row.meanScore), mark: 'line', color: COLOURS.mean, axisMax: 100, formatValue: format },
    { key: 'lowest', label: t('series.lowest'), values: data.rows.map((row) => row.lowestScore), mark: 'line', color: COLOURS.lowest, axisMax: 100, formatValue: format },
  ];
  return (
    <section className="card room-section" data-testid="room-analytics-cleandex">
      <div className="room-section-head">
        <h3>{t('series.title')}</h3>
        <p>
          {data.cleandexThreshold === null ? t('series.subtitleOff') : t('series.subtitle', { threshold: formatNumber(data.cleandexThreshold, lang) })}
        </p>
        <ChartLegend items={series.map((entry) => ({ key: entry.key, label: entry.label, color: entry.color, mark: 'line' as const }))} />
      </div>
      {isCleandexSeriesEmpty(data) ? (
        <EmptyState message={t('series.empty')} />
      ) : (
        <TimeSeriesChart
          testId="room-analytics-cleandex-chart"
          periods={data.rows.map((row) => formatPeriod(row.time, unit, lang))}
          periodTitles={data.rows.map((row) => formatPeriod(row.time, unit, lang, 'long'))}
          series={series}
          sharedScale
          height={260}
          ariaLabel={t('series.title')}
        />
      )}
    </section>
  );
}

/** Whether no score was taken in any period. */
export const isCleandexSeriesEmpty = (data: CleandexSeries): boolean => data.rows.every((row) => row.lowestScore === null);
