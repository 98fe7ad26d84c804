import { expect } from 'vitest';
import type { DecisionContext, Decider, DomainEvent } from './decider.ts';

export const TEST_CONTEXT: DecisionContext = {
  now: new Date('2026-06-01T09:00:00Z'),
  actor: { kind: 'user', id: 'admin-1' },
};

/**
 * Given/when/then for deciders (after Emmett's DeciderSpecification):
 *
 *   spec(siteDecider).given([SiteCreated...]).when(RenameSite...).then([SiteRenamed...])
 *   spec(siteDecider).given([]).when(RenameSite...).thenThrows(NotFoundError)
 */
export function spec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command, context: DecisionContext = TEST_CONTEXT) {
          const run = () => decider.decide(command, state, context);
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(errorType: abstract new (...args: never[]) => Error, message?: string | RegExp) {
              expect(run).toThrow(errorType);
              if (message) expect(run).toThrow(message);
            },
          };
        },
      };
    },
  };
}
