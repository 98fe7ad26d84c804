import type { EventStore } from '@facility/event-store';
import { findDeviceByTokenHash, type ReadModelDatabase } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { sendProblem } from '../../plugins/problem-details.ts';
import { hashToken } from '../auth/secret-token.ts';
import { ingestBatch } from './ingest.service.ts';
import type { IncomingEvent } from './ingest.validation.ts';

export const MAX_EVENTS_PER_BATCH = 1_000;

const IngestBody = Type.Object({
  events: Type.Array(
    Type.Object(
      {
        id: Type.String({ format: 'uuid', description: 'Chosen by the device; the same id twice is one event' }),
        type: Type.String({ description: 'ComplaintReported, RatingGiven, VisitorsCounted, StaffArrived, ...' }),
        occurredAt: Type.String({ format: 'date-time', description: "The device's clock" }),
      },
      { additionalProperties: true, description: 'Envelope fields plus the fields of the event type (DOMAIN.md)' },
    ),
    { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH },
  ),
});
const Accepted = Type.Object({
  accepted: Type.Integer({ description: 'Events stored by this call' }),
  duplicates: Type.Integer({ description: 'Events already stored earlier (same id)' }),
});

/**
 * `POST /api/ingest` (INTERFACES.md): a device posts 1..1000 events with its bearer token.
 * All or nothing: one invalid event refuses the batch and names it. The events are stamped
 * with the device's room and site as the registry has them now (moving the device later
 * does not rewrite history) and answered 202 only after the commit that holds them.
 */
export const ingestRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<ReadModelDatabase>; store: EventStore }> = async (
  app,
  { db, store },
) => {
  app.post(
    '/api/ingest',
    {
      schema: {
        tags: ['devices'],
        summary: 'Device telemetry ingest',
        security: [{ deviceToken: [] }],
        body: IngestBody,
        response: { 202: Accepted },
      },
      // Authenticate before the body is even read: an unknown device costs us no parsing.
      onRequest: async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const token = /^Bearer ([\w-]{16,})$/.exec(header)?.[1];
        const device = token ? await findDeviceByTokenHash(db, hashToken(token)) : null;
        if (!device) {
          reply.header('www-authenticate', 'Bearer');
          return sendProblem(reply, 401, 'Unknown or revoked device token');
        }
        request.device = device;
      },
    },
    async (request, reply) => {
      const outcome = await ingestBatch(store, request.device!, request.body.events as IncomingEvent[]);
      if (!outcome.ok) {
        return sendProblem(reply, 400, `Invalid ${outcome.invalid.map((param) => param.name).join(', ')}`, outcome.invalid);
      }
      return reply.code(202).send({ accepted: outcome.result.appended, duplicates: outcome.result.duplicates });
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated device of an ingest request. */
    device?: { deviceId: string; roomId: string; siteId: string; deviceType: string };
  }
}
