import type { Overview, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { axisMax, largestOf } from '../../../components/charts/axis-max.ts';
import { ChartLegend } from '../../../components/charts/chart-legend.tsx';
import { periodsOf, periodsWithData, seriesMark, valuesOf } from '../../../components/charts/overview-series.ts';
import { formatPeriod } from '../../../components/charts/period-format.ts';
import type { ChartSeriesFormat } from '../../../components/charts/series-format.ts';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/time-series-chart.tsx';
import { formatLocalDate } from '../../../lib/format.ts';

interface PerformanceChartProps {
  response: Overview;
  metrics: readonly SeriesName[];
  colourOf: (name: SeriesName) => string;
  format: { chart: (name: SeriesName, axisTop: number) => ChartSeriesFormat };
  periodTitle: (time: string) => string;
  onPeriodClick: (index: number) => void;
}

const TREND_LEGEND_COLOUR = '#5b6878';

/**
 * The compared metrics over the periods: each on its own axis (spec §9 axis rules), with
 * its least-squares trend line; clicking a period drills down.
 */
export function PerformanceChart({ response, metrics, colourOf, format, periodTitle, onPeriodClick }: PerformanceChartProps) {
  const { t, i18n } = useTranslation('performance');
  const periods = periodsOf(response);
  const unit = response.viewTimeBy;
  const series: TimeSeries[] = metrics.map((name) => {
    const values = valuesOf(response, name);
    const top = axisMax(name, largestOf(values));
    return {
      key: name,
      label: t(`common:metrics.${name}`),
      values,
      mark: seriesMark(name),
      color: colourOf(name),
      axisMax: top,
      // Exact in the tooltip, compact on the axis; minutes in hours on both when the axis
      // reaches above 999 minutes (spec §9, as the metric card), the unit heading the axis.
      ...format.chart(name, top),
      trendLine: true,
    };
  });
  const names = series.map((entry) => entry.label).join(', ');
  const date = (day: string) => formatLocalDate(day, i18n.language);
  // A single day is already drilled into.
  const canDrill = unit === 'day' && periods.length > 1;
  const notes = [canDrill ? t('performance.drill.clickDay') : null, series.length > 1 ? t('performance.chart.axesNote') : null].filter((note) => note !== null);
  return (
    <section className="card performance-chart-card" aria-labelledby="performance-chart-title">
      <div className="performance-chart-head">
        <h2 className="performance-chart-title" id="performance-chart-title">
          {t(`performance.chart.title.${unit}`)}
        </h2>
        <ChartLegend
          label={t('performance.chart.legend')}
          testId="performance-legend"
          items={[
            ...series.map((entry) => ({ key: entry.key, label: entry.label, color: entry.color, mark: entry.mark })),
            { key: 'trend', label: t('performance.chart.trendLine'), color: TREND_LEGEND_COLOUR, mark: 'dashed' as const },
          ]}
        />
      </div>
      <TimeSeriesChart
        testId="performance-chart"
        periods={periods.map((time) => formatPeriod(time, unit, i18n.language))}
        periodTitles={periods.map(periodTitle)}
        series={series}
        height={340}
        ariaLabel={t('performance.chart.aria', { metrics: names, from: date(response.timeFrom), to: date(response.timeTo) })}
        onBarClick={onPeriodClick}
        periodTestId={(index) => `performance-period-${index}`}
        periodHasData={periodsWithData(response)}
        clickHint={canDrill ? t('performance.drill.clickDay') : undefined}
      />
      {notes.length ? <p className="performance-chart-note">{notes.join(' ')}</p> : null}
    </section>
  );
}
