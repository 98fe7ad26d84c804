import type { FranchiseCreated, FranchiseEvent, FranchiseUpdated } from '@facility/contracts';
import type { Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import { trimText } from '../../../domain/trim-text.ts';
import type { FranchiseCommand } from './franchise.commands.ts';

/** A franchise stream folded: nothing yet, the live record, or the record as it was deleted. */
export type FranchiseState =
  | { status: 'absent' }
  | { status: 'active' | 'deleted'; franchise: FranchiseCreated };

const MAX_TEXT = 100;

/** Trims `value` and checks it holds 1..100 characters. */
function text(field: string, value: string): string {
  const trimmed = trimText(value);
  if (trimmed.length === 0) throw new ValidationError(field, 'must not be empty');
  if (trimmed.length > MAX_TEXT) throw new ValidationError(field, `must be at most ${MAX_TEXT} characters`);
  return trimmed;
}

function existing(state: FranchiseState, franchiseId: string): FranchiseCreated {
  if (state.status === 'absent') throw new NotFoundError(`Franchise ${franchiseId} does not exist`);
  if (state.status === 'deleted') throw new IllegalStateError(`Franchise ${franchiseId} is deleted`);
  return state.franchise;
}

function decide(command: FranchiseCommand, state: FranchiseState): FranchiseEvent[] {
  switch (command.type) {
    case 'CreateFranchise': {
      const { franchiseId } = command.data;
      if (state.status !== 'absent') throw new IllegalStateError(`Franchise ${franchiseId} already exists`);
      return [
        {
          type: 'FranchiseCreated',
          data: {
            franchiseId,
            franchiseName: text('franchiseName', command.data.franchiseName),
            franchiseCountry: text('franchiseCountry', command.data.franchiseCountry),
          },
        },
      ];
    }
    case 'UpdateFranchise': {
      const { franchiseId, franchiseName, franchiseCountry } = command.data;
      const current = existing(state, franchiseId);
      const changes: FranchiseUpdated = { franchiseId };
      if (franchiseName !== undefined) {
        const name = text('franchiseName', franchiseName);
        if (name !== current.franchiseName) changes.franchiseName = name;
      }
      if (franchiseCountry !== undefined) {
        const country = text('franchiseCountry', franchiseCountry);
        if (country !== current.franchiseCountry) changes.franchiseCountry = country;
      }
      // Saving an unchanged form is not a change: nothing to record.
      return Object.keys(changes).length > 1 ? [{ type: 'FranchiseUpdated', data: changes }] : [];
    }
    case 'DeleteFranchise': {
      const { franchiseId } = command.data;
      existing(state, franchiseId);
      return [{ type: 'FranchiseDeleted', data: { franchiseId } }];
    }
  }
}

function evolve(state: FranchiseState, event: FranchiseEvent): FranchiseState {
  switch (event.type) {
    case 'FranchiseCreated':
      return { status: 'active', franchise: event.data };
    case 'FranchiseUpdated': {
      if (state.status === 'absent') return state;
      const { franchiseId: _id, ...changes } = event.data;
      return { ...state, franchise: { ...state.franchise, ...changes } };
    }
    case 'FranchiseDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
  }
}

/** Franchise decider: create, update (name, country) and delete a franchise. */
export const franchiseDecider: Decider<FranchiseState, FranchiseCommand, FranchiseEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide: (command, state) => decide(command, state),
};
