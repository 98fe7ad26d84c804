import type { OccurrenceState, TaskBoard, TaskOccurrence } from '@facility/contracts';

/**
 * The real-time task board (`/real-time/task`): today's occurrences in columns by state,
 * as they stand *now*. The server's states are as of its answer; between live messages the
 * clock moves on, so an open occurrence past its deadline shows late, and an upcoming one
 * past its due time shows open, without waiting for a reload.
 */

export type BoardColumn = Exclude<OccurrenceState, 'missed'>;

/** Columns in the order staff act on them: late first, then open, then what is to come, then done. */
export const BOARD_COLUMNS: readonly BoardColumn[] = ['late', 'open', 'upcoming', 'done'];

export interface BoardItem {
  occurrence: TaskOccurrence;
  state: BoardColumn;
  /** Whole minutes past the deadline (late), else 0. */
  minutesLate: number;
  /** Whole minutes until the deadline (open) or the due time (upcoming), else 0. */
  minutesLeft: number;
}

export interface TaskBoardView {
  columns: Record<BoardColumn, BoardItem[]>;
  counts: Record<BoardColumn, number>;
  /** Nothing at all today: "No task data currently". */
  noData: boolean;
  /** Nothing open or late: "No active tasks found". */
  noneActive: boolean;
}

const minutes = (ms: number): number => Math.max(0, Math.floor(ms / 60_000));

const RANK: Record<Exclude<BoardColumn, 'done'>, number> = { upcoming: 0, open: 1, late: 2 };

/**
 * An occurrence's state at `now`: done stays done; otherwise the later of the server's
 * state and the clock's, so the clock only moves an occurrence on (the screen's `now` may
 * lag the server's by up to a tick: a turn the server calls open stays open). A past day's
 * missed one counts as late.
 */
export function stateAt(occurrence: TaskOccurrence, now: number): BoardColumn {
  if (occurrence.state === 'done' || occurrence.completedAt !== null) return 'done';
  const byClock: Exclude<BoardColumn, 'done'> = now >= Date.parse(occurrence.deadlineAt) ? 'late' : now >= Date.parse(occurrence.dueAt) ? 'open' : 'upcoming';
  const byServer: Exclude<BoardColumn, 'done'> = occurrence.state === 'missed' ? 'late' : occurrence.state;
  return RANK[byClock] >= RANK[byServer] ? byClock : byServer;
}

export function boardItem(occurrence: TaskOccurrence, now: number): BoardItem {
  const state = stateAt(occurrence, now);
  const deadline = Date.parse(occurrence.deadlineAt);
  return {
    occurrence,
    state,
    minutesLate: state === 'late' ? minutes(now - deadline) : 0,
    minutesLeft: state === 'open' ? minutes(deadline - now) : state === 'upcoming' ? minutes(Date.parse(occurrence.dueAt) - now) : 0,
  };
}

const time = (iso: string | null): number => (iso === null ? 0 : Date.parse(iso));
const tieBreak = (a: BoardItem, b: BoardItem): number =>
  a.occurrence.roomName.localeCompare(b.occurrence.roomName) || a.occurrence.title.localeCompare(b.occurrence.title) || a.occurrence.occurrenceId.localeCompare(b.occurrence.occurrenceId);

/** Each column's order: the most urgent first; done, the latest first. */
const ORDER: Record<BoardColumn, (a: BoardItem, b: BoardItem) => number> = {
  late: (a, b) => time(a.occurrence.deadlineAt) - time(b.occurrence.deadlineAt) || tieBreak(a, b),
  open: (a, b) => time(a.occurrence.deadlineAt) - time(b.occurrence.deadlineAt) || tieBreak(a, b),
  upcoming: (a, b) => time(a.occurrence.dueAt) - time(b.occurrence.dueAt) || tieBreak(a, b),
  done: (a, b) => time(b.occurrence.completedAt) - time(a.occurrence.completedAt) || tieBreak(a, b),
};

export function taskBoardView(board: Pick<TaskBoard, 'occurrences'>, now: number): TaskBoardView {
  const columns: Record<BoardColumn, BoardItem[]> = { late: [], open: [], upcoming: [], done: [] };
  for (const occurrence of board.occurrences) {
    const item = boardItem(occurrence, now);
    columns[item.state].push(item);
  }
  for (const column of BOARD_COLUMNS) columns[column].sort(ORDER[column]);
  const counts = { late: columns.late.length, open: columns.open.length, upcoming: columns.upcoming.length, done: columns.done.length };
  return { columns, counts, noData: board.occurrences.length === 0, noneActive: counts.late + counts.open === 0 };
}

/** A length of time in the language's short units: "45 min", "2 hr", "1 hr 20 min". */
export function formatDuration(minutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
