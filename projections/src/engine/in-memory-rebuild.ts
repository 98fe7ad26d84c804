import type { RecordedEvent } from '@facility/contracts';
import type { Kysely } from 'kysely';
import type { EmittedEvents, InMemoryRebuild } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { runStatements, type Statements } from './statements.ts';

/**
 * An {@link InMemoryRebuild} from its parts: what a projection folds into until a take
 * (`changes`, fresh after each), the fold, how many rows that holds, and the statements
 * that write it. State a projection keeps across takes (its rooms, sites, presses) lives
 * in the caller's closure; `statements` reads it as it is at the take.
 */
export function inMemoryRebuild<Changes>(parts: {
  changes(): Changes;
  fold(changes: Changes, events: readonly RecordedEvent[], db: Kysely<ReadModelDatabase>): EmittedEvents | void | Promise<EmittedEvents | void>;
  pending(changes: Changes): number;
  statements(changes: Changes): Statements;
  /** After a take's statements are built: let go of what they have written (see the calls projection). */
  taken?(changes: Changes): void;
}): InMemoryRebuild {
  let changes = parts.changes();
  return {
    async fold(db, events) {
      return (await parts.fold(changes, events, db)) ?? [];
    },
    pending: () => parts.pending(changes),
    take() {
      const statements = parts.statements(changes);
      parts.taken?.(changes);
      changes = parts.changes();
      return (trx) => runStatements(trx, statements);
    },
  };
}
