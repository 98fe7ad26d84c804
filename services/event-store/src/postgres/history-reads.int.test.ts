import type { NewEvent } from '@facility/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/**
 * The history reads answer from the log as it was at a moment, by event time: the newest
 * matching event at or before it, per room or stream, a late upload placed by when it
 * happened, and room reads in global order with per-room lower bounds.
 */
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute));
const event = (type: string, minute: number, data: Record<string, unknown>): NewEvent => ({ type, occurredAt: at(minute), data });

describe.each(BACKENDS)('history reads (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    store = await PostgresEventStore.open(t.database);
    await store.append('device-a', [
      event('StaffArrived', 0, { roomId: 'r1', role: 'cleaner' }),
      event('VisitorsCounted', 5, { roomId: 'r1', count: 3 }),
      event('StaffArrived', 10, { roomId: 'r1', role: 'maintenance' }),
      event('StaffArrived', 20, { roomId: 'r1', role: 'cleaner' }),
      event('VisitorsCounted', 25, { roomId: 'r1', count: 4 }),
      event('DispenserLevelReported', 26, { roomId: 'r1', item: 'soap', cell: 1, level: 'empty' }),
      event('DispenserLevelReported', 27, { roomId: 'r1', item: 'paper', cell: 1, level: 'ok' }),
      event('DispenserLevelReported', 28, { roomId: 'r1', item: 'soap', cell: 1, level: 'ok' }),
    ]);
    await store.append('room-r1', [
      event('CallOpened', 11, { roomId: 'r1', callId: 'c1' }),
      event('CallOpened', 12, { roomId: 'r1', callId: 'c2' }),
      event('CallComplaintAdded', 13, { roomId: 'r1', callId: 'c1' }),
      event('CallResolved', 21, { roomId: 'r1', callId: 'c1' }),
    ]);
    await store.append('device-b', [event('VisitorsCounted', 6, { roomId: 'r2', count: 1 }), event('DeviceHeartbeat', 30, { roomId: 'r2' })]);
    // A late upload: appended last, happened at minute 15.
    await store.append('device-a', [event('VisitorsCounted', 15, { roomId: 'r1', count: 2 })]);
  });
  afterAll(async () => {
    await store.close();
    await t.dispose();
  });

  it('finds the newest matching event per room at or before the moment', async () => {
    const found = await store.latestRoomEvents({
      roomIds: ['r1', 'r2', 'r3'],
      at: at(22),
      lookups: [{ type: 'StaffArrived', match: { role: 'cleaner' } }, { type: 'VisitorsCounted' }],
    });
    const summary = found.map((e) => `${e.data.roomId}:${e.type}@${e.occurredAt.getUTCMinutes()}`).sort();
    expect(summary).toEqual(['r1:StaffArrived@20', 'r1:VisitorsCounted@15', 'r2:VisitorsCounted@6']);
    const earlier = await store.latestRoomEvents({ roomIds: ['r1'], at: at(19), lookups: [{ type: 'StaffArrived', match: { role: 'cleaner' } }] });
    expect(earlier.map((e) => e.occurredAt)).toEqual([at(0)]);
  });

  it('keeps the newest event per value of the distinct keys', async () => {
    const found = await store.latestRoomEvents({ roomIds: ['r1'], at: at(27), lookups: [{ type: 'DispenserLevelReported', distinctOn: ['item', 'cell'] }] });
    expect(found.map((e) => `${e.data.item}:${e.data.level}`).sort()).toEqual(['paper:ok', 'soap:empty']);
    await expect(store.latestRoomEvents({ roomIds: ['r1'], at: at(27), lookups: [{ type: 'X', distinctOn: ["item') or ("] }] })).rejects.toThrow(/data key/);
  });

  it('reads rooms in global order within per-room bounds', async () => {
    const events = await store.readRoomEvents({ roomIds: ['r1', 'r2'], types: ['VisitorsCounted'], to: at(24), since: new Map([['r1', at(10)]]) });
    // r1 from minute 10 (the late upload comes last: it was appended last); r2 unbounded below.
    expect(events.map((e) => `${e.data.roomId}@${e.occurredAt.getUTCMinutes()}`)).toEqual(['r2@6', 'r1@15']);
    const page = await store.readRoomEvents({ roomIds: ['r1'], types: ['VisitorsCounted'], maxCount: 1 });
    const next = await store.readRoomEvents({ roomIds: ['r1'], types: ['VisitorsCounted'], after: { transactionId: page[0]!.transactionId, position: page[0]!.globalPosition } });
    expect([...page, ...next].map((e) => e.occurredAt.getUTCMinutes())).toEqual([5, 25, 15]);
  });

  it("reads given calls' events up to a moment, in log order", async () => {
    const events = await store.readCallEvents({ callIds: ['c1'], to: at(20) });
    expect(events.map((e) => `${e.type}:${e.data.callId}`)).toEqual(['CallOpened:c1', 'CallComplaintAdded:c1']);
    expect((await store.readCallEvents({ callIds: ['c1', 'c2'], to: at(30) })).map((e) => e.type)).toEqual(['CallOpened', 'CallOpened', 'CallComplaintAdded', 'CallResolved']);
    expect(await store.readCallEvents({ callIds: [], to: at(30) })).toEqual([]);
  });

  it('gives every field as a stream read does (PGlite fetches history reads packed, streams as columns)', async () => {
    expect(await store.readCallEvents({ callIds: ['c1', 'c2'], to: at(30) })).toEqual(await store.readStream('room-r1'));
    const [newest] = await store.latestStreamEvents({ streamIds: ['device-b'], at: at(40) });
    expect(newest).toEqual((await store.readStream('device-b')).at(-1));
  });

  it('finds the newest event of each stream, of a type when asked', async () => {
    const any = await store.latestStreamEvents({ streamIds: ['device-a', 'device-b', 'device-c'], at: at(29) });
    expect(any.map((e) => `${e.streamId}@${e.occurredAt.getUTCMinutes()}`).sort()).toEqual(['device-a@28', 'device-b@6']);
    const beats = await store.latestStreamEvents({ streamIds: ['device-b'], at: at(40), type: 'DeviceHeartbeat' });
    expect(beats.map((e) => e.occurredAt)).toEqual([at(30)]);
  });
});
