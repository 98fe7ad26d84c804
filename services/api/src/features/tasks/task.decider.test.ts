import type { TaskEvent, TaskProfile } from '@facility/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { taskDecider } from './task.decider.ts';

const given = spec(taskDecider).given;
const profile: TaskProfile = {
  title: 'Restock soap',
  callToAction: 'Fill every dispenser',
  category: 'cleaning',
  taskCategory: 'restock',
  taskType: 'qr',
  roomIds: ['r1', 'r2'],
  schedule: { repeat: 'daily', startDate: '2026-06-01', endDate: null, weekDays: [], monthDays: [], time: '10:00', shiftNumber: null },
  allowedMinutes: 30,
};
const created: TaskEvent = { type: 'TaskCreated', data: { taskId: 't1', siteId: 's1', ...profile } };
const deleted: TaskEvent = { type: 'TaskDeleted', data: { taskId: 't1', siteId: 's1' } };
const occurrence = (roomId: string) => ({ roomId, occurrenceId: `o-${roomId}`, localDate: '2026-06-01', dueAt: '2026-06-01T09:00:00.000Z', deadlineAt: '2026-06-01T09:30:00.000Z' });

describe('CreateTask', () => {
  it('creates a repeating task', () => {
    given([]).when({ type: 'CreateTask', data: { taskId: 't1', siteId: 's1', profile, due: [] } }).then([created]);
  });

  it('makes a manual task come due at once in each room', () => {
    const manual = { ...profile, taskType: 'manual' as const };
    given([])
      .when({ type: 'CreateTask', data: { taskId: 't1', siteId: 's1', profile: manual, due: [occurrence('r1'), occurrence('r2')] } })
      .then([
        { type: 'TaskCreated', data: { taskId: 't1', siteId: 's1', ...manual } },
        ...['r1', 'r2'].map((roomId): TaskEvent => ({
          type: 'TaskDue',
          data: { taskId: 't1', siteId: 's1', ...occurrence(roomId), title: 'Restock soap', category: 'cleaning', taskType: 'manual' },
        })),
      ]);
    given([])
      .when({ type: 'CreateTask', data: { taskId: 't1', siteId: 's1', profile: manual, due: [occurrence('r1')] } })
      .thenThrows(ValidationError);
  });

  it('refuses a task that exists', () => {
    given([created]).when({ type: 'CreateTask', data: { taskId: 't1', siteId: 's1', profile, due: [] } }).thenThrows(IllegalStateError);
  });
});

describe('UpdateTask', () => {
  it('records only the fields that changed, and nothing for an unchanged save', () => {
    given([created])
      .when({ type: 'UpdateTask', data: { taskId: 't1', changes: { title: 'Restock', roomIds: ['r1', 'r2'], allowedMinutes: 45 } } })
      .then([{ type: 'TaskUpdated', data: { taskId: 't1', siteId: 's1', title: 'Restock', allowedMinutes: 45 } }]);
    given([created]).when({ type: 'UpdateTask', data: { taskId: 't1', changes: { schedule: profile.schedule } } }).then([]);
  });

  it('keeps a manual task manual', () => {
    given([created]).when({ type: 'UpdateTask', data: { taskId: 't1', changes: { taskType: 'manual' } } }).thenThrows(ValidationError);
  });

  it('refuses unknown and deleted tasks', () => {
    given([]).when({ type: 'UpdateTask', data: { taskId: 't1', changes: { title: 'x' } } }).thenThrows(NotFoundError);
    given([created, deleted]).when({ type: 'UpdateTask', data: { taskId: 't1', changes: { title: 'x' } } }).thenThrows(IllegalStateError);
  });
});

describe('ChangeTaskState and DeleteTask', () => {
  it('changes the state once', () => {
    given([created]).when({ type: 'ChangeTaskState', data: { taskId: 't1', state: 'on_hold' } }).then([{ type: 'TaskStateChanged', data: { taskId: 't1', siteId: 's1', state: 'on_hold' } }]);
    given([created]).when({ type: 'ChangeTaskState', data: { taskId: 't1', state: 'active' } }).then([]);
  });

  it('deletes once', () => {
    given([created]).when({ type: 'DeleteTask', data: { taskId: 't1' } }).then([deleted]);
    given([created, deleted]).when({ type: 'DeleteTask', data: { taskId: 't1' } }).thenThrows(IllegalStateError);
  });
});

describe('MarkTaskDone', () => {
  const done: TaskEvent = { type: 'TaskMarkedDone', data: { taskId: 't1', siteId: 's1', roomId: 'r1', occurrenceId: 'o1' } };
  it('marks an occurrence of one of its rooms done, once', () => {
    given([created]).when({ type: 'MarkTaskDone', data: { taskId: 't1', roomId: 'r1', occurrenceId: 'o1' } }).then([done]);
    given([created, done]).when({ type: 'MarkTaskDone', data: { taskId: 't1', roomId: 'r1', occurrenceId: 'o1' } }).then([]);
    given([created]).when({ type: 'MarkTaskDone', data: { taskId: 't1', roomId: 'r9', occurrenceId: 'o1' } }).thenThrows(ValidationError);
  });
});
