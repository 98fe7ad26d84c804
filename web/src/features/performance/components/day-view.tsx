import type { AnalysisReport, ReportCall, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { axisMax, largestOf } from '../../../components/charts/axis-max.ts';
import { seriesColour } from '../../../components/charts/chart-layout.ts';
import { ChartLegend } from '../../../components/charts/chart-legend.tsx';
import { seriesMark } from '../../../components/charts/overview-series.ts';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/time-series-chart.tsx';
import { RoomName } from '../../../components/room/room-name.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { formatInstant, formatLocalDate, formatNumber, roundSlaMinutes } from '../../../lib/format.ts';
import { useDayReport } from '../api/use-day-report.ts';
import { dayCalls, dayRooms, hourLabel, hourMetrics, hourValues, type DayRoom } from '../day-drilldown.ts';

interface Format {
  exact: (name: SeriesName, value: number | null) => string;
  tick: (name: SeriesName, value: number) => string;
}

interface DayViewProps {
  /** The day, site-local yyyy-mm-dd. */
  day: string;
  metrics: readonly SeriesName[];
  colourOf: (name: SeriesName) => string;
  format: Format;
}

/**
 * A drilled-into day (issue 19): its hours, its rooms and its calls, from one analysis
 * report of that day over the same filter as the period view.
 */
export function DayView({ day, metrics, colourOf, format }: DayViewProps) {
  const report = useDayReport();
  return (
    <div className="day-view" data-testid="performance-day">
      <QueryView query={report}>
        {(data) => (
          <>
            <DayHours data={data} day={day} metrics={metrics} colourOf={colourOf} format={format} />
            <DayRooms rooms={dayRooms(data.analytics.rows)} minutes={(value) => format.exact('response_time_SLA', value)} />
            <DayCalls data={data} minutes={(value) => format.exact('response_time_SLA', value)} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function DayHours({ data, day, metrics, colourOf, format }: { data: AnalysisReport; day: string } & Omit<DayViewProps, 'day'>) {
  const { t, i18n } = useTranslation('performance');
  const names = hourMetrics(metrics);
  // The compared metrics keep their colours; the fallback ones take the palette in order.
  const colour = (name: SeriesName, index: number) => (metrics.includes(name) ? colourOf(name) : seriesColour(index));
  const series: TimeSeries[] = names.map((name, index) => {
    const values = hourValues(data.analytics.hourData, name);
    return {
      key: name,
      label: t(`common:metrics.${name}`),
      values,
      mark: seriesMark(name),
      color: colour(name, index),
      axisMax: axisMax(name, largestOf(values)),
      formatValue: (value) => format.exact(name, value),
      formatTick: (value) => format.tick(name, value),
    };
  });
  const hours = Array.from({ length: 24 }, (_, hour) => hourLabel(hour, i18n.language));
  const date = formatLocalDate(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const left = metrics.filter((name) => !names.includes(name));
  return (
    <section className="card performance-chart-card" aria-labelledby="performance-day-hours-title">
      <div className="performance-chart-head">
        <h2 className="performance-chart-title" id="performance-day-hours-title">
          {t('performance.day.hoursTitle', { date })}
        </h2>
        <ChartLegend
          label={t('performance.chart.legend')}
          testId="performance-day-legend"
          items={series.map((entry) => ({ key: entry.key, label: entry.label, color: entry.color, mark: entry.mark }))}
        />
      </div>
      <TimeSeriesChart
        testId="performance-day-hours"
        periods={hours}
        series={series}
        height={300}
        ariaLabel={t('performance.day.hoursAria', { metrics: series.map((entry) => entry.label).join(', '), date })}
        periodTestId={(hour) => `performance-hour-${hour}`}
      />
      {left.length ? (
        <p className="performance-chart-note" data-testid="performance-day-hours-note">
          {t('performance.day.noHours', { metrics: left.map((name) => t(`common:metrics.${name}`)).join(', ') })}
        </p>
      ) : null}
    </section>
  );
}

/** The room screens a row links to, in the order a manager digs into a room. */
const ROOM_SCREENS = [
  { key: 'cleanLog', path: '/dashboard/serviceLog/cleanLog/' },
  { key: 'maintenanceLog', path: '/dashboard/serviceLog/maintenanceLog/' },
  { key: 'cleanerArrival', path: '/dashboard/cleanerArrival/' },
] as const;

function DayRooms({ rooms, minutes }: { rooms: DayRoom[]; minutes: (value: number | null) => string }) {
  const { t, i18n } = useTranslation(['performance', 'analytics']);
  // Exact counts in tables (2,013, not 2k).
  const count = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <section className="card" aria-labelledby="performance-day-rooms-title">
      <h2 className="performance-chart-title" id="performance-day-rooms-title">
        {t('performance.day.roomsTitle', { count: rooms.length })}
      </h2>
      {rooms.length === 0 ? (
        <EmptyState message={t('performance.day.noRooms')} />
      ) : (
        <div className="table-wrap">
          <table className="data-table day-rooms-table" data-testid="performance-day-rooms">
            <thead>
              <tr>
                <th scope="col">{t('analytics:columns.displayName')}</th>
                <th scope="col" className="number">
                  {t('common:metrics.visits')}
                </th>
                <th scope="col" className="number">
                  {t('performance.day.complaints')}
                </th>
                <th scope="col" className="number">
                  {t('common:metrics.arrivals')}
                </th>
                <th scope="col" className="number">
                  {t('common:metrics.callsOpened')}
                </th>
                <th scope="col" className="number">
                  {t('analytics:columns.avgResponseTime')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => {
                const id = encodeURIComponent(room.roomId);
                return (
                  <tr key={room.roomId} data-testid={`performance-day-room-${room.roomId}`}>
                    <td>
                      <Link href={`/dashboard/roomAnalytics/${id}`} className="room-name" data-testid={`performance-day-room-link-${room.roomId}`}>
                        <RoomName roomId={room.roomId} displayName={room.displayName} />
                      </Link>
                      <nav className="day-room-links" aria-label={t('analytics:links.label')}>
                        {ROOM_SCREENS.map((screen) => (
                          <Link key={screen.key} href={`${screen.path}${id}`}>
                            {t(`analytics:links.${screen.key}`)}
                          </Link>
                        ))}
                      </nav>
                    </td>
                    <td className="number">{count(room.visits)}</td>
                    <td className="number">{count(room.complaints)}</td>
                    <td className="number">{count(room.arrivals)}</td>
                    <td className="number">{count(room.callsOpened)}</td>
                    <td className="number">{room.avgResponseTime === null ? <span className="muted">–</span> : minutes(room.avgResponseTime)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DayCalls({ data, minutes }: { data: AnalysisReport; minutes: (value: number | null) => string }) {
  const { t } = useTranslation('performance');
  const calls = dayCalls(data.calls.calls);
  return (
    <section className="card" aria-labelledby="performance-day-calls-title">
      <h2 className="performance-chart-title" id="performance-day-calls-title">
        {t('performance.day.callsTitle', { count: data.calls.total })}
      </h2>
      {calls.length === 0 ? (
        <EmptyState message={t('performance.day.noCalls')} />
      ) : (
        <div className="table-wrap">
          <table className="data-table day-calls-table" data-testid="performance-day-calls">
            <thead>
              <tr>
                <th scope="col">{t('performance.day.opened')}</th>
                <th scope="col">{t('analytics:columns.displayName')}</th>
                <th scope="col">{t('performance.day.source')}</th>
                <th scope="col">{t('performance.day.category')}</th>
                <th scope="col">{t('performance.day.sla')}</th>
                <th scope="col" className="number">
                  {t('performance.day.response')}
                </th>
              </tr>
            </thead>
            <tbody>
              {calls.map((call) => (
                <CallRow key={call.callId} call={call} timeZone={data.timezone} minutes={minutes} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CallRow({ call, timeZone, minutes }: { call: ReportCall; timeZone: string; minutes: (value: number | null) => string }) {
  const { t, i18n } = useTranslation('performance');
  return (
    <tr data-testid={`performance-day-call-${call.callId}`}>
      <td>
        <time dateTime={call.openedAt}>{formatInstant(call.openedAt, i18n.language, timeZone, { timeStyle: 'short' })}</time>
      </td>
      <td>
        <RoomName roomId={call.roomId} displayName={call.displayName} />
      </td>
      <td>{t(`labels:source_${call.source}`)}</td>
      <td>{t(`labels:category_${call.category}`)}</td>
      <td>
        <span className={`day-sla sla-${call.slaState}`} data-testid={`performance-day-call-sla-${call.callId}`}>
          {t(`labels:call_state_${call.slaState}`)}
        </span>
      </td>
      <td className="number">{call.responseMinutes === null ? <span className="muted">–</span> : minutes(roundSlaMinutes(call.responseMinutes))}</td>
    </tr>
  );
}
