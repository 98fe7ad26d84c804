import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreColour } from '../../../components/charts/score-colour.ts';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { formatLocalDate, formatNumber } from '../../../lib/format.ts';
import { STRIP_PERIODS, type StripFigure, type StripPeriod } from './live-strip-model.ts';
import { useLiveStrip } from './use-live-strip.ts';
import './live-strip.css';

/**
 * "Today / this week" above the overview (issue 19): the site's figures so far, live, with
 * the overview's own definitions (the same route over a range ending today), each beside
 * its comparison; the overview below keeps last month (spec §2).
 */
export function LiveStrip() {
  const { t, i18n } = useTranslation('overview');
  const [period, setPeriod] = useState<StripPeriod>('today');
  const strip = useLiveStrip(period);
  const format = useSeriesFormat(strip?.currency ?? null);
  if (!strip) return null;
  const date = (day: string) => formatLocalDate(day, i18n.language, { day: 'numeric', month: 'short' });
  const { current } = strip.ranges;
  const range = period === 'today' ? t('overview.live.range.today', { date: date(current.timeTo) }) : t('overview.live.range.week', { from: date(current.timeFrom), to: date(current.timeTo) });

  const figure = ({ series, value, previous }: StripFigure) => (
    <div key={series} className="live-strip-figure" data-testid={`live-strip-figure-${series}`}>
      <dt className="live-strip-name">{t(`common:metrics.${series}`)}</dt>
      <dd className="live-strip-value" style={{ color: series === 'avg_score' && value !== null ? scoreColour(value) : undefined }} data-testid={`live-strip-value-${series}`}>
        {format.exact(series, value)}
      </dd>
      <dd className="live-strip-compare" data-testid={`live-strip-compare-${series}`}>
        {t(`overview.live.compare.${period}`, { value: format.exact(series, previous) })}
      </dd>
    </div>
  );

  return (
    <section className="card live-strip" aria-labelledby="live-strip-title" aria-busy={strip.loading} data-testid="live-strip">
      <div className="live-strip-head">
        <h2 className="live-strip-title" id="live-strip-title">
          {t('overview.live.title')}
        </h2>
        <div className="live-strip-switch" role="group" aria-label={t('overview.live.period.label')}>
          {STRIP_PERIODS.map((name) => (
            <button key={name} type="button" className={name === period ? 'live-strip-segment is-active' : 'live-strip-segment'} aria-pressed={name === period} onClick={() => setPeriod(name)} data-testid={`live-strip-period-${name}`}>
              {t(`overview.live.period.${name}`)}
            </button>
          ))}
        </div>
        <span className="live-strip-range" data-testid="live-strip-range">
          {range}
        </span>
        <span className={`live-strip-status is-${strip.status}`} data-testid="live-strip-status">
          <span className="live-strip-dot" aria-hidden="true" />
          {t(`overview.live.status.${strip.status}`)}
        </span>
      </div>
      {strip.failed && !strip.loading ? (
        <p className="live-strip-error" role="alert">
          {t('common:states.refreshFailed')}{' '}
          <button type="button" className="button button-ghost" onClick={strip.retry}>
            {t('overview.live.retry')}
          </button>
        </p>
      ) : null}
      <dl className="live-strip-figures">
        {strip.figures.slice(0, 3).map(figure)}
        <div className="live-strip-figure" data-testid="live-strip-figure-openCallsNow">
          <dt className="live-strip-name">{t('overview.live.openCallsNow')}</dt>
          <dd className="live-strip-value" data-testid="live-strip-value-openCallsNow">
            {strip.openCalls === null ? '—' : formatNumber(strip.openCalls, i18n.language, 0)}
          </dd>
          <dd className="live-strip-compare">{t('overview.live.rightNow')}</dd>
        </div>
        {strip.figures.slice(3).map(figure)}
      </dl>
    </section>
  );
}
