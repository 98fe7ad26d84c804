import { randomUUID } from 'node:crypto';
import { ConcurrencyError, type EventStore } from '@facility/event-store';
import type { DecisionContext, Decider, DomainEvent } from './decider.ts';

export interface CommandResult<State> {
  /** The stream's version after the command: what a client sends back as its ETag. */
  version: number;
  state: State;
  events: DomainEvent[];
}

export interface HandleOptions {
  /** The version the client last saw (If-Match); absent means "whatever it is now". */
  expectedVersion?: number;
  correlationId?: string;
}

const MAX_ATTEMPTS = 3;

/**
 * Runs one command against one stream: read and fold the stream, decide, append the
 * decision with the version it was made on. When another writer got in between, the
 * command is decided again on the fresh state (decisions are pure, so that is safe),
 * unless the client pinned a version, in which case it hears the conflict (412).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: DecisionContext,
  options: HandleOptions = {},
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    const stored = await store.readStream(streamId);
    const version = stored.at(-1)?.streamVersion ?? 0;
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
      throw new ConcurrencyError(streamId, options.expectedVersion, version);
    }
    const state = stored.reduce((current, event) => decider.evolve(current, event as unknown as Event), decider.initialState());
    const events = decider.decide(command, state, context);
    if (events.length === 0) return { version, state, events };
    try {
      const result = await store.append(
        streamId,
        events.map((event) => ({
          id: randomUUID(),
          type: event.type,
          data: event.data as Record<string, unknown>,
          occurredAt: context.now,
          metadata: {
            actor: context.actor,
            source: 'admin',
            correlationId: options.correlationId ?? randomUUID(),
          },
        })),
        { expectedVersion: version },
      );
      return { version: result.nextExpectedVersion, state: events.reduce(decider.evolve, state), events };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || options.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
