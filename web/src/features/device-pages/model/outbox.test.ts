import { describe, expect, it } from 'vitest';
import { BATCH_SIZE, EMPTY_OUTBOX, enqueue, expired, MAX_QUEUED, nextBatch, parseOutbox, refusedIds, retryDelayMs, settle, type OutboxEvent } from './outbox.ts';

const event = (id: string, occurredAt = '2026-03-01T10:00:00.000Z'): OutboxEvent => ({ id, type: 'CleanerCallRequested', occurredAt });
const queueOf = (...ids: string[]) => ids.reduce((state, id) => enqueue(state, event(id)), EMPTY_OUTBOX);

describe('device page outbox', () => {
  it('keeps events in press order and sends them in batches', () => {
    const state = Array.from({ length: BATCH_SIZE + 5 }, (_, index) => `e${index}`).reduce((current, id) => enqueue(current, event(id)), EMPTY_OUTBOX);
    expect(nextBatch(state)).toHaveLength(BATCH_SIZE);
    expect(nextBatch(state)[0]!.id).toBe('e0');
  });

  it('removes exactly the sent ids on 202, never an event queued meanwhile', () => {
    const sent = nextBatch(queueOf('a', 'b'));
    const grown = enqueue(queueOf('a', 'b'), event('c'));
    expect(settle(grown, sent, { kind: 'accepted' }).events.map((entry) => entry.id)).toEqual(['c']);
  });

  it('keeps everything on a failure and backs off, then resets the back-off on success', () => {
    const state = queueOf('a');
    const failed = settle(settle(state, nextBatch(state), { kind: 'failed' }), nextBatch(state), { kind: 'failed' });
    expect(failed.events).toHaveLength(1);
    expect(failed.failures).toBe(2);
    expect(retryDelayMs(failed.failures)).toBeGreaterThan(retryDelayMs(1));
    expect(retryDelayMs(50)).toBe(120_000);
    expect(settle(failed, nextBatch(failed), { kind: 'accepted' })).toEqual({ events: [], failures: 0 });
  });

  it('keeps the events when the device is unregistered (401)', () => {
    const state = queueOf('a');
    expect(settle(state, nextBatch(state), { kind: 'unauthorised' }).events).toHaveLength(1);
  });

  it('drops what the ingest refuses and keeps the rest of the batch', () => {
    const state = queueOf('a', 'b', 'c');
    const sent = nextBatch(state);
    const ids = refusedIds(sent, ['body/events/1/problem']);
    expect(ids).toEqual(['b']);
    expect(settle(state, sent, { kind: 'refused', ids }).events.map((entry) => entry.id)).toEqual(['a', 'c']);
    // A refusal naming no event drops the whole batch: it could never succeed as sent.
    expect(refusedIds(sent, ['body/events'])).toBeNull();
    expect(settle(state, sent, { kind: 'refused', ids: null }).events).toEqual([]);
  });

  it('finds events the ingest would refuse for their age', () => {
    const state = enqueue(enqueue(EMPTY_OUTBOX, event('old', '2026-01-01T00:00:00.000Z')), event('new', '2026-03-01T00:00:00.000Z'));
    expect(expired(state, new Date('2026-03-02T00:00:00.000Z')).map((entry) => entry.id)).toEqual(['old']);
  });

  it('keeps the newest events when full', () => {
    let state = EMPTY_OUTBOX;
    for (let index = 0; index <= MAX_QUEUED; index++) state = enqueue(state, event(`e${index}`));
    expect(state.events).toHaveLength(MAX_QUEUED);
    expect(state.events[0]!.id).toBe('e1');
  });

  it('reads a stored outbox back, dropping what is malformed', () => {
    expect(parseOutbox(null)).toEqual(EMPTY_OUTBOX);
    expect(parseOutbox({ events: [event('a'), { id: 3 }, null] }).events.map((entry) => entry.id)).toEqual(['a']);
  });
});
