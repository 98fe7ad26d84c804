import type { LiveMessage, TaskOccurrence } from '@facility/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useSiteLive } from '../../../hooks/use-site-live.ts';
import { formatInstant, formatLocalDate } from '../../../lib/format.ts';
import { todayIn } from '../../../stores/time-range.ts';
import { siteTasksKey, taskCalendarQuery } from '../api/tasks-api.ts';
import {
  CALENDAR_VIEWS,
  countByState,
  datesBetween,
  groupOccurrences,
  LEGEND_STATES,
  monthGrid,
  occurrencesByDate,
  stepAnchor,
  viewRange,
  viewTitle,
  weekdayHeaders,
  weekStartOf,
  type CalendarView,
  type OccurrenceGroup,
} from '../model/calendar-grid.ts';
import { occurrencesInLanguage } from '../model/room-names.ts';
import { OccurrenceDialog } from './occurrence-dialog.tsx';
import { TaskTabs } from './task-tabs.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import './tasks.css';

/** How many occurrences a month cell lists before "+N more". */
const CELL_ITEMS = 3;
const PHONE = '(max-width: 640px)';

/** `/task/calendar` (spec §2): the site's task occurrences by month, week or day, coloured by state. */
export default function CalendarPage() {
  const site = useCurrentSite();
  const timeZone = site?.timezone || 'UTC';
  return <Calendar key={site?.id ?? ''} siteId={site?.id ?? null} timeZone={timeZone} />;
}

