import { workingAreaStreamId, type WorkingAreaEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { WorkingAreaCommand } from './working-area.commands.ts';
import { workingAreaDecider } from './working-area.decider.ts';

const given = spec(workingAreaDecider).given;

/** Asserts that the command fails validation naming `field`. */
function rejects(events: WorkingAreaEvent[], command: WorkingAreaCommand, field: string): void {
  const state = events.reduce(workingAreaDecider.evolve, workingAreaDecider.initialState());
  expect(() => workingAreaDecider.decide(command, state, TEST_CONTEXT)).toThrow(ValidationError);
  expect(() => workingAreaDecider.decide(command, state, TEST_CONTEXT)).toThrow(expect.objectContaining({ field }));
}

const created: WorkingAreaEvent = {
  type: 'WorkingAreaCreated',
  data: { workingAreaId: 'w-1', siteId: 's-1', name: 'Lobby wing', roomIds: ['r-1', 'r-2'], cleanerIds: ['u-1'] },
};
const deleted: WorkingAreaEvent = { type: 'WorkingAreaDeleted', data: { workingAreaId: 'w-1', siteId: 's-1' } };
const update = (data: Omit<Extract<WorkingAreaCommand, { type: 'UpdateWorkingArea' }>['data'], 'workingAreaId'>): WorkingAreaCommand => ({
  type: 'UpdateWorkingArea',
  data: { workingAreaId: 'w-1', ...data },
});

describe('CreateWorkingArea', () => {
  it('creates the area with a trimmed name and sorted lists without repeats', () => {
    given([])
      .when({ type: 'CreateWorkingArea', data: { workingAreaId: 'w-1', siteId: 's-1', name: '  Lobby wing ', roomIds: ['r-2', 'r-1', 'r-2'], cleanerIds: ['u-1'] } })
      .then([created]);
  });

  it('defaults left-out lists to empty', () => {
    given([])
      .when({ type: 'CreateWorkingArea', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'Kitchen' } })
      .then([{ type: 'WorkingAreaCreated', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'Kitchen', roomIds: [], cleanerIds: [] } }]);
  });

  it('accepts a name of 49 characters, counted as the reader sees them', () => {
    const name = 'א'.repeat(48) + '👍';
    given([])
      .when({ type: 'CreateWorkingArea', data: { workingAreaId: 'w-1', siteId: 's-1', name } })
      .then([{ type: 'WorkingAreaCreated', data: { workingAreaId: 'w-1', siteId: 's-1', name, roomIds: [], cleanerIds: [] } }]);
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(50) }],
    ['roomIds/1', { name: 'Lobby', roomIds: ['r-1', ' '] }],
    ['cleanerIds/0', { name: 'Lobby', cleanerIds: [''] }],
    ['siteId', { name: 'Lobby', siteId: '' }],
  ])('rejects an invalid %s', (field, fields) => {
    rejects([], { type: 'CreateWorkingArea', data: { workingAreaId: 'w-1', siteId: 's-1', ...fields } }, field);
  });

  it('says why a name is refused', () => {
    given([])
      .when({ type: 'CreateWorkingArea', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'x'.repeat(50) } })
      .thenThrows(ValidationError, 'name must be under 50 characters');
  });

  it('refuses to create an area twice, or again after its deletion', () => {
    const again: WorkingAreaCommand = { type: 'CreateWorkingArea', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'Other' } };
    given([created]).when(again).thenThrows(IllegalStateError, /already exists/);
    given([created, deleted]).when(again).thenThrows(IllegalStateError);
  });
});

describe('UpdateWorkingArea', () => {
  it('records only the fields that changed, with the site carried along', () => {
    given([created])
      .when(update({ name: 'Lobby wing', roomIds: ['r-3'], cleanerIds: ['u-1'] }))
      .then([{ type: 'WorkingAreaUpdated', data: { workingAreaId: 'w-1', siteId: 's-1', roomIds: ['r-3'] } }]);
  });

  it('renames, a change of case included', () => {
    given([created])
      .when(update({ name: ' lobby WING ' }))
      .then([{ type: 'WorkingAreaUpdated', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'lobby WING' } }]);
  });

  it('empties a list', () => {
    given([created])
      .when(update({ cleanerIds: [] }))
      .then([{ type: 'WorkingAreaUpdated', data: { workingAreaId: 'w-1', siteId: 's-1', cleanerIds: [] } }]);
  });

  it('records nothing when nothing changes: same name, same ids in another order', () => {
    given([created]).when(update({ name: 'Lobby wing ', roomIds: ['r-2', 'r-1'] })).then([]);
    given([created]).when(update({})).then([]);
  });

  it('folds earlier updates', () => {
    const renamed: WorkingAreaEvent = { type: 'WorkingAreaUpdated', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'East', roomIds: [] } };
    given([created, renamed]).when(update({ name: 'East', roomIds: [] })).then([]);
    given([created, renamed])
      .when(update({ name: 'Lobby wing' }))
      .then([{ type: 'WorkingAreaUpdated', data: { workingAreaId: 'w-1', siteId: 's-1', name: 'Lobby wing' } }]);
  });

  it('rejects a blank name', () => {
    rejects([created], update({ name: '' }), 'name');
  });

  it('refuses an unknown or deleted area', () => {
    given([]).when(update({ name: 'X' })).thenThrows(NotFoundError);
    given([created, deleted]).when(update({ name: 'X' })).thenThrows(IllegalStateError, /deleted/);
  });
});

describe('DeleteWorkingArea', () => {
  it('deletes the area once', () => {
    given([created]).when({ type: 'DeleteWorkingArea', data: { workingAreaId: 'w-1' } }).then([deleted]);
    given([created, deleted]).when({ type: 'DeleteWorkingArea', data: { workingAreaId: 'w-1' } }).thenThrows(IllegalStateError);
    given([]).when({ type: 'DeleteWorkingArea', data: { workingAreaId: 'w-1' } }).thenThrows(NotFoundError);
  });
});

it('names its stream org-working-area-<id>', () => {
  expect(workingAreaStreamId('w-1')).toBe('org-working-area-w-1');
});
