import type { Overview } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { isQuietPeriod, valuesOf } from '../../../components/charts/overview-series.ts';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { QueryView } from '../../../components/ui/states.tsx';
import { formatLocalDate } from '../../../lib/format.ts';
import { useOverview } from '../api/use-overview.ts';
import { LiveStrip } from '../live-strip/live-strip.tsx';
import { OVERVIEW_SECTIONS } from '../overview-sections.ts';
import { MetricCard } from './metric-card.tsx';
import './overview.css';

/**
 * The overview (route /dashboard): last month of the chosen site, one card per overview
 * series with its whole-month total, its trend and a sparkline of the days; above it, the
 * live strip of today and this week.
 */
export default function OverviewPage() {
  const overview = useOverview();
  return (
    <>
      {/* Today and this week, live (issue 19); outside the month's view so a quiet month still shows them. */}
      <LiveStrip />
      <QueryView query={overview} isEmpty={(response) => isQuietPeriod(response.totals)}>
        {(response) => <OverviewCards response={response} />}
      </QueryView>
    </>
  );
}

function OverviewCards({ response }: { response: Overview }) {
  const { t, i18n } = useTranslation('overview');
  const format = useSeriesFormat(response.currency);
  const date = (day: string) => formatLocalDate(day, i18n.language);
  return (
    <div className="overview" data-testid="overview">
      <p className="overview-range" data-testid="overview-range">
        {t('overview.range', { from: date(response.timeFrom), to: date(response.timeTo) })}
        <span className="muted"> · {t('overview.trendNote')}</span>
      </p>
      {OVERVIEW_SECTIONS.map((section) => (
        <section key={section.key} className="overview-section" aria-labelledby={`overview-section-${section.key}`}>
          <h2 className="section-title" id={`overview-section-${section.key}`}>
            {t(`overview.sections.${section.key}`)}
          </h2>
          <div className="card-grid overview-grid">
            {section.series.map((series) => (
              <MetricCard
                key={series}
                series={series}
                // Cards may be compact (formatSeriesValue: 1.2k, hours above 999 minutes, money with k);
                // tables and tooltips show the exact figure (formatSeriesExact). Null totals read "—".
                display={format.value(series, response.totals[series])}
                exact={format.exact(series, response.totals[series])}
                total={response.totals[series]}
                trend={response.trends[series]}
                values={valuesOf(response, series)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
