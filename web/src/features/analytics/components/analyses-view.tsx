import type { Analytics, ComplaintCategory, ProblemChart } from '@facility/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { filters, selectExtra } from '../../../stores/filter.store.ts';
import { complaintBars } from '../model/complaint-bars.ts';
import { formatHour, HOUR_METRICS, hourSeries, peakHour, type HourMetric } from '../model/hour-series.ts';
import { ComplaintChart } from './complaint-chart.tsx';
import { HourChart } from './hour-chart.tsx';
import { HourDetail } from './hour-detail.tsx';

const METRIC_COLORS: Record<HourMetric, string> = { visits: '#0f766e', complaints: '#dc2626', arrivals: '#2563eb' };

/** The analyses tab: activity by hour of day and complaints by problem. */
export function AnalysesView({ data }: { data: Analytics }) {
  return (
    <div className="analyses">
      <HourSection data={data} />
      <div className="analyses-complaints">
        <ComplaintSection category="cleaning" chart={data.charts.cleaning} color="#0f766e" />
        <ComplaintSection category="maintenance" chart={data.charts.maintenance} color="#c2410c" />
      </div>
    </div>
  );
}

function HourSection({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const { selection } = useSnapshot(filters);
  const [metric, setMetric] = useState<HourMetric>('visits');
  const points = useMemo(() => hourSeries(data.hourData, metric), [data.hourData, metric]);
  const peak = peakHour(points);
  const metricName = (name: HourMetric) => t(`common:metrics.${name}`);
  const selected = selection.hour === null ? undefined : data.hourData.find((entry) => entry.hour === selection.hour);

  return (
    <section className="card analyses-card" aria-labelledby="analytics-hours-title">
      <header className="analyses-card-header">
        <div>
          <h2 className="analytics-heading" id="analytics-hours-title">
            {t('hours.title')}
          </h2>
          <p className="analytics-subtitle muted">
            {peak ? `${t('hours.peak', { hour: peak.label, value: `${formatNumber(peak.value, locale)} ${metricName(metric)}` })} · ` : ''}
            {t('hours.hint')}
          </p>
        </div>
        <div className="segmented" role="group" aria-label={t('hours.metric')}>
          {HOUR_METRICS.map((name) => (
            <button
              key={name}
              type="button"
              className={name === metric ? 'segment is-active' : 'segment'}
              aria-pressed={name === metric}
              onClick={() => setMetric(name)}
              data-testid={`analytics-hour-metric-${name}`}
            >
              <span className="legend-swatch" style={{ background: METRIC_COLORS[name] }} aria-hidden="true" />
              {metricName(name)}
            </button>
          ))}
        </div>
      </header>
      {peak ? (
        <HourChart
          points={points}
          selectedHour={selection.hour}
          color={METRIC_COLORS[metric]}
          label={`${t('hours.title')}: ${metricName(metric)}`}
          describe={(point) => t('hours.bar', { hour: point.label, value: `${formatNumber(point.value, locale)} ${metricName(metric)}` })}
          formatTick={(value) => formatCount(value, locale)}
          // Choosing the same hour again clears it (spec §4; the rule lives in the filter store).
          onSelect={(hour) => selectExtra('hour', hour)}
        />
      ) : (
        <div data-testid="analytics-hour-chart">
          <EmptyState />
        </div>
      )}
      {selected ? <HourDetail figures={selected} onClear={() => selectExtra('hour', null)} /> : null}
    </section>
  );
}

function ComplaintSection({ category, chart, color }: { category: ComplaintCategory; chart: ProblemChart; color: string }) {
  const { t, i18n } = useTranslation('analytics');
  // The server counts only the chosen hour and service's problems: say so beside the title.
  const { selection } = useSnapshot(filters);
  const bars = useMemo(() => complaintBars(chart), [chart]);
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  const title = t(`complaints.${category}`);
  return (
    <section className="card analyses-card" aria-label={title} data-testid={`analytics-complaints-${category}`}>
      <header className="analyses-card-header">
        <h2 className="analytics-heading">{title}</h2>
        {selection.servikName ? <span className="chip" data-testid={`analytics-complaints-${category}-service`}>{t('complaints.service', { name: selection.servikName })}</span> : null}
        {selection.hour === null ? null : (
          <span className="chip" data-testid={`analytics-complaints-${category}-hour`}>
            {t('complaints.atHour', { hour: formatHour(selection.hour) })}
          </span>
        )}
        {total > 0 ? <span className="chip">{t('complaints.total', { count: total, formatted: formatNumber(total, i18n.language) })}</span> : null}
      </header>
      {bars.length === 0 ? (
        <EmptyState message={t('common:states.noComplaints')} />
      ) : (
        <ComplaintChart bars={bars} color={color} label={title} labelOf={(key) => t(`labels:${key}`)} formatValue={(value) => formatNumber(value, i18n.language)} />
      )}
    </section>
  );
}