function Calendar({ siteId, timeZone }: { siteId: string | null; timeZone: string }) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const weekStart = weekStartOf(language);
  const today = todayIn(timeZone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState<string | null>(null);
  const { from, to } = viewRange(view, anchor, weekStart);
  const calendar = useQuery({ ...taskCalendarQuery(siteId, from, to), placeholderData: (previous) => previous });
  const phone = useMediaQuery(PHONE);

  // Any change to the site's tasks (a turn coming due, done on a QR page) reloads what is shown.
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.kind === 'tasks') void queryClient.invalidateQueries({ queryKey: siteTasksKey(message.siteId) });
    },
    [queryClient],
  );
  useSiteLive(siteId, onMessage);

  // Room names in the reader's language (issue 19) before the days sort them.
  const occurrences = useMemo(() => occurrencesInLanguage(calendar.data?.occurrences ?? [], language), [calendar.data, language]);
  const byDate = useMemo(() => occurrencesByDate(occurrences), [occurrences]);
  const counts = useMemo(() => countByState(occurrences), [occurrences]);
  const zone = calendar.data?.timezone ?? timeZone;
  const open = selected === null ? null : (occurrences.find((occurrence) => occurrence.occurrenceId === selected) ?? null);
  const showDay = (date: string) => {
    setAnchor(date);
    setView('day');
  };

  let body;
  if (siteId === null) body = <EmptyState message={t('list.chooseSite')} />;
  else if (!calendar.data) body = calendar.isError ? <ErrorState onRetry={() => void calendar.refetch()} /> : <Loading />;
  else if (view === 'month' && !phone)
    body = <MonthGrid anchor={anchor} weekStart={weekStart} today={today} byDate={byDate} timeZone={zone} onOpen={setSelected} onDay={showDay} />;
  else if (view === 'week' && !phone) body = <WeekColumns from={from} to={to} today={today} byDate={byDate} timeZone={zone} onOpen={setSelected} onDay={showDay} />;
  else
    body = (
      <DayList from={from} to={to} today={today} byDate={byDate} timeZone={zone} onOpen={setSelected} onDay={showDay} single={view === 'day'} month={view === 'month' ? anchor.slice(0, 7) : null} />
    );

  return (
    <div className="tk-screen" data-testid="task-calendar" data-view={view} data-from={from} data-to={to}>
      <TaskTabs active="calendar" />
      <div className="tk-toolbar">
        <PlacePicker testId="tasks" />
        <div className="tk-views" role="group" aria-label={t('calendar.views')}>
          {CALENDAR_VIEWS.map((entry) => (
            <button
              key={entry}
              type="button"
              className={entry === view ? 'tk-view is-active' : 'tk-view'}
              aria-pressed={entry === view}
              onClick={() => setView(entry)}
              data-testid={`calendar-view-${entry}`}
            >
              {t(`calendar.view.${entry}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="tk-nav">
        <div className="tk-nav-buttons">
          <button type="button" className="button" onClick={() => setAnchor(stepAnchor(view, anchor, -1))} aria-label={t('calendar.previous')} data-testid="calendar-prev">
            <span className="flip-rtl" aria-hidden="true">
              ‹
            </span>
          </button>
          <button type="button" className="button" onClick={() => setAnchor(today)} disabled={siteId === null} data-testid="calendar-today">
            {t('calendar.today')}
          </button>
          <button type="button" className="button" onClick={() => setAnchor(stepAnchor(view, anchor, 1))} aria-label={t('calendar.next')} data-testid="calendar-next">
            <span className="flip-rtl" aria-hidden="true">
              ›
            </span>
          </button>
        </div>
        <h2 className="tk-nav-title" aria-live="polite" data-testid="calendar-title">
          {viewTitle(view, anchor, weekStart, language)}
        </h2>
        <ul className="tk-legend" aria-label={t('calendar.legend')} data-testid="calendar-legend">
          {LEGEND_STATES.map((state) => (
            <li key={state} className={`tk-legend-item tk-occ-${state}`} data-testid={`calendar-legend-${state}`}>
              <span className="tk-dot" aria-hidden="true" />
              {t(`occurrence.${state}`)}
              <span className="tk-legend-count">{counts[state]}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={calendar.isFetching && calendar.data ? 'query-view is-reloading' : 'query-view'} aria-busy={calendar.isFetching}>
        {body}
      </div>
      {open ? <OccurrenceDialog key={open.occurrenceId} occurrence={open} timeZone={zone} today={today} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

interface ViewProps {
  today: string;
  byDate: ReadonlyMap<string, TaskOccurrence[]>;
  timeZone: string;
  onOpen: (occurrenceId: string) => void;
}

function MonthGrid({ anchor, weekStart, today, byDate, timeZone, onOpen, onDay }: ViewProps & { anchor: string; weekStart: number; onDay: (date: string) => void }) {
  const { t, i18n } = useTranslation('tasks');
  const weeks = monthGrid(anchor, weekStart);
  const headers = weekdayHeaders(weekStart, i18n.language, 'short');
  return (
    <div className="tk-month" role="table" aria-label={t('calendar.view.month')} data-testid="calendar-month">
      <div className="tk-month-row tk-month-head" role="row">
        {headers.map((name) => (
          <span key={name} className="tk-month-weekday" role="columnheader">
            {name}
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.date} className="tk-month-row" role="row">
          {week.map((cell) => {
            const items = byDate.get(cell.date) ?? [];
            const groups = groupOccurrences(items);
            const classes = ['tk-cell', cell.inMonth ? '' : 'is-other', cell.date === today ? 'is-today' : ''].filter(Boolean).join(' ');
            return (
              <div key={cell.date} className={classes} role="cell" data-testid="calendar-day" data-date={cell.date} data-count={items.length}>
                <button type="button" className="tk-cell-date" onClick={() => onDay(cell.date)} aria-label={formatLocalDate(cell.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}>
                  {new Intl.NumberFormat(i18n.language).format(Number(cell.date.slice(8)))}
                </button>
                <ul className="tk-cell-list">
                  {groups.slice(0, CELL_ITEMS).map((group) => (
                    <li key={group.key}>
                      <GroupChip group={group} timeZone={timeZone} onOpen={onOpen} onDay={() => onDay(cell.date)} variant="compact" />
                    </li>
                  ))}
                </ul>
                {groups.length > CELL_ITEMS ? (
                  <button type="button" className="tk-cell-more" onClick={() => onDay(cell.date)} data-testid="calendar-day-more">
                    {t('calendar.more', { count: groups.length - CELL_ITEMS })}
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function WeekColumns({ from, to, today, byDate, timeZone, onOpen, onDay }: ViewProps & { from: string; to: string; onDay: (date: string) => void }) {
  const { t, i18n } = useTranslation('tasks');
  return (
    <div className="tk-week" data-testid="calendar-week">
      {datesBetween(from, to).map((date) => {
        const items = byDate.get(date) ?? [];
        return (
          <section key={date} className={date === today ? 'tk-week-day is-today' : 'tk-week-day'} data-testid="calendar-day" data-date={date} data-count={items.length}>
            <h3>
              <button type="button" className="tk-cell-date tk-week-date" onClick={() => onDay(date)}>
                {formatLocalDate(date, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
              </button>
            </h3>
            {items.length === 0 ? (
              <p className="muted tk-none">{t('calendar.none')}</p>
            ) : (
              <ul className="tk-cell-list">
                {items.map((occurrence) => (
                  <li key={occurrence.occurrenceId}>
                    <OccurrenceChip occurrence={occurrence} timeZone={timeZone} onOpen={onOpen} variant="stacked" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * Days one under the other: the day view, and on a phone the week and the month (a month
 * lists only its days that have tasks, so it fits a narrow screen without scrolling sideways).
 */
function DayList({ from, to, today, byDate, timeZone, onOpen, onDay, single, month }: ViewProps & { from: string; to: string; single: boolean; month: string | null; onDay: (date: string) => void }) {
  const { t, i18n } = useTranslation('tasks');
  const dates = datesBetween(from, to).filter((date) => (month === null ? true : date.slice(0, 7) === month && byDate.has(date)));
  if (dates.length === 0) return <EmptyState message={t('calendar.noneInMonth')} />;
  return (
    <div className="tk-days-list" data-testid={single ? 'calendar-day-view' : 'calendar-list'}>
      {dates.map((date) => {
        const items = byDate.get(date) ?? [];
        return (
          <section key={date} className={date === today ? 'tk-list-day is-today' : 'tk-list-day'} data-testid="calendar-day" data-date={date} data-count={items.length}>
            {single ? null : <h3 className="tk-list-date">{formatLocalDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}</h3>}
            {items.length === 0 ? (
              <p className="muted tk-none">{t('calendar.none')}</p>
            ) : (
              <ul className="tk-cell-list">
                {/* A month's list reads one line per task and time; a day shows every room. */}
                {month === null
                  ? items.map((occurrence) => (
                      <li key={occurrence.occurrenceId}>
                        <OccurrenceChip occurrence={occurrence} timeZone={timeZone} onOpen={onOpen} variant="wide" />
                      </li>
                    ))
                  : groupOccurrences(items).map((group) => (
                      <li key={group.key}>
                        <GroupChip group={group} timeZone={timeZone} onOpen={onOpen} onDay={() => onDay(date)} variant="wide" />
                      </li>
                    ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

interface GroupChipProps {
  group: OccurrenceGroup;
  timeZone: string;
  onOpen: (occurrenceId: string) => void;
  onDay: () => void;
  variant: 'compact' | 'wide';
}

/**
 * A task's turns at one time in several rooms, as one line with the room count and the state
 * that most needs attention; it opens the day, which lists each room. A single room's turn is
 * its own chip.
 */
function GroupChip({ group, timeZone, onOpen, onDay, variant }: GroupChipProps) {
  const { t, i18n } = useTranslation('tasks');
  const [first] = group.occurrences;
  if (group.occurrences.length === 1 && first) return <OccurrenceChip occurrence={first} timeZone={timeZone} onOpen={onOpen} variant={variant} />;
  const time = formatInstant(group.dueAt, i18n.language, timeZone, { timeStyle: 'short' });
  const rooms = t('calendar.roomCount', { count: group.occurrences.length });
  const state = t(`occurrence.${group.state}`);
  return (
    <button
      type="button"
      className={`tk-occ tk-occ-${group.state} is-${variant}`}
      onClick={onDay}
      title={`${time} ${group.title} · ${rooms} · ${state} — ${t('calendar.openDay')}`}
      data-testid="calendar-occurrence"
      data-task-id={group.taskId}
      data-state={group.state}
      data-count={group.occurrences.length}
    >
      <span className="tk-dot" aria-hidden="true" />
      <span className="tk-occ-time">{time}</span>
      <span className="tk-occ-text">
        <bdi className="tk-occ-title">{group.title}</bdi>
        {variant === 'compact' ? null : <span className="tk-occ-room">{rooms}</span>}
      </span>
      {variant === 'wide' ? <span className="tk-occ-state">{state}</span> : <span className="tk-occ-count">×{new Intl.NumberFormat(i18n.language).format(group.occurrences.length)}</span>}
      {variant === 'compact' ? <span className="tk-sr-only">{`${rooms} · ${state}`}</span> : null}
    </button>
  );
}

interface ChipProps {
  occurrence: TaskOccurrence;
  timeZone: string;
  onOpen: (occurrenceId: string) => void;
  /** A month cell's one line (time and title), a week column's stack, or a day list's full row. */
  variant: 'compact' | 'stacked' | 'wide';
}

/** One occurrence: its state's colour and name (colour is never the only signal), time, title and room. */
function OccurrenceChip({ occurrence, timeZone, onOpen, variant }: ChipProps) {
  const { t, i18n } = useTranslation('tasks');
  const time = formatInstant(occurrence.dueAt, i18n.language, timeZone, { timeStyle: 'short' });
  const state = t(`occurrence.${occurrence.state}`);
  return (
    <button
      type="button"
      className={`tk-occ tk-occ-${occurrence.state} is-${variant}`}
      onClick={() => onOpen(occurrence.occurrenceId)}
      title={`${time} ${occurrence.title} · ${occurrence.roomName} · ${state}`}
      data-testid="calendar-occurrence"
      data-occurrence-id={occurrence.occurrenceId}
      data-task-id={occurrence.taskId}
      data-room-id={occurrence.roomId}
      data-state={occurrence.state}
    >
      <span className="tk-dot" aria-hidden="true" />
      <span className="tk-occ-time">{time}</span>
      <span className="tk-occ-text">
        <bdi className="tk-occ-title">{occurrence.title}</bdi>
        {variant === 'compact' ? null : (
          <span className="tk-occ-room">
            <bdi>{occurrence.roomName}</bdi>
          </span>
        )}
      </span>
      {variant === 'wide' ? (
        <span className="tk-occ-state">{state}</span>
      ) : (
        <span className="tk-sr-only">{variant === 'compact' ? `${occurrence.roomName} · ${state}` : state}</span>
      )}
    </button>
  );
}
