import type { DeviceType } from '@facility/contracts';
import { findDeviceByTokenHash, type ReadModelDatabase } from '@facility/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sendProblem } from '../../plugins/problem-details.ts';
import { keptRecord } from '../read-caches/records.ts';
import { hashToken } from '../auth/secret-token.ts';

export interface TokenDevice {
  deviceId: string;
  roomId: string;
  siteId: string;
  deviceType: DeviceType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The device a request's bearer token belongs to (ingest, update and restart flags). */
    device?: TokenDevice;
  }
}

/**
 * An `onRequest` hook for the HTTP routes devices call (`Authorization: Bearer <device
 * token>`): sets `request.device`, or answers 401 for a missing, unknown or revoked token.
 * It runs before the body is read, so an unknown device costs no parsing.
 */
export function authenticateDevice(db: Kysely<ReadModelDatabase>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer ([\w-]{16,})$/.exec(header)?.[1];
    const device = token ? await keptRecord(request.server.records?.devices, hashToken(token), (hash) => findDeviceByTokenHash(db, hash)) : null;
    if (!device) {
      reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, 401, 'Unknown or revoked device token');
    }
    request.device = device;
  };
}

/** The device of a request behind {@link authenticateDevice}. */
export function requestDevice(request: FastifyRequest): NonNullable<FastifyRequest['device']> {
  if (!request.device) throw Object.assign(new Error('Unknown or revoked device token'), { statusCode: 401 });
  return request.device;
}
