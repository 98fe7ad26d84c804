import type { TaskOccurrence } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { formatDuration, stateAt, taskBoardView } from './task-board-view.ts';

const occurrence = (id: string, dueAt: string, deadlineAt: string, state: TaskOccurrence['state'], completedAt: string | null = null): TaskOccurrence => ({
  occurrenceId: id,
  taskId: 't-1',
  title: 'Restock',
  category: 'cleaning',
  taskType: 'scheduled',
  roomId: `room-${id}`,
  roomName: `Room ${id}`,
  roomNameEn: null,
  localDate: '2025-12-03',
  dueAt,
  deadlineAt,
  state,
  completedAt,
  completedBy: null,
  completedVia: completedAt === null ? null : 'device',
});

const now = Date.parse('2025-12-03T10:30:00Z');

describe('task board view', () => {
  it('follows the clock between reloads', () => {
    expect(stateAt(occurrence('a', '2025-12-03T09:00:00Z', '2025-12-03T10:00:00Z', 'open'), now)).toBe('late');
    expect(stateAt(occurrence('b', '2025-12-03T10:00:00Z', '2025-12-03T11:00:00Z', 'upcoming'), now)).toBe('open');
    expect(stateAt(occurrence('c', '2025-12-03T11:00:00Z', '2025-12-03T12:00:00Z', 'upcoming'), now)).toBe('upcoming');
    expect(stateAt(occurrence('d', '2025-12-03T08:00:00Z', '2025-12-03T09:00:00Z', 'done', '2025-12-03T08:30:00Z'), now)).toBe('done');
    // The screen's clock may lag the server's: what the server calls open or late stays so.
    expect(stateAt(occurrence('e', '2025-12-03T10:31:00Z', '2025-12-03T11:31:00Z', 'open'), now)).toBe('open');
    expect(stateAt(occurrence('f', '2025-12-03T10:00:00Z', '2025-12-03T10:31:00Z', 'late'), now)).toBe('late');
  });

  it('puts each occurrence in its column, the most urgent first, with how late it is', () => {
    const view = taskBoardView(
      {
        occurrences: [
          occurrence('late-2', '2025-12-03T09:30:00Z', '2025-12-03T10:15:00Z', 'late'),
          occurrence('late-1', '2025-12-03T08:00:00Z', '2025-12-03T09:00:00Z', 'late'),
          occurrence('open', '2025-12-03T10:00:00Z', '2025-12-03T11:00:00Z', 'open'),
          occurrence('up', '2025-12-03T12:00:00Z', '2025-12-03T13:00:00Z', 'upcoming'),
          occurrence('done-1', '2025-12-03T07:00:00Z', '2025-12-03T08:00:00Z', 'done', '2025-12-03T07:10:00Z'),
          occurrence('done-2', '2025-12-03T07:00:00Z', '2025-12-03T08:00:00Z', 'done', '2025-12-03T07:40:00Z'),
        ],
      },
      now,
    );
    expect(view.columns.late.map((item) => [item.occurrence.occurrenceId, item.minutesLate])).toEqual([
      ['late-1', 90],
      ['late-2', 15],
    ]);
    expect(view.columns.open[0]?.minutesLeft).toBe(30);
    expect(view.columns.upcoming[0]?.minutesLeft).toBe(90);
    expect(view.columns.done.map((item) => item.occurrence.occurrenceId)).toEqual(['done-2', 'done-1']);
    expect(view.counts).toEqual({ late: 2, open: 1, upcoming: 1, done: 2 });
    expect(view).toMatchObject({ noData: false, noneActive: false });
  });

  it('tells an empty day from a day with nothing open', () => {
    expect(taskBoardView({ occurrences: [] }, now)).toMatchObject({ noData: true, noneActive: true });
    expect(taskBoardView({ occurrences: [occurrence('up', '2025-12-03T12:00:00Z', '2025-12-03T13:00:00Z', 'upcoming')] }, now)).toMatchObject({ noData: false, noneActive: true });
  });
});

describe('durations', () => {
  it('words minutes and hours in the language’s short units', () => {
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(120, 'en')).toBe('2 hr');
    expect(formatDuration(80, 'en')).toBe('1 hr 20 min');
  });
});
