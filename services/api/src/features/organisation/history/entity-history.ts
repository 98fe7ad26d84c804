import type { EntityHistory, EntityHistoryEntry, HistoryActor } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { findUserById, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { mayKnowUser, type Grant } from '../../../tenancy/tenancy.ts';

/**
 * An entity's history (INTERFACES.md "Admin API": `GET /api/admin/{...}/{id}/history`,
 * `GET /api/site/{id}/history`): who changed what and when, straight from the entity's event
 * stream. Generic: a stream id in (`franchiseStreamId`, `companyStreamId`, `userStreamId`,
 * `siteStreamId`, `roomStreamId`, `deviceRegistryStreamId`...), entries out.
 *
 * The route decides first that the caller may see the entity (404 / 403); this module only
 * reads. Two things never leave it:
 * - secrets: any `data` key naming a password, token or secret (`passwordHash`, `tokenHash`)
 *   is dropped, at any depth, so a history never hands out what login or ingest check;
 * - people the caller may not know of: an acting user's username and email are given only
 *   when the caller may know that user (see `mayKnowUser`: the provider knows everyone,
 *   others the users sharing a franchise, company or site with them); otherwise null, with
 *   the id kept so changes by one person still group together.
 */

type Db = Kysely<ReadModelDatabase>;

/** Keys of event data that hold secrets (or hashes of them). */
const SECRET_KEY = /password|token|secret/i;

/** `value` without secret keys, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * The history of one stream, oldest first, as `viewer` may see it. An unknown stream has
 * no entries.
 */
export async function readEntityHistory(deps: { store: EventStore; db: Db }, streamId: string, viewer: Grant): Promise<EntityHistory> {
  const events = await deps.store.readStream(streamId);
  const userIds = [...new Set(events.flatMap((event) => (event.metadata.actor?.kind === 'user' ? [event.metadata.actor.id] : [])))];
  const people = new Map<string, { username: string; email: string } | null>();
  for (const userId of userIds) {
    const user = await findUserById(deps.db, userId);
    people.set(userId, user && mayKnowUser(viewer, user) ? { username: user.username, email: user.email } : null);
  }
  const actorOf = (actor: { kind: HistoryActor['kind']; id: string } | undefined): HistoryActor | null => {
    if (!actor) return null;
    const person = actor.kind === 'user' ? people.get(actor.id) : null;
    return { kind: actor.kind, id: actor.id, username: person?.username ?? null, email: person?.email ?? null };
  };
  const entries: EntityHistoryEntry[] = events.map((event) => ({
    version: event.streamVersion,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    actor: actorOf(event.metadata.actor),
    data: withoutSecrets(event.data) as Record<string, unknown>,
  }));
  return { entries };
}
