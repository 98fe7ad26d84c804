import { IngestAccepted, IngestBody } from '@facility/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sendProblem } from '../../plugins/problem-details.ts';
import { flagsForIngest } from '../device-flags/device-flags.service.ts';
import { authenticateDevice, requestDevice } from './device-token-auth.ts';
import { ingestBatch } from './ingest.service.ts';
import { INGEST_WINDOW, type IncomingEvent } from './ingest.validation.ts';

/**
 * `POST /api/ingest` (INTERFACES.md): a device posts 1..1000 events with its bearer token.
 * All or nothing: one invalid event refuses the batch and names it. The events are stamped
 * with the device's room and site as the registry has them now (moving the device later
 * does not rewrite history) and answered 202 only after the commit that holds them. The
 * answer to a batch holding a heartbeat also carries the update and restart flags waiting
 * for a pad or counter (spec §3), when one is.
 */
export interface IngestRouteOptions {
  /** Requests one device may make per minute (config `INGEST_RATE_LIMIT`). */
  ratePerMinute: number;
}

/**
 * A QR tag's token is printed on a wall and shared by every phone that scans it: its events
 * are counted per device and client address, each phone allowed what a person can press, so
 * one phone cannot exhaust the tag for the others. Other devices are counted per device.
 */
export const QR_TAG_RATE_PER_ADDRESS = 60;
const isQrTag = (request: FastifyRequest) => request.device?.deviceType === 'qr_tag';
const rateKeyOf = (request: FastifyRequest) => (isQrTag(request) ? `device:${request.device?.deviceId}:${request.ip}` : `device:${request.device?.deviceId ?? request.ip}`);
const rateOf = (request: FastifyRequest, ratePerMinute: number) => (isQrTag(request) ? Math.min(ratePerMinute, QR_TAG_RATE_PER_ADDRESS) : ratePerMinute);

export const ingestRoutes: FastifyPluginAsyncTypebox<IngestRouteOptions> = async (app, { ratePerMinute }) => {
  const { db, store } = app;
  app.post(
    '/api/ingest',
    {
      schema: {
        tags: ['devices'],
        summary: 'Device telemetry ingest',
        security: [{ deviceToken: [] }],
        body: IngestBody,
        response: { 202: IngestAccepted },
      },
      // Per device, before its body is parsed: a device looping on a bug cannot flood the log.
      config: { rateLimit: { max: (request) => rateOf(request, ratePerMinute), timeWindow: 60_000, hook: 'preParsing', keyGenerator: rateKeyOf } },
      // Authenticate before the body is even read: an unknown device costs us no parsing.
      onRequest: authenticateDevice(db),
    },
    async (request, reply) => {
      const device = requestDevice(request);
      const outcome = await ingestBatch(store, device, request.body.events as IncomingEvent[], { window: { now: app.clock(), ...INGEST_WINDOW } });
      if (!outcome.ok) {
        const names = outcome.invalid.map((param) => param.name).join(', ');
        return sendProblem(reply, outcome.conflict ? 409 : 400, outcome.conflict ? `Conflicting ${names}` : `Invalid ${names}`, outcome.invalid);
      }
      const answer = { accepted: outcome.result.appended, duplicates: outcome.result.duplicates };
      const flags = await flagsForIngest(db, device, request.body.events);
      return reply.code(202).send(flags ? { ...answer, flags } : answer);
    },
  );
};
