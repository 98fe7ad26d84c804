import type { Overview, SeriesName, TimeType } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { seriesColour } from '../../../components/charts/chart-layout.ts';
import { isQuietPeriod, periodsOf, SERIES_KIND } from '../../../components/charts/overview-series.ts';
import { formatPeriod } from '../../../components/charts/period-format.ts';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { filters, selectCustomRange, selectTimeType } from '../../../stores/filter.store.ts';
import type { DateRange } from '../../../stores/time-range.ts';
import { usePerformanceOverview } from '../api/use-performance-overview.ts';
import { isSingleDay } from '../day-drilldown.ts';
import { parseMetrics, parseView, toggleMetric, type PerformanceView } from '../metric-selection.ts';
import { performanceCsv } from '../performance-table.ts';
import { DayView } from './day-view.tsx';
import { MetricPicker } from './metric-picker.tsx';
import { MetricSummary } from './metric-summary.tsx';
import { PerformanceChart } from './performance-chart.tsx';
import { PeriodTable } from './period-table.tsx';
import './performance.css';

/**
 * Performance (route /dashboard/performance): up to 4 overview series compared over the
 * filter's periods, as cards and a chart with trend lines, or as a table with a CSV export.
 * In the daily view a day drills down to that day alone (spec §2): its hours, rooms and calls.
 */
export default function PerformancePage() {
  const { t, i18n } = useTranslation('performance');
  const overview = usePerformanceOverview();
  const { data } = overview;
  const timezone = useCurrentSite()?.timezone ?? null;
  const [params, setParams] = useSearchParams();
  const metrics = parseMetrics(params.get('metrics'));
  const view = parseView(params.get('view'));
  const [refused, setRefused] = useState(false);
  // The hint answers a click in a non-daily view; it belongs to the data it was clicked on.
  const [hintFor, setHintFor] = useState<Overview | null>(null);
  // What the filter was before a drill-down, to offer the way back.
  const [beforeDrill, setBeforeDrill] = useState<{ timeType: TimeType; time: DateRange; day: string } | null>(null);
  const format = useSeriesFormat(data?.currency ?? null);
  const colourOf = (name: SeriesName) => seriesColour(Math.max(0, metrics.indexOf(name)));

  const setParam = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const onToggle = (name: SeriesName) => {
    const result = toggleMetric(metrics, name);
    setRefused(result.refused);
    if (!result.refused) setParam('metrics', result.selected.join(','));
  };
  const onView = (next: PerformanceView) => setParam('view', next);

  const periodTitle = (unit: Overview['viewTimeBy']) => (time: string) =>
    unit === 'week' ? t('performance.period.weekOf', { date: formatPeriod(time, unit, i18n.language, 'long') }) : formatPeriod(time, unit, i18n.language, 'long');

  const onPeriodClick = (response: Overview) => (index: number) => {
    if (response.viewTimeBy !== 'day') {
      setHintFor(response);
      return;
    }
    const day = periodsOf(response)[index];
    if (!day || (response.timeFrom === day && response.timeTo === day)) return;
    setBeforeDrill({ timeType: filters.selection.timeType, time: { ...filters.selection.time }, day });
    selectCustomRange({ timeFrom: day, timeTo: day });
  };
  const drilledIn = beforeDrill !== null && data?.timeFrom === beforeDrill.day && data.timeTo === beforeDrill.day;
  const goBack = () => {
    if (!beforeDrill) return;
    if (beforeDrill.timeType === 'custom_time') selectCustomRange(beforeDrill.time);
    else selectTimeType(beforeDrill.timeType, timezone);
    setBeforeDrill(null);
  };

  const exportTable = () => {
    if (!data) return { header: [], rows: [] };
    return performanceCsv(data, metrics, {
      period: t('performance.table.period'),
      total: t('performance.table.total'),
      column: (name) => {
        const metric = t(`common:metrics.${name}`);
        const kind = SERIES_KIND[name];
        if (kind === 'minutes') return `${metric} (${t('common:units.minutes')})`;
        if (kind === 'money' && data.currency) return `${metric} (${data.currency})`;
        return metric;
      },
    });
  };

  return (
    <div className="performance" data-testid="performance">
      <div className="toolbar">
        {/* A single day shows its hours, rooms and calls whatever the view: nothing to toggle. */}
        {data !== undefined && isSingleDay(data) ? null : (
          <div className="view-toggle" role="group" aria-label={t('performance.view.label')}>
            {(['cards', 'table'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={view === option ? 'view-toggle-button is-active' : 'view-toggle-button'}
                aria-pressed={view === option}
                onClick={() => onView(option)}
                data-testid={`performance-view-${option}`}
              >
                {t(`performance.view.${option}`)}
              </button>
            ))}
          </div>
        )}
        {drilledIn ? (
          <button type="button" className="button button-ghost" onClick={goBack} data-testid="performance-drill-back">
            <span className="flip-rtl" aria-hidden="true">
              ←
            </span>{' '}
            {t('performance.drill.back')}
          </button>
        ) : null}
        <span className="spacer" />
        <ReportButton />
        <ExportButton fileName={`performance-${data?.timeFrom ?? ''}-${data?.timeTo ?? ''}`} build={exportTable} disabled={!data || metrics.length === 0} />
      </div>

      <MetricPicker selected={metrics} colourOf={colourOf} onToggle={onToggle} refused={refused} />

      {hintFor !== null && hintFor === data ? (
        <p className="drilldown-hint" role="status" data-testid="performance-drilldown-hint">
          {t('common:states.drillDownDailyOnly')}
        </p>
      ) : null}

      <QueryView query={overview} isEmpty={(response) => periodsOf(response).length === 0 || isQuietPeriod(response.totals)}>
        {(response) =>
          metrics.length === 0 ? (
            <EmptyState message={t('performance.metrics.none')} />
          ) : isSingleDay(response) ? (
            // One day is drilled into: its totals, then its hours, rooms and calls (not one bar).
            <>
              <MetricSummary response={response} metrics={metrics} colourOf={colourOf} format={format.value} caption={t('performance.day.caption')} trends={false} />
              <DayView key={response.timeFrom} day={response.timeFrom} metrics={metrics} colourOf={colourOf} format={format} />
            </>
          ) : view === 'cards' ? (
            <>
              <MetricSummary response={response} metrics={metrics} colourOf={colourOf} format={format.value} />
              <PerformanceChart
                response={response}
                metrics={metrics}
                colourOf={colourOf}
                format={format}
                periodTitle={periodTitle(response.viewTimeBy)}
                onPeriodClick={onPeriodClick(response)}
              />
            </>
          ) : (
            <PeriodTable
              response={response}
              metrics={metrics}
              colourOf={colourOf}
              // Tables show exact figures (2,013, not 2k): analysts read and export them.
              format={format.exact}
              periodTitle={periodTitle(response.viewTimeBy)}
              onPeriodClick={onPeriodClick(response)}
            />
          )
        }
      </QueryView>
    </div>
  );
}
