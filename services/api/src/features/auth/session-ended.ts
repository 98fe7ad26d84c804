import { announceSessionEnded } from '@facility/projections';
import type { FastifyInstance } from 'fastify';

/**
 * After a session's row is deleted: this process forgets the kept session at once (its own
 * NOTIFY comes back only after the reply, and the very next request must be refused), and
 * every process hears that it ended, forgets it too and closes its live sockets.
 */
export async function sessionEnded(app: FastifyInstance, tokenHash: string): Promise<void> {
  app.records?.sessions.forget(tokenHash);
  await announceSessionEnded(app.db, tokenHash);
}
