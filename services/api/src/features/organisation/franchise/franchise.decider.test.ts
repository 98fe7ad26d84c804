import type { FranchiseEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import type { FranchiseCommand } from './franchise.commands.ts';
import { franchiseDecider } from './franchise.decider.ts';

const given = spec(franchiseDecider).given;

/** Asserts that the command fails validation and names `field`. */
function rejects(events: FranchiseEvent[], command: FranchiseCommand, field: string): void {
  const state = events.reduce(franchiseDecider.evolve, franchiseDecider.initialState());
  expect(() => franchiseDecider.decide(command, state, TEST_CONTEXT)).toThrow(ValidationError);
  expect(() => franchiseDecider.decide(command, state, TEST_CONTEXT)).toThrow(expect.objectContaining({ field }));
}

const created = {
  type: 'FranchiseCreated',
  data: { franchiseId: 'f-1', franchiseName: 'Clean North', franchiseCountry: 'Israel' },
} as const;
const deleted = { type: 'FranchiseDeleted', data: { franchiseId: 'f-1' } } as const;

describe('CreateFranchise', () => {
  it('creates the franchise with trimmed texts', () => {
    given([])
      .when({
        type: 'CreateFranchise',
        data: { franchiseId: 'f-1', franchiseName: '  Clean North ', franchiseCountry: 'Israel' },
      })
      .then([created]);
  });

  it('refuses to create a franchise twice', () => {
    given([created])
      .when({ type: 'CreateFranchise', data: { franchiseId: 'f-1', franchiseName: 'Other', franchiseCountry: 'USA' } })
      .thenThrows(IllegalStateError, /already exists/);
  });

  it('refuses to re-create a deleted franchise', () => {
    given([created, deleted])
      .when({ type: 'CreateFranchise', data: { franchiseId: 'f-1', franchiseName: 'Other', franchiseCountry: 'USA' } })
      .thenThrows(IllegalStateError);
  });

  it.each([
    ['franchiseName', { franchiseName: '   ', franchiseCountry: 'Israel' }],
    ['franchiseName', { franchiseName: '\u200f', franchiseCountry: 'Israel' }],
    ['franchiseName', { franchiseName: 'x'.repeat(101), franchiseCountry: 'Israel' }],
    ['franchiseCountry', { franchiseName: 'Clean North', franchiseCountry: '' }],
  ])('rejects an invalid %s', (field, fields) => {
    rejects([], { type: 'CreateFranchise', data: { franchiseId: 'f-1', ...fields } }, field);
  });

  it('says why a name is rejected', () => {
    given([])
      .when({ type: 'CreateFranchise', data: { franchiseId: 'f-1', franchiseName: 'x'.repeat(101), franchiseCountry: 'Israel' } })
      .thenThrows(ValidationError, 'must be at most 100 characters');
  });
});

describe('UpdateFranchise', () => {
  it('records only the fields that changed', () => {
    given([created])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: 'Clean South', franchiseCountry: 'Israel' } })
      .then([{ type: 'FranchiseUpdated', data: { franchiseId: 'f-1', franchiseName: 'Clean South' } }]);
  });

  it('changes the country', () => {
    given([created])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseCountry: 'Poland' } })
      .then([{ type: 'FranchiseUpdated', data: { franchiseId: 'f-1', franchiseCountry: 'Poland' } }]);
  });

  it('records nothing when nothing changes', () => {
    given([created])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: ' Clean North ' } })
      .then([]);
    given([created]).when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1' } }).then([]);
  });

  it('folds earlier updates: renaming back to the current name is a no-op', () => {
    const renamed = {
      type: 'FranchiseUpdated',
      data: { franchiseId: 'f-1', franchiseName: 'Clean South' },
    } as const;
    given([created, renamed])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: 'Clean South' } })
      .then([]);
    given([created, renamed])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: 'Clean North' } })
      .then([{ type: 'FranchiseUpdated', data: { franchiseId: 'f-1', franchiseName: 'Clean North' } }]);
  });

  it('rejects an empty name or country', () => {
    rejects([created], { type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: ' ' } }, 'franchiseName');
    rejects([created], { type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseCountry: '' } }, 'franchiseCountry');
  });

  it('fails on a franchise that does not exist', () => {
    given([])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: 'X' } })
      .thenThrows(NotFoundError);
  });

  it('refuses to change a deleted franchise', () => {
    given([created, deleted])
      .when({ type: 'UpdateFranchise', data: { franchiseId: 'f-1', franchiseName: 'X' } })
      .thenThrows(IllegalStateError, /deleted/);
  });
});

describe('DeleteFranchise', () => {
  it('deletes the franchise', () => {
    given([created]).when({ type: 'DeleteFranchise', data: { franchiseId: 'f-1' } }).then([deleted]);
  });

  it('fails on a franchise that does not exist', () => {
    given([]).when({ type: 'DeleteFranchise', data: { franchiseId: 'f-1' } }).thenThrows(NotFoundError);
  });

  it('refuses to delete twice', () => {
    given([created, deleted])
      .when({ type: 'DeleteFranchise', data: { franchiseId: 'f-1' } })
      .thenThrows(IllegalStateError);
  });
});
