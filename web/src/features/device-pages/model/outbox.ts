/**
 * The outbox of a device page (pure): what a person pressed, kept until the ingest has it.
 * Every event gets its id and `occurredAt` at the press and keeps them through any number of
 * retries, so the ingest (which counts the same id twice as one event) neither loses nor
 * doubles anything when the network comes and goes.
 */

/** An ingest event: the envelope plus the fields of its type. */
export interface OutboxEvent {
  id: string;
  type: string;
  occurredAt: string;
  [field: string]: unknown;
}

export interface OutboxState {
  /** Waiting to be sent, oldest first. */
  events: OutboxEvent[];
  /** Sends that failed in a row (network, 5xx, 429): the back-off grows with them. */
  failures: number;
}

export const EMPTY_OUTBOX: OutboxState = { events: [], failures: 0 };

/** Events per request: small enough to send quickly on a weak phone connection. */
export const BATCH_SIZE = 100;
/** The ingest refuses events more than 30 days old; a little margin for the trip. */
export const MAX_EVENT_AGE_MS = 30 * 86_400_000 - 3_600_000;
/** A full outbox (a tablet offline for days) keeps the newest events rather than growing without end. */
export const MAX_QUEUED = 5_000;

export const enqueue = (state: OutboxState, event: OutboxEvent): OutboxState => ({ ...state, events: [...state.events, event].slice(-MAX_QUEUED) });

/** The events the ingest would refuse for their age: they can never be sent. */
export function expired(state: OutboxState, now: Date): OutboxEvent[] {
  return state.events.filter((event) => now.getTime() - Date.parse(event.occurredAt) > MAX_EVENT_AGE_MS);
}

/** The next events to send, oldest first. */
export const nextBatch = (state: OutboxState): OutboxEvent[] => state.events.slice(0, BATCH_SIZE);

/** How a send ended, as the page's API client reads the answer. */
export type SendOutcome =
  /** 202: stored now or before (duplicates count as sent). */
  | { kind: 'accepted' }
  /** 400/409: these ids can never be accepted (null: the whole batch). */
  | { kind: 'refused'; ids: readonly string[] | null }
  /** 401: the device's token was revoked or rotated; nothing can be sent any more. */
  | { kind: 'unauthorised' }
  /** Network error, 429, 5xx: try again later. */
  | { kind: 'failed' };

/**
 * The outbox after a send of `sent`: accepted ids leave; refused ones leave too (they can
 * never succeed) while the rest of a refused batch stays to be sent again; on failure
 * everything stays and the back-off grows. Events queued meanwhile are never touched.
 */
export function settle(state: OutboxState, sent: readonly OutboxEvent[], outcome: SendOutcome): OutboxState {
  const without = (ids: ReadonlySet<string>) => state.events.filter((event) => !ids.has(event.id));
  switch (outcome.kind) {
    case 'accepted':
      return { events: without(new Set(sent.map((event) => event.id))), failures: 0 };
    case 'refused':
      return { events: without(new Set(outcome.ids ?? sent.map((event) => event.id))), failures: 0 };
    case 'unauthorised':
    case 'failed':
      return { ...state, failures: state.failures + 1 };
  }
}

/** The ids of a batch that the ingest's `invalid-params` name (`body/events/<index>/...`); null when it names none. */
export function refusedIds(sent: readonly OutboxEvent[], invalidNames: readonly string[]): string[] | null {
  const indexes = new Set(invalidNames.map((name) => /^(?:body\/)?events\/(\d+)(?:\/|$)/.exec(name)?.[1]).filter((index) => index !== undefined).map(Number));
  const ids = sent.filter((_, index) => indexes.has(index)).map((event) => event.id);
  return ids.length > 0 ? ids : null;
}

/** Wait before the next try after `failures` failed sends: 2 s doubling up to 2 minutes. */
export function retryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(2_000 * 2 ** (failures - 1), 120_000);
}

/** A stored outbox read back; anything malformed is dropped rather than breaking the page. */
export function parseOutbox(raw: unknown): OutboxState {
  if (!raw || typeof raw !== 'object') return EMPTY_OUTBOX;
  const events = (raw as { events?: unknown }).events;
  if (!Array.isArray(events)) return EMPTY_OUTBOX;
  const valid = events.filter(
    (event): event is OutboxEvent =>
      !!event && typeof event === 'object' && typeof (event as OutboxEvent).id === 'string' && typeof (event as OutboxEvent).type === 'string' && typeof (event as OutboxEvent).occurredAt === 'string',
  );
  return { events: valid, failures: 0 };
}
