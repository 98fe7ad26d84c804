import Type from 'typebox';
import { Nullable } from './schema-helpers.ts';

/**
 * `GET /api/admin/{franchises|companies|rooms|users|devices}/{id}/history` and
 * `GET /api/site/{id}/history` (INTERFACES.md "Admin API"): who changed what and when, read
 * from the entity's event stream.
 */

/** Who made a change. The username and email are given for a user the caller may know of, else null. */
export const HistoryActor = Type.Object({
  kind: Type.Union([Type.Literal('user'), Type.Literal('device'), Type.Literal('system')]),
  id: Type.String(),
  username: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type HistoryActor = Type.Static<typeof HistoryActor>;

/** One change: an event of the entity's stream. */
export const EntityHistoryEntry = Type.Object({
  /** The stream version: 1 for the first change. */
  version: Type.Integer({ minimum: 1 }),
  type: Type.String({ description: 'The event type, such as CompanyUpdated' }),
  occurredAt: Type.String({ format: 'date-time' }),
  actor: Nullable(HistoryActor, { description: 'Null for events recorded without an actor' }),
  data: Type.Object({}, { additionalProperties: true, description: "The event's data; secrets (password and token hashes) are left out" }),
});
export type EntityHistoryEntry = Type.Static<typeof EntityHistoryEntry>;

/** An entity's changes, oldest first. */
export const EntityHistory = Type.Object({ entries: Type.Array(EntityHistoryEntry) });
export type EntityHistory = Type.Static<typeof EntityHistory>;
