import { SESSION_ENDED_CHANNEL } from '@facility/projections';
import type { FastifyInstance } from 'fastify';
import { AnswerCache } from '../features/read-caches/answer-cache.ts';
import '../features/read-caches/cached-reply.ts';
import { clearRecords, organisationRecords } from '../features/read-caches/records.ts';
import { followReadModelChanges } from '../features/live/read-model-changes.ts';
import type { AppDependencies } from '../app.ts';

/**
 * What the API keeps between requests: the answer cache (overview, analytics, the board) and
 * the records every request needs (devices by token, users, sites, sessions), all dropped
 * as the read-model changes every process hears say, and a session as soon as any process
 * says it ended. Without LISTEN/NOTIFY
 * (`deps.pubSub`) nothing would tell them what changed, so nothing is kept.
 */
export async function registerReadCaches(app: FastifyInstance, deps: AppDependencies, options: { answerCacheMegabytes: number }): Promise<void> {
  if (!deps.pubSub) {
    app.decorate('answerCache', null);
    app.decorate('records', null);
    return;
  }
  // Ages by the server's clock, which end-to-end tests move forward: a jump expires what it should.
  const answers = new AnswerCache({ maxBytes: options.answerCacheMegabytes * 1024 * 1024, now: () => app.clock().getTime() });
  const records = organisationRecords();
  app.decorate('answerCache', answers);
  app.decorate('records', records);
  const stop = await followReadModelChanges({
    pubSub: deps.pubSub,
    projector: deps.projector,
    onChange: (change) => {
      answers.changed(change);
      if (change.projection === 'organisation') clearRecords(records);
    },
    onResumed: () => {
      app.log.warn('LISTEN connection back after a loss: kept answers and records dropped');
      answers.clear();
      clearRecords(records);
    },
  });
  const stopSessions = await deps.pubSub.listen(
    SESSION_ENDED_CHANNEL,
    (tokenHash) => records.sessions.forget(tokenHash),
    () => records.sessions.clear(),
  );
  app.addHook('preClose', async () => {
    await stop();
    await stopSessions();
  });
}
