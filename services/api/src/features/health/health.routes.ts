import { Health } from '@facility/contracts';
import { isTransientDatabaseError } from '@facility/event-store';
import type { ProjectionHealth, ProjectionMonitor } from '@facility/projector';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/problem-details.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Read models within this many events of the log's head are current enough to serve. */
export const SERVABLE_LAG = 1_000;

/**
 * `GET /api/health`: 200 once every read model is caught up enough to serve, 503 with the
 * same body while they catch up or the process is still loading data (`starting`), or when
 * one has halted (`degraded`), or when the database cannot be reached (`unavailable`), so a
 * load balancer keeps traffic away until the answers would be right.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ projector: ProjectionMonitor; isServing?: () => boolean }> = async (
  app,
  { projector, isServing = () => true },
) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and read-model catch-up', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      let health: Record<string, ProjectionHealth>;
      try {
        health = await projector.health();
      } catch (error) {
        // Health keeps its own body when the database is away, rather than the problem
        // details every other route answers with, so a monitor reads one shape.
        if (!isTransientDatabaseError(error)) throw error;
        return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable', projections: {} });
      }
      const projections = Object.fromEntries(
        Object.entries(health).map(([name, { position, lag, state, deadLetters }]) => [name, { position, lag, state, deadLetters }]),
      );
      const states = Object.values(health);
      const broken = states.some((entry) => entry.state === 'halted' || entry.state === 'failed');
      const behind = states.some((entry) => entry.lag > SERVABLE_LAG || !['running', 'standby'].includes(entry.state));
      // While the process is still loading data (the demo seed), the read models may be
      // caught up with a log that is not complete yet.
      const status = broken ? 'degraded' : behind || !isServing() ? 'starting' : 'ok';
      return reply.code(status === 'ok' ? 200 : 503).send({ status, projections });
    },
  );
};
