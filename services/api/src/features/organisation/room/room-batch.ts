import { roomStreamId, type Actor, type NewEvent, type RoomProfile } from '@facility/contracts';
import { canAppendInTransaction, type EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { roomDecider } from './room.decider.ts';

export interface CreatedRoom {
  roomId: string;
  profile: RoomProfile;
}

/**
 * Creates many rooms of one site, all or none: every room is decided first (a rule broken
 * by any of them throws before anything is written), then all their first events are
 * appended in one database transaction. The rooms' ids are new, so their streams cannot
 * have been written meanwhile. Answers the rooms and the stream of the last one (what a
 * caller waits on for the read model).
 */
export async function createRooms(
  db: Kysely<ReadModelDatabase>,
  store: EventStore,
  siteId: string,
  profiles: RoomProfile[],
  context: { now: Date; actor: Actor },
): Promise<CreatedRoom[]> {
  const correlationId = randomUUID();
  const rooms = profiles.map((profile) => ({ roomId: randomUUID(), profile }));
  const writes = rooms.map(({ roomId, profile }) => {
    const events = roomDecider.decide({ type: 'CreateRoom', data: { roomId, siteId, ...profile } }, roomDecider.initialState(), context);
    return {
      streamId: roomStreamId(roomId),
      events: events.map(
        (event): NewEvent => ({
          id: randomUUID(),
          type: event.type,
          data: event.data as Record<string, unknown>,
          occurredAt: context.now,
          metadata: { actor: context.actor, source: 'admin', correlationId },
        }),
      ),
    };
  });
  if (writes.length === 0) return [];
  if (canAppendInTransaction(store)) {
    // The event store and the read models share one database: one transaction for all rooms.
    await db.transaction().execute((trx) => store.appendInTransaction(trx as unknown as Transaction<unknown>, writes));
    store.announceAppend();
  } else {
    // A store without transactions (none in this codebase today): everything was decided
    // above, so only a failing database could stop the loop part-way.
    for (const write of writes) await store.append(write.streamId, write.events, { expectedVersion: 'no_stream' });
  }
  return rooms;
}
