import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryFresh } from './query-fresh.ts';

/** A query function whose answers the test hands out, in order. */
function controlledReads() {
  const calls: { signal: AbortSignal; answer: (value: string) => void }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve) => {
      calls.push({ signal, answer: resolve });
    });
  return { calls, queryFn };
}

describe('queryFresh', () => {
  it('starts a new read even while one of the same key is on its way, and aborts the old one', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = controlledReads();
    const queryKey = ['api', 'realtime-snapshot', 's1'];

    const first = queryFresh(client, { queryKey, queryFn }).catch((error: unknown) => error);
    const second = queryFresh(client, { queryKey, queryFn });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);

    // The older read answering late changes nothing.
    calls[0]!.answer('before the message');
    calls[1]!.answer('after the message');
    await expect(second).resolves.toBe('after the message');
    expect(isCancelledError(await first)).toBe(true);
    expect(client.getQueryData(queryKey)).toBe('after the message');
  });

  it('reads again even when the cache holds an answer', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = controlledReads();
    const queryKey = ['api', 'realtime-snapshot', 's1'];
    client.setQueryData(queryKey, 'cached');

    const read = queryFresh(client, { queryKey, queryFn });
    expect(calls).toHaveLength(1);
    calls[0]!.answer('new');
    await expect(read).resolves.toBe('new');
  });
});
