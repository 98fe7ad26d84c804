import Type from 'typebox';

/** Who caused an event: a signed-in user, a device, or the system itself (reactors, seed). */
export const Actor = Type.Object(
  {
    kind: Type.Union([Type.Literal('user'), Type.Literal('device'), Type.Literal('system')]),
    id: Type.String({ minLength: 1 }),
  },
  { description: 'Who caused the event' },
);
export type Actor = Type.Static<typeof Actor>;

/**
 * Metadata stored beside every event. `correlationId` ties together everything that one
 * request started; `causationId` is the id of the event (or command) that caused this one;
 * `source` names the entry point (`ingest`, `admin`, `reactor:calls`, `seed`...).
 * Extra keys are allowed so integrations can carry their own trace data.
 */
export const EventMetadata = Type.Object(
  {
    actor: Type.Optional(Actor),
    correlationId: Type.Optional(Type.String()),
    causationId: Type.Optional(Type.String()),
    source: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type EventMetadata = Type.Static<typeof EventMetadata>;

/**
 * A stored event as it travels as JSON (API responses, live messages, exports); in process
 * it is a {@link RecordedEvent}, with `Date`s for the two times.
 *
 * `globalPosition` is unique and increases within a transaction, but the global read order
 * is (`transactionId`, `globalPosition`): see the event store's README section on ordering.
 * `streamVersion` starts at 1 for the first event of a stream. `occurredAt` is the
 * producer's clock (a device's), `recordedAt` the server's commit-time clock.
 * `schemaVersion` is the version of `data` after upcasting (the current one).
 */
export const EventEnvelope = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String({ minLength: 1 }),
  streamId: Type.String({ minLength: 1 }),
  streamVersion: Type.Integer({ minimum: 1 }),
  globalPosition: Type.Integer({ minimum: 1 }),
  transactionId: Type.Integer({ minimum: 0 }),
  occurredAt: Type.String({ format: 'date-time' }),
  recordedAt: Type.String({ format: 'date-time' }),
  schemaVersion: Type.Integer({ minimum: 1 }),
  data: Type.Record(Type.String(), Type.Unknown()),
  metadata: EventMetadata,
});

/** A stored event; `TData` narrows `data` for a known event type. */
export interface RecordedEvent<TType extends string = string, TData = Record<string, unknown>> {
  id: string;
  type: TType;
  streamId: string;
  streamVersion: number;
  globalPosition: number;
  transactionId: number;
  occurredAt: Date;
  recordedAt: Date;
  schemaVersion: number;
  data: TData;
  metadata: EventMetadata;
}

/** An event to append: the store fills in positions, versions and `recordedAt`. */
export interface NewEvent<TType extends string = string, TData = Record<string, unknown>> {
  /** UUID chosen by the producer; appending the same id twice stores it once. Generated when absent. */
  id?: string;
  type: TType;
  data: TData;
  metadata?: EventMetadata;
  /** When it happened by the producer's clock; defaults to the append time. */
  occurredAt?: Date;
}
