import { surveyStreamId } from '@facility/contracts';
import { compareCheckpoints, type EventStore } from '@facility/event-store';
import { readCheckpoint, type ReadModelDatabase } from '@facility/projections';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { handleCommand } from '../../domain/command-handler.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { underBody } from '../organisation/admin-access.ts';
import { READ_MODEL_TIMEOUT_MS } from '../organisation/wait-for-organisation.ts';
import type { SurveyCommand } from './survey.commands.ts';
import { surveyDecider } from './survey.decider.ts';

const SURVEYS = 'surveys';

export interface SurveyWriteDeps {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Waits (up to {@link READ_MODEL_TIMEOUT_MS}) until the `surveys` read model has applied the
 * stream's event at `version`, so the answer and a GET right after show the write. Answers
 * whether it did; on timeout the caller answers anyway (the write is stored).
 */
async function waitForSurveys(db: Kysely<ReadModelDatabase>, store: EventStore, streamId: string, version: number): Promise<boolean> {
  const [event] = await store.readStream(streamId, { fromVersion: version, maxCount: 1 });
  if (!event) return true;
  const target = { transactionId: event.transactionId, position: event.globalPosition };
  const deadline = Date.now() + READ_MODEL_TIMEOUT_MS;
  for (;;) {
    const stored = await readCheckpoint(db, SURVEYS);
    if (stored && compareCheckpoints(stored.checkpoint, target) >= 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs one survey command with the caller as the actor in the events' metadata (the read
 * model's "updated by"), then waits until the survey read model shows it. Rule errors name
 * their field under `body/`.
 */
export async function writeSurvey(deps: SurveyWriteDeps, user: SessionUser, command: SurveyCommand): Promise<void> {
  const streamId = surveyStreamId(command.data.surveyId);
  let result;
  try {
    result = await handleCommand(deps.store, streamId, surveyDecider, command, { now: deps.clock(), actor: { kind: 'user', id: user.userId } });
  } catch (error) {
    throw underBody(error);
  }
  if (result.events.length > 0 && !(await waitForSurveys(deps.db, deps.store, streamId, result.version))) {
    deps.log.warn({ streamId }, 'survey stored, but the read model did not show it in time');
  }
}
