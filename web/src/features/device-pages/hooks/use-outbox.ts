import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { postEvents } from '../api/device-api.ts';
import { occurredAt } from '../model/device-clock.ts';
import { newEventId } from '../model/event-id.ts';
import { enqueue, expired, nextBatch, parseOutbox, retryDelayMs, settle, type OutboxEvent, type OutboxState } from '../model/outbox.ts';

/** Even without a failure to retry, a waiting outbox is tried this often (a missed `online` event). */
const SWEEP_MS = 30_000;

export interface OutboxOptions {
  token: string;
  area: 'local' | 'session';
  storageKey: string;
  /** Server time minus device time (ms): presses are stamped by the server's clock. */
  clockOffsetMs: number;
}

export interface Outbox {
  /** Events waiting to be sent. */
  queued: number;
  /** The ingest answered 401: the device is no longer registered. */
  unauthorised: boolean;
  /** Queues an event stamped now with a fresh id and starts sending it. */
  report: (type: string, fields?: Record<string, unknown>) => void;
}

/**
 * The storage side of the outbox ({@link OutboxState} in the browser's storage, written before
 * any send) and its sender: batches go to the ingest one at a time, again on the browser's
 * `online` event, after a back-off timer, and on a slow sweep.
 */
export function useOutbox({ token, area, storageKey, clockOffsetMs }: OutboxOptions): Outbox {
  const state = useRef<OutboxState>(parseOutbox(readStored<unknown>(area, storageKey, null)));
  const [queued, setQueued] = useState(state.current.events.length);
  const [unauthorised, setUnauthorised] = useState(false);
  const sending = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const offset = useRef(clockOffsetMs);
  offset.current = clockOffsetMs;

  const save = useCallback(
    (next: OutboxState) => {
      state.current = next;
      writeStored(area, storageKey, { events: next.events });
      setQueued(next.events.length);
    },
    [area, storageKey],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
    sending.current = true;
    try {
      for (;;) {
        const old = expired(state.current, new Date(Date.now() + offset.current));
        if (old.length > 0) {
          console.error('Device page events older than the ingest accepts are dropped', old);
          save(settle(state.current, old, { kind: 'refused', ids: null }));
        }
        const batch = nextBatch(state.current);
        if (batch.length === 0) return;
        const outcome = await postEvents(token, batch);
        save(settle(state.current, batch, outcome));
        if (outcome.kind === 'unauthorised') {
          setUnauthorised(true);
          return;
        }
        if (outcome.kind === 'failed') {
          retryTimer.current = setTimeout(() => void flush(), retryDelayMs(state.current.failures));
          return;
        }
        setUnauthorised(false);
      }
    } finally {
      sending.current = false;
    }
  }, [token, save]);

  useEffect(() => {
    void flush();
    const online = () => {
      // The network is back: try at once, without the back-off built up while it was gone.
      state.current = { ...state.current, failures: 0 };
      void flush();
    };
    window.addEventListener('online', online);
    const sweep = setInterval(() => {
      if (state.current.events.length > 0 && !retryTimer.current) void flush();
    }, SWEEP_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(sweep);
      if (retryTimer.current) clearTimeout(retryTimer.current);
      retryTimer.current = null;
    };
  }, [flush]);

  const report = useCallback(
    (type: string, fields: Record<string, unknown> = {}) => {
      const event: OutboxEvent = { ...fields, id: newEventId(), type, occurredAt: occurredAt(Date.now(), offset.current) };
      save(enqueue(state.current, event));
      void flush();
    },
    [save, flush],
  );

  return { queued, unauthorised, report };
}
