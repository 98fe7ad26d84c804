import { describe, expect, it } from 'vitest';
import { NotifyBatcher } from './notify-batcher.ts';

/** A statement sender that records what each statement carried and can be held open. */
function recordingSender() {
  const statements: string[][] = [];
  let release: (() => void) | null = null;
  let failNext: Error | null = null;
  let hold = false;
  const send = async (channels: string[], payloads: string[]) => {
    statements.push(channels.map((channel, index) => `${channel}:${payloads[index]}`));
    if (hold) {
      hold = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
  };
  return {
    send,
    statements,
    holdNext: () => (hold = true),
    release: () => release?.(),
    failNext: (error: Error) => (failNext = error),
  };
}

describe('NotifyBatcher', () => {
  it('sends the notifications of one turn in one statement, in the order asked for', async () => {
    const sender = recordingSender();
    const batcher = new NotifyBatcher(sender.send);
    await Promise.all([batcher.notify('live', 'a'), batcher.notify('events', ''), batcher.notify('live', 'b')]);
    expect(sender.statements).toEqual([['live:a', 'events:', 'live:b']]);
  });

  it('sends what is asked for while a statement is in flight in a statement of its own, without waiting for it', async () => {
    const sender = recordingSender();
    const batcher = new NotifyBatcher(sender.send);
    sender.holdNext();
    const first = batcher.notify('live', '1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sender.statements).toEqual([['live:1']]);
    const later = Promise.all([batcher.notify('live', '2'), batcher.notify('live', '3')]);
    await later;
    expect(sender.statements).toEqual([['live:1'], ['live:2', 'live:3']]);
    sender.release();
    await first;
  });

  it('rejects only the notifications of a failed statement, and goes on', async () => {
    const sender = recordingSender();
    const batcher = new NotifyBatcher(sender.send);
    sender.failNext(new Error('connection lost'));
    const failed = await Promise.allSettled([batcher.notify('live', 'x'), batcher.notify('live', 'y')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await batcher.notify('live', 'z');
    expect(sender.statements).toEqual([['live:x', 'live:y'], ['live:z']]);
  });

  it('splits a long turn into statements of at most 200, each sent after the one before', async () => {
    const sender = recordingSender();
    const batcher = new NotifyBatcher(sender.send);
    sender.holdNext();
    const sent = Promise.all(Array.from({ length: 250 }, (_, index) => batcher.notify('live', String(index))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sender.statements.map((statement) => statement.length)).toEqual([200]);
    sender.release();
    await sent;
    expect(sender.statements.map((statement) => statement.length)).toEqual([200, 50]);
  });

  it('splits a long queue into statements of at most 200', async () => {
    const sender = recordingSender();
    const batcher = new NotifyBatcher(sender.send);
    await Promise.all(Array.from({ length: 450 }, (_, index) => batcher.notify('live', String(index))));
    expect(sender.statements.map((statement) => statement.length)).toEqual([200, 200, 50]);
    expect(sender.statements.flat()).toEqual(Array.from({ length: 450 }, (_, index) => `live:${index}`));
  });
});
