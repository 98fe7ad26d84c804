import type { AnalysisReport, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { axisMax, largestOf } from '../../../components/charts/axis-max.ts';
import { periodsOf, periodsWithData, seriesMark, valuesOf } from '../../../components/charts/overview-series.ts';
import { formatPeriod } from '../../../components/charts/period-format.ts';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/time-series-chart.tsx';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';

const CHARTS: readonly { key: 'traffic' | 'calls'; series: readonly [SeriesName, string][] }[] = [
  { key: 'traffic', series: [['visits', '#0f766e'], ['complaints', '#b45309']] },
  { key: 'calls', series: [['callsOpened', '#1d4ed8'], ['response_time_SLA', '#be123c']] },
];

/** The report's charts over the period: traffic and complaints, calls and response time. */
export function ReportCharts({ report }: { report: AnalysisReport }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const format = useSeriesFormat(report.overview.currency);
  const periods = periodsOf(report.overview);
  const labels = periods.map((period) => formatPeriod(period, report.viewTimeBy, i18n.language));
  const titles = periods.map((period) => formatPeriod(period, report.viewTimeBy, i18n.language, 'long'));
  const hasData = periodsWithData(report.overview);
  return (
    <div className="report-charts">
      {CHARTS.map((chart) => {
        const series: TimeSeries[] = chart.series.map(([name, color]) => {
          const values = valuesOf(report.overview, name);
          const top = axisMax(name, largestOf(values));
          return {
            key: name,
            label: t(`common:metrics.${name}`),
            values,
            mark: seriesMark(name),
            color,
            axisMax: top,
            ...format.chart(name, top),
          };
        });
        return (
          <figure className="report-chart" key={chart.key} data-testid={`report-chart-${chart.key}`}>
            <figcaption>
              {t(`reports:chart.${chart.key}`)}
              <span className="report-chart-legend">
                {series.map((entry) => (
                  <span key={entry.key} className="report-legend-item">
                    <span className="report-legend-swatch" style={{ background: entry.color }} aria-hidden="true" />
                    {entry.label}
                  </span>
                ))}
              </span>
            </figcaption>
            <TimeSeriesChart periods={labels} periodTitles={titles} series={series} height={240} ariaLabel={t(`reports:chart.${chart.key}`)} periodHasData={hasData} noValueText="—" />
          </figure>
        );
      })}
    </div>
  );
}
