import {
  COMPANY_EVENT_TYPES,
  DEVICE_REGISTRY_EVENT_TYPES,
  FRANCHISE_EVENT_TYPES,
  ROOM_EVENT_TYPES,
  SITE_EVENT_TYPES,
  USER_EVENT_TYPES,
  WORKING_AREA_EVENT_TYPES,
  type RecordedEvent,
} from '@facility/contracts';
import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { ORGANISATION_EVENT_TYPES, organisationProjection } from './organisation.projection.ts';

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  streamId: 'device-d-1',
  streamVersion: 1,
  globalPosition: 1,
  transactionId: 1,
  occurredAt: new Date('2026-06-01T09:00:00Z'),
  recordedAt: new Date('2026-06-01T09:00:01Z'),
  schemaVersion: 1,
  data,
  metadata: {},
});

describe('organisation projection', () => {
  it('applies exactly the organisation event types of the contracts', () => {
    const contracts = [
      ...FRANCHISE_EVENT_TYPES,
      ...COMPANY_EVENT_TYPES,
      ...SITE_EVENT_TYPES,
      ...ROOM_EVENT_TYPES,
      ...DEVICE_REGISTRY_EVENT_TYPES,
      ...USER_EVENT_TYPES,
      ...WORKING_AREA_EVENT_TYPES,
    ];
    expect([...ORGANISATION_EVENT_TYPES].sort()).toEqual([...contracts].sort());
  });

  it('passes over other events without touching the database', async () => {
    // Any use of the transaction would throw: it has no methods.
    const trx = {} as Transaction<ReadModelDatabase>;
    const events = [
      recorded('VisitorsCounted', { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1', count: 2 }),
      recorded('toString', {}),
    ];
    expect(await organisationProjection.apply(trx, events)).toEqual({ siteIds: [], roomIds: [] });
  });
});
