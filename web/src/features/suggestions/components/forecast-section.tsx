import type { Forecast, ForecastShift } from '@facility/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/states.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatLocalDate, formatNumber, formatPercent } from '../../../lib/format.ts';
import { shiftDisplayName } from '../../../lib/shift-name.ts';
import { useForecast } from '../api/use-forecast.ts';
import { backtestSummary, busiestRoomShifts, hasForecast } from '../model/forecast.ts';

/** How many room-shifts the busiest list shows. */
const BUSIEST_LIMIT = 8;
const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** "Next 7 days" (issue 18): expected visitors, complaints and rounds per day and shift, from the site's own weeks. */
export function ForecastSection() {
  const forecast = useForecast();
  return (
    <section className="card forecast" data-testid="forecast" aria-labelledby="forecast-title">
      <QueryView query={forecast}>{(answer) => <ForecastBody data={answer} />}</QueryView>
    </section>
  );
}

function ForecastBody({ data }: { data: Forecast }) {
  const { t, i18n } = useTranslation('suggestions');
  const locale = i18n.language;
  const nameOf = useRoomName(data.siteId);
  const busiest = useMemo(() => busiestRoomShifts(data, BUSIEST_LIMIT), [data]);
  const shiftLabel = (shift: Pick<ForecastShift, 'shiftNumber' | 'shiftName'>) => (shift.shiftNumber === 0 ? t('forecast.outside') : shiftDisplayName(shift.shiftName, (key) => t(key)));
  const day = (date: string) => formatLocalDate(date, locale, DAY_FORMAT);
  return (
    <>
      <header className="forecast-header">
        <h2 id="forecast-title">{t('forecast.title')}</h2>
        <p className="muted">{t('forecast.method', { count: data.weeks })}</p>
      </header>
      <ol className="forecast-days">
        {data.days.map((entry) => (
          <li key={entry.date} className="forecast-day" data-testid={`forecast-day-${entry.date}`}>
            <h3>{day(entry.date)}</h3>
            {entry.shifts.length === 0 ? (
              <p className="muted">{t('forecast.noShifts')}</p>
            ) : (
              <ul className="forecast-shifts">
                {entry.shifts.map((shift) => (
                  <li key={shift.shiftNumber} className="forecast-shift" data-testid={`forecast-shift-${entry.date}-${shift.shiftNumber}`}>
                    <bdi className="forecast-shift-name" dir="auto" translate="no">
                      {shiftLabel(shift)}
                    </bdi>
                    {hasForecast(shift) ? <Figures visits={shift.visits} complaints={shift.complaints} rounds={shift.rounds} /> : <span className="muted">{t('forecast.noHistory')}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {busiest.length > 0 && (
        <section className="forecast-busiest" aria-labelledby="forecast-busiest-title">
          <h3 id="forecast-busiest-title">{t('forecast.busiest')}</h3>
          <ol data-testid="forecast-busiest">
            {busiest.map((entry) => (
              <li key={`${entry.date}|${entry.shiftNumber}|${entry.roomId}`} className="forecast-busy">
                <bdi className="forecast-room" dir="auto" translate="no">
                  {nameOf(entry.roomId, entry.displayName)}
                </bdi>
                <span className="muted">
                  {day(entry.date)} · <bdi dir="auto" translate="no">{shiftLabel(entry)}</bdi>
                </span>
                <Figures visits={entry.visits} complaints={entry.complaints} rounds={entry.rounds} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <Backtest data={data} />
    </>
  );
}

/** Expected visitors and complaints (one decimal) and the implied rounds, as the language writes them. */
function Figures({ visits, complaints, rounds }: { visits: number | null; complaints: number | null; rounds: number | null }) {
  const { t, i18n } = useTranslation('suggestions');
  const locale = i18n.language;
  return (
    <span className="forecast-figures">
      <span data-figure="visits">{t('forecast.visits', { count: visits ?? 0, formatted: formatNumber(visits ?? 0, locale, 1) })}</span>
      <span data-figure="complaints">{t('forecast.complaints', { count: complaints ?? 0, formatted: formatNumber(complaints ?? 0, locale, 1) })}</span>
      {rounds !== null && <strong data-figure="rounds">{t('forecast.rounds', { count: rounds, formatted: formatNumber(rounds, locale, 0) })}</strong>}
    </span>
  );
}

function Backtest({ data }: { data: Forecast }) {
  const { t, i18n } = useTranslation('suggestions');
  const locale = i18n.language;
  if (!data.backtest) return <p className="forecast-backtest muted" data-testid="forecast-backtest">{t('forecast.backtest.none')}</p>;
  const summary = backtestSummary(data.backtest);
  return (
    <p className="forecast-backtest" data-testid="forecast-backtest">
      {t('forecast.backtest.visits', { count: summary.visits, formatted: formatNumber(summary.visits, locale, 1) })}{' '}
      {summary.share !== null && t('forecast.backtest.share', { percent: formatPercent(summary.share * 100, locale, 0) })}{' '}
      {t('forecast.backtest.complaints', { count: summary.complaints, formatted: formatNumber(summary.complaints, locale, 1) })}
    </p>
  );
}
