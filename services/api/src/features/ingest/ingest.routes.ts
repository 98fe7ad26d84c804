import type { DeviceType } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { findDeviceByTokenHash, type ReadModelDatabase } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { sendProblem } from '../../plugins/problem-details.ts';
import { hashToken } from '../auth/secret-token.ts';
import { ingestBatch } from './ingest.service.ts';
import { INGEST_WINDOW, type IncomingEvent } from './ingest.validation.ts';

export const MAX_EVENTS_PER_BATCH = 1_000;

const IngestBody = Type.Object({
  events: Type.Array(
    Type.Object(
      {
        id: Type.String({ format: 'uuid', description: 'Chosen by the device; the same id twice is one event, and an id may not be used for another event (409)' }),
        type: Type.String({ maxLength: 64, description: 'ComplaintReported, RatingGiven, VisitorsCounted, StaffArrived, ...; each kind of device reports its own (see DEVICE_TELEMETRY)' }),
        occurredAt: Type.String({
          format: 'date-time',
          maxLength: 40,
          description: "The device's clock: at most 30 days before the server's clock and 5 minutes after it",
        }),
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
export interface IngestRouteOptions {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  /** Requests one device may make per minute (config `INGEST_RATE_LIMIT`). */
  ratePerMinute: number;
}

export const ingestRoutes: FastifyPluginAsyncTypebox<IngestRouteOptions> = async (app, { db, store, ratePerMinute }) => {
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
      // Per device, before its body is parsed: a device looping on a bug cannot flood the log.
      config: { rateLimit: { max: ratePerMinute, timeWindow: 60_000, hook: 'preParsing', keyGenerator: (request) => `device:${request.device?.deviceId ?? request.ip}` } },
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
      const outcome = await ingestBatch(store, request.device!, request.body.events as IncomingEvent[], { window: { now: app.clock(), ...INGEST_WINDOW } });
      if (!outcome.ok) {
        const names = outcome.invalid.map((param) => param.name).join(', ');
        return sendProblem(reply, outcome.conflict ? 409 : 400, outcome.conflict ? `Conflicting ${names}` : `Invalid ${names}`, outcome.invalid);
      }
      return reply.code(202).send({ accepted: outcome.result.appended, duplicates: outcome.result.duplicates });
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated device of an ingest request. */
    device?: { deviceId: string; roomId: string; siteId: string; deviceType: DeviceType };
  }
}
