import type { WorkingAreaCreated, WorkingAreaEvent, WorkingAreaUpdated } from '@facility/contracts';
import type { Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { WorkingAreaCommand } from './working-area.commands.ts';
import { idList, sameIds, workingAreaName } from './working-area.rules.ts';

/** A working-area stream folded: nothing yet, the live area, or the area as it was deleted. */
export type WorkingAreaState =
  | { status: 'absent' }
  | { status: 'active' | 'deleted'; area: WorkingAreaCreated };

function requireId(id: string, field: string): void {
  if (id.trim() === '') throw new ValidationError(field, `${field} is required`);
}

function existing(state: WorkingAreaState, workingAreaId: string): WorkingAreaCreated {
  if (state.status === 'absent') throw new NotFoundError(`Working area ${workingAreaId} does not exist`);
  if (state.status === 'deleted') throw new IllegalStateError(`Working area ${workingAreaId} is deleted`);
  return state.area;
}

function decide(command: WorkingAreaCommand, state: WorkingAreaState): WorkingAreaEvent[] {
  switch (command.type) {
    case 'CreateWorkingArea': {
      const { workingAreaId, siteId } = command.data;
      requireId(workingAreaId, 'workingAreaId');
      requireId(siteId, 'siteId');
      if (state.status !== 'absent') throw new IllegalStateError(`Working area ${workingAreaId} already exists`);
      return [
        {
          type: 'WorkingAreaCreated',
          data: {
            workingAreaId,
            siteId,
            name: workingAreaName(command.data.name),
            roomIds: idList('roomIds', command.data.roomIds ?? []),
            cleanerIds: idList('cleanerIds', command.data.cleanerIds ?? []),
          },
        },
      ];
    }
    case 'UpdateWorkingArea': {
      const { workingAreaId, name, roomIds, cleanerIds } = command.data;
      const area = existing(state, workingAreaId);
      const changes: WorkingAreaUpdated = { workingAreaId, siteId: area.siteId };
      if (name !== undefined) {
        const next = workingAreaName(name);
        if (next !== area.name) changes.name = next;
      }
      if (roomIds !== undefined) {
        const next = idList('roomIds', roomIds);
        if (!sameIds(area.roomIds, next)) changes.roomIds = next;
      }
      if (cleanerIds !== undefined) {
        const next = idList('cleanerIds', cleanerIds);
        if (!sameIds(area.cleanerIds, next)) changes.cleanerIds = next;
      }
      // Saving an unchanged form is not a change: nothing to record.
      return Object.keys(changes).length > 2 ? [{ type: 'WorkingAreaUpdated', data: changes }] : [];
    }
    case 'DeleteWorkingArea': {
      const area = existing(state, command.data.workingAreaId);
      return [{ type: 'WorkingAreaDeleted', data: { workingAreaId: area.workingAreaId, siteId: area.siteId } }];
    }
  }
}

function evolve(state: WorkingAreaState, event: WorkingAreaEvent): WorkingAreaState {
  switch (event.type) {
    case 'WorkingAreaCreated':
      return { status: 'active', area: event.data };
    case 'WorkingAreaUpdated': {
      if (state.status === 'absent') return state;
      const { workingAreaId: _id, siteId: _site, ...changes } = event.data;
      return { ...state, area: { ...state.area, ...changes } };
    }
    case 'WorkingAreaDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
  }
}

/**
 * Working areas (stream `org-working-area-<id>`): create, change (name, rooms, cleaners) and
 * delete. That rooms and cleaners belong to the site and that the name is free in it need
 * the read model, so the routes check them before deciding.
 */
export const workingAreaDecider: Decider<WorkingAreaState, WorkingAreaCommand, WorkingAreaEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide: (command, state) => decide(command, state),
};
