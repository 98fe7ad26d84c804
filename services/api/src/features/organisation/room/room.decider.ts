import type {
  RoomCreated,
  RoomEvent,
} from '@facility/contracts';
import type { DecisionContext, Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError } from '../../../domain/errors.ts';
import type { RoomCommand } from './room.commands.ts';
import { changedRoomFields, newRoomProfile, normaliseRoomProfile, requireId } from './room.rules.ts';

/** A room's stream folded: nothing yet, a live room, or a removed one (kept for its last state). */
export type RoomState =
  | { status: 'absent' }
  | { status: 'active'; room: RoomCreated }
  | { status: 'removed'; room: RoomCreated };

function requireActiveRoom(state: RoomState, roomId: string): RoomCreated {
  if (state.status === 'absent') throw new NotFoundError(`Room ${roomId} not found`);
  if (state.status === 'removed') throw new IllegalStateError(`Room ${roomId} has been removed`);
  return state.room;
}

function decide(command: RoomCommand, state: RoomState, _context: DecisionContext): RoomEvent[] {
  switch (command.type) {
    case 'CreateRoom': {
      const { roomId, siteId } = command.data;
      requireId(roomId, 'roomId');
      requireId(siteId, 'siteId');
      if (state.status !== 'absent') throw new IllegalStateError(`Room ${roomId} already exists`);
      return [{ type: 'RoomCreated', data: { roomId, siteId, ...newRoomProfile(command.data) } }];
    }
    case 'UpdateRoom': {
      const room = requireActiveRoom(state, command.data.roomId);
      const changes = changedRoomFields(room, normaliseRoomProfile(command.data));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'RoomUpdated', data: { roomId: room.roomId, siteId: room.siteId, ...changes } }];
    }
    case 'RemoveRoom': {
      const room = requireActiveRoom(state, command.data.roomId);
      return [{ type: 'RoomRemoved', data: { roomId: room.roomId, siteId: room.siteId } }];
    }
  }
}

function evolve(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'RoomCreated':
      return { status: 'active', room: event.data };
    case 'RoomUpdated': {
      if (state.status !== 'active') return state;
      return { status: 'active', room: { ...state.room, ...event.data } };
    }
    case 'RoomRemoved':
      return state.status === 'absent' ? state : { status: 'removed', room: state.room };
  }
}

/**
 * Rooms (stream `org-room-<roomId>`). Site existence and `refId` uniqueness within the site
 * need the read model, so the command handler checks them before deciding.
 */
export const roomDecider: Decider<RoomState, RoomCommand, RoomEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide,
};
