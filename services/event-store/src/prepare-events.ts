import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@facility/contracts';
import type { PreparedEvent } from './append-plan.ts';
import { InvalidAppendError } from './errors.ts';
import type { Upcasting } from './upcasting.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest stream id, on every backend, so a stream id valid on one is valid on the other. */
const MAX_STREAM_ID = 200;

/**
 * Validates an append the same way on every store (same messages, so the API answers the
 * same problem details whichever store runs) and stamps ids (lower case, as PostgreSQL
 * prints uuids), times and schema versions.
 */
export function prepareEvents(streamId: string, events: NewEvent[], upcasting: Upcasting, now = new Date()): PreparedEvent[] {
  if (typeof streamId !== 'string' || streamId.length === 0 || streamId.length > MAX_STREAM_ID) {
    throw new InvalidAppendError(`streamId must be a string of 1 to ${MAX_STREAM_ID} characters`);
  }
  if (!Array.isArray(events) || events.length === 0) throw new InvalidAppendError('events must be a non-empty array');
  return events.map((event, index) => {
    const id = event.id ?? randomUUID();
    if (!UUID.test(id)) throw new InvalidAppendError(`events[${index}].id must be a UUID`);
    if (typeof event.type !== 'string' || event.type.length === 0) {
      throw new InvalidAppendError(`events[${index}].type must be a non-empty string`);
    }
    if (typeof event.data !== 'object' || event.data === null || Array.isArray(event.data)) {
      throw new InvalidAppendError(`events[${index}].data must be an object`);
    }
    const occurredAt = event.occurredAt ?? now;
    if (!(occurredAt instanceof Date) || Number.isNaN(occurredAt.getTime())) {
      throw new InvalidAppendError(`events[${index}].occurredAt must be a valid date`);
    }
    return {
      id: id.toLowerCase(),
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: event.metadata ?? {},
      occurredAt,
      schemaVersion: upcasting.currentVersion(event.type),
    };
  });
}
