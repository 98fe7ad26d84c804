import type { NewEvent } from '@facility/contracts';
import type { PreparedEvent } from '../append-plan.ts';
import { InvalidAppendError } from '../errors.ts';
import { prepareEvents as prepareAny } from '../prepare-events.ts';
import type { Upcasting } from '../upcasting.ts';

/**
 * Validates an append as every store does (../prepare-events.ts), plus KurrentDB's own rule:
 * `$`-prefixed streams and event types are the server's (metadata, projections), filtered
 * out of every read of the log.
 */
export function prepareEvents(streamId: string, events: NewEvent[], upcasting: Upcasting, now = new Date()): PreparedEvent[] {
  if (typeof streamId === 'string' && streamId.startsWith('$')) throw new InvalidAppendError('streamId must not start with "$" (KurrentDB system streams)');
  const prepared = prepareAny(streamId, events, upcasting, now);
  const system = prepared.findIndex((event) => event.type.startsWith('$'));
  if (system >= 0) throw new InvalidAppendError(`events[${system}].type must not start with "$"`);
  return prepared;
}
