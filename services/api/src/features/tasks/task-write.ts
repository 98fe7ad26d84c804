import { taskStreamId } from '@facility/contracts';
import { compareCheckpoints, type EventStore } from '@facility/event-store';
import { readCheckpoint, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { handleCommand } from '../../domain/command-handler.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { underBody } from '../organisation/admin-access.ts';
import { READ_MODEL_TIMEOUT_MS } from '../organisation/wait-for-organisation.ts';
import type { TaskCommand } from './task.commands.ts';
import { taskDecider } from './task.decider.ts';

const TASKS = 'tasks';

export interface TaskWriteDeps {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  clock: () => Date;
}

/** Waits (up to {@link READ_MODEL_TIMEOUT_MS}) until the `tasks` read model has applied the stream's event at `version`. */
async function waitForTasks(db: Kysely<ReadModelDatabase>, store: EventStore, streamId: string, version: number): Promise<boolean> {
  const [event] = await store.readStream(streamId, { fromVersion: version, maxCount: 1 });
  if (!event) return true;
  const target = { transactionId: event.transactionId, position: event.globalPosition };
  const deadline = Date.now() + READ_MODEL_TIMEOUT_MS;
  for (;;) {
    const stored = await readCheckpoint(db, TASKS);
    if (stored && compareCheckpoints(stored.checkpoint, target) >= 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs one task command with the caller as the actor, at the server clock's `now`, then
 * waits until the task read model shows it, so the answer and a GET right after reflect
 * the write (on a projector far behind, the answer comes anyway: the write is stored).
 * Rule errors name their field under `body/`.
 */
export async function writeTask(deps: TaskWriteDeps, user: SessionUser, command: TaskCommand, now: Date): Promise<void> {
  const streamId = taskStreamId(command.data.taskId);
  let result;
  try {
    result = await handleCommand(deps.store, streamId, taskDecider, command, { now, actor: { kind: 'user', id: user.userId } });
  } catch (error) {
    throw underBody(error);
  }
  if (result.events.length > 0) await waitForTasks(deps.db, deps.store, streamId, result.version);
}
