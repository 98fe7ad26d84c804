import type { Actor } from '@facility/contracts';

/** What a decision may know besides the command and the state: never `new Date()` inside. */
export interface DecisionContext {
  /** The injected clock's reading for this command. */
  now: Date;
  /** Who issues the command; recorded in every resulting event's metadata. */
  actor: Actor;
}

/** A domain event as deciders produce it (the store adds ids, positions and metadata). */
export interface DomainEvent<TType extends string = string, TData = Record<string, unknown>> {
  type: TType;
  data: TData;
}

/**
 * A pure decider (Emmett / Jérémie Chassaing): `decide` turns a command and the current
 * state into events or throws a domain error; `evolve` folds events into state. No I/O,
 * no clock, no randomness: hashes, tokens and ids are computed by the command handler and
 * passed in with the command.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, context: DecisionContext): Event[];
}
