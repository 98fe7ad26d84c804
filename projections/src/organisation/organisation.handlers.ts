import type { RecordedEvent } from '@facility/contracts';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';

/** Applies one event's `data` to the organisation tables, noting the sites and rooms it touched. */
export type Handler<TData> = (
  trx: Transaction<ReadModelDatabase>,
  data: TData,
  event: RecordedEvent,
  scope: ScopeCollector,
) => Promise<void>;

/** One handler per event type of an entity; the compiler checks that none is missing. */
export type Handlers<TEvent extends { type: string; data: unknown }> = {
  [K in TEvent['type']]: Handler<Extract<TEvent, { type: K }>['data']>;
};

/**
 * A value for a `jsonb` column. It travels as text and is cast on the server: postgres.js
 * encodes a parameter it knows to be `jsonb` with JSON.stringify, so a string would be
 * stored as a JSON string rather than the document it holds.
 */
export const jsonb = <T extends object>(value: T): RawBuilder<T> => sql<T>`${JSON.stringify(value)}::text::jsonb`;

/** `jsonb(value)`, or undefined (Kysely leaves the column out) when the field is absent. */
export const jsonbIfPresent = <T extends object>(value: T | undefined): RawBuilder<T> | undefined =>
  value === undefined ? undefined : jsonb(value);

/** The event's producer time as an ISO string, for `timestamptz` columns. */
export const occurredAt = (event: RecordedEvent): string => event.occurredAt.toISOString();

/** True when a partial update sets at least one column (Kysely drops undefined values). */
export const setsAnything = (changes: object): boolean => Object.values(changes).some((value) => value !== undefined);
