import type { AnalysisReport, ReportCall, SeriesName } from '@facility/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { axisMax, largestOf } from '../../../components/charts/axis-max.ts';
import { seriesColour } from '../../../components/charts/chart-layout.ts';
import { ChartLegend } from '../../../components/charts/chart-legend.tsx';
import { seriesMark } from '../../../components/charts/overview-series.ts';
import type { ChartSeriesFormat } from '../../../components/charts/series-format.ts';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/time-series-chart.tsx';
import { RoomName } from '../../../components/room/room-name.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { formatInstant, formatLocalDate, formatNumber, roundSlaMinutes } from '../../../lib/format.ts';
import { useDayReport } from '../api/use-day-report.ts';
import { callsInHour, dayCalls, dayRooms, hourLabel, hourMetrics, hourSpanLabel, hourValues, localDateOf, type DayRoom } from '../day-drilldown.ts';

interface Format {
  exact: (name: SeriesName, value: number | null) => string;
  chart: (name: SeriesName, axisTop: number) => ChartSeriesFormat;
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
 * report of that day over the same filter as the period view. A click on an hour narrows
 * the calls to that hour (the report has rooms per day only, so they stay for the day).
 * The hour is screen state, like the drilled day itself, which is not in the URL either;
 * the page keys this view by its day, so another day starts on the whole day.
 */
export function DayView({ day, metrics, colourOf, format }: DayViewProps) {
  const report = useDayReport();
  const [hour, setHour] = useState<number | null>(null);
  const minutes = (value: number | null) => format.exact('response_time_SLA', value);
  return (
    <div className="day-view" data-testid="performance-day">
      <QueryView query={report}>
        {(data) => (
          <>
            <DayHours data={data} day={day} metrics={metrics} colourOf={colourOf} format={format} hour={hour} onHour={setHour} />
            <DayRooms rooms={dayRooms(data.analytics.rows)} minutes={minutes} hour={hour} />
            <DayCalls data={data} day={day} minutes={minutes} hour={hour} />
          </>
        )}
      </QueryView>
    </div>
  );
}

interface HourChoice {
  /** The chosen site-local hour, null for the whole day. */
  hour: number | null;
  onHour: (hour: number | null) => void;
}

function DayHours({ data, day, metrics, colourOf, format, hour, onHour }: { data: AnalysisReport; day: string } & Omit<DayViewProps, 'day'> & HourChoice) {
  const { t, i18n } = useTranslation('performance');
  const chartRef = useRef<HTMLDivElement>(null);
  const names = hourMetrics(metrics);
  // The compared metrics keep their colours; the fallback ones take the palette in order.
  const colour = (name: SeriesName, index: number) => (metrics.includes(name) ? colourOf(name) : seriesColour(index));
  const series: TimeSeries[] = names.map((name, index) => {
    const values = hourValues(data.analytics.hourData, name);
    const top = axisMax(name, largestOf(values));
    return {
      key: name,
      label: t(`common:metrics.${name}`),
      values,
      mark: seriesMark(name),
      color: colour(name, index),
      axisMax: top,
      ...format.chart(name, top),
    };
  });
  const hours = Array.from({ length: 24 }, (_, hour) => hourLabel(hour, i18n.language));
  const date = formatLocalDate(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const left = metrics.filter((name) => !names.includes(name));
  // A click on the chosen hour again gives the whole day back, as the chip does.
  const choose = (index: number) => onHour(index === hour ? null : index);
  const clear = () => {
    const cleared = hour;
    onHour(null);
    // The chip goes away with the hour: keyboard focus returns to that hour's bar.
    if (cleared !== null) chartRef.current?.querySelectorAll<HTMLElement>('.chart-hit')[cleared]?.focus();
  };
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
      <div ref={chartRef}>
        <TimeSeriesChart
          testId="performance-day-hours"
          periods={hours}
          periodTitles={hours.map((_, index) => hourSpanLabel(index, i18n.language))}
          series={series}
          height={300}
          ariaLabel={t('performance.day.hoursAria', { metrics: series.map((entry) => entry.label).join(', '), date })}
          onBarClick={choose}
          periodTestId={(index) => `performance-hour-${index}`}
          clickHint={t('performance.day.clickHour')}
        />
      </div>
      <div className="day-hour-choice" role="status">
        {hour === null ? (
          <span className="performance-chart-note">{t('performance.day.clickHour')}</span>
        ) : (
          <button
            type="button"
            className="day-hour-chip"
            onClick={clear}
            aria-label={t('performance.day.clearHour', { hour: hourSpanLabel(hour, i18n.language) })}
            data-testid="performance-day-hour-chip"
          >
            <span>{hourSpanLabel(hour, i18n.language)}</span>
            <span className="day-hour-chip-x" aria-hidden="true">
              ×
            </span>
          </button>
        )}
      </div>
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

function DayRooms({ rooms, minutes, hour }: { rooms: DayRoom[]; minutes: (value: number | null) => string; hour: number | null }) {
  const { t, i18n } = useTranslation(['performance', 'analytics']);
  // Exact counts in tables (2,013, not 2k).
  const count = (value: number) => formatNumber(value, i18n.language, 0);
  // On a phone each row stacks, every figure under the name of its column.
  const labels = {
    visits: t('common:metrics.visits'),
    complaints: t('performance.day.complaints'),
    arrivals: t('common:metrics.arrivals'),
    callsOpened: t('common:metrics.callsOpened'),
    response: t('analytics:columns.avgResponseTime'),
  };
  return (
    <section className="card" aria-labelledby="performance-day-rooms-title">
      <h2 className="performance-chart-title" id="performance-day-rooms-title">
        {t('performance.day.roomsTitle', { count: rooms.length })}
      </h2>
      {hour !== null && rooms.length > 0 ? (
        <p className="performance-chart-note day-rooms-note" data-testid="performance-day-rooms-note">
          {t('performance.day.roomsWholeDay')}
        </p>
      ) : null}
      {rooms.length === 0 ? (
        <EmptyState message={t('performance.day.noRooms')} />
      ) : (
        <div className="table-wrap">
          <table className="data-table day-rooms-table" data-testid="performance-day-rooms">
            <thead>
              <tr>
                <th scope="col">{t('analytics:columns.displayName')}</th>
                <th scope="col" className="number">
                  {labels.visits}
                </th>
                <th scope="col" className="number">
                  {labels.complaints}
                </th>
                <th scope="col" className="number">
                  {labels.arrivals}
                </th>
                <th scope="col" className="number">
                  {labels.callsOpened}
                </th>
                <th scope="col" className="number">
                  {labels.response}
                </th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => {
                const id = encodeURIComponent(room.roomId);
                return (
                  <tr key={room.roomId} data-testid={`performance-day-room-${room.roomId}`}>
                    <td className="day-room-name">
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
                    <td className="number" data-label={labels.visits}>
                      {count(room.visits)}
                    </td>
                    <td className="number" data-label={labels.complaints}>
                      {count(room.complaints)}
                    </td>
                    <td className="number" data-label={labels.arrivals}>
                      {count(room.arrivals)}
                    </td>
                    <td className="number" data-label={labels.callsOpened}>
                      {count(room.callsOpened)}
                    </td>
                    <td className="number" data-label={labels.response}>
                      {room.avgResponseTime === null ? <span className="muted">–</span> : minutes(room.avgResponseTime)}
                    </td>
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

function DayCalls({ data, day, minutes, hour }: { data: AnalysisReport; day: string; minutes: (value: number | null) => string; hour: number | null }) {
  const { t, i18n } = useTranslation('performance');
  const calls = callsInHour(dayCalls(data.calls.calls), hour, data.timezone);
  const nightShift = calls.some((call) => localDateOf(call.openedAt, data.timezone) !== day);
  const span = hour === null ? '' : hourSpanLabel(hour, i18n.language);
  return (
    <section className="card" aria-labelledby="performance-day-calls-title">
      <h2 className="performance-chart-title" id="performance-day-calls-title" data-testid="performance-day-calls-title">
        {hour === null ? t('performance.day.callsTitle', { count: data.calls.total }) : t('performance.day.hourCallsTitle', { count: calls.length, hour: span })}
      </h2>
      {nightShift ? (
        <p className="performance-chart-note" data-testid="performance-day-night-note">
          {t('performance.day.nightShift')}
        </p>
      ) : null}
      {calls.length === 0 ? (
        <EmptyState message={hour === null ? t('performance.day.noCalls') : t('performance.day.noHourCalls', { hour: span })} />
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
                <CallRow key={call.callId} call={call} day={day} timeZone={data.timezone} minutes={minutes} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A call's opening time; with its date when a night shift opened it after midnight, on the next date. */
const OTHER_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

function CallRow({ call, day, timeZone, minutes }: { call: ReportCall; day: string; timeZone: string; minutes: (value: number | null) => string }) {
  const { t, i18n } = useTranslation('performance');
  const onItsDay = localDateOf(call.openedAt, timeZone) === day;
  // On a phone the row stacks: time and SLA state on top, the room, then the labelled rest.
  return (
    <tr data-testid={`performance-day-call-${call.callId}`}>
      <td className="day-call-opened">
        <time dateTime={call.openedAt}>{formatInstant(call.openedAt, i18n.language, timeZone, onItsDay ? { timeStyle: 'short' } : OTHER_DATE)}</time>
      </td>
      <td className="day-call-room">
        <RoomName roomId={call.roomId} displayName={call.displayName} />
      </td>
      <td data-label={t('performance.day.source')}>{t(`labels:source_${call.source}`)}</td>
      <td data-label={t('performance.day.category')}>{t(`labels:category_${call.category}`)}</td>
      <td className="day-call-sla">
        <span className={`day-sla sla-${call.slaState}`} data-testid={`performance-day-call-sla-${call.callId}`}>
          {t(`labels:call_state_${call.slaState}`)}
        </span>
      </td>
      <td className="number" data-label={t('performance.day.response')}>
        {call.responseMinutes === null ? <span className="muted">–</span> : minutes(roundSlaMinutes(call.responseMinutes))}
      </td>
    </tr>
  );
}
