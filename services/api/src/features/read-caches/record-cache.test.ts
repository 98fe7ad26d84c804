import { describe, expect, it } from 'vitest';
import { RecordCache } from './record-cache.ts';

function registry(devices: Record<string, string>) {
  let lookups = 0;
  return {
    look: async (hash: string) => {
      lookups++;
      return devices[hash] ?? null;
    },
    get lookups() {
      return lookups;
    },
  };
}

describe('RecordCache', () => {
  it('looks a known token up once, until cleared', async () => {
    const cache = new RecordCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const known = registry({ h1: 'pad-1' });
    expect(await cache.find('h1', known.look)).toBe('pad-1');
    expect(await cache.find('h1', known.look)).toBe('pad-1');
    expect(known.lookups).toBe(1);
    cache.clear();
    expect(await cache.find('h1', registry({}).look)).toBeNull();
  });

  it('does not keep unknown tokens: a device registered a moment later works at once', async () => {
    const cache = new RecordCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const devices: Record<string, string> = {};
    const live = registry(devices);
    expect(await cache.find('h1', live.look)).toBeNull();
    devices.h1 = 'pad-1';
    expect(await cache.find('h1', live.look)).toBe('pad-1');
    expect(cache.size).toBe(1);
  });

  it('looks again once an entry is older than its maximum age', async () => {
    let now = 0;
    const cache = new RecordCache<string>({ maxEntries: 10, maxAgeMs: 1_000, now: () => now });
    const known = registry({ h1: 'pad-1' });
    await cache.find('h1', known.look);
    now = 1_000;
    await cache.find('h1', known.look);
    expect(known.lookups).toBe(2);
  });

  it('keeps no answer of a look-up a clear overtook', async () => {
    const cache = new RecordCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    let release!: () => void;
    const pending = cache.find('h1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'pad-before-revocation';
    });
    await Promise.resolve();
    cache.clear();
    release();
    expect(await pending).toBe('pad-before-revocation');
    expect(cache.size).toBe(0);
  });

  it('forgets one key, keeping the others, and keeps no answer of a look-up the forgetting overtook', async () => {
    const cache = new RecordCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const known = registry({ a: 'session-a', b: 'session-b' });
    await cache.find('a', known.look);
    await cache.find('b', known.look);
    cache.forget('a');
    await cache.find('b', known.look);
    expect(known.lookups).toBe(2);
    await cache.find('a', known.look);
    expect(known.lookups).toBe(3);

    let release!: () => void;
    const pending = cache.find('c', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'session-c-before-logout';
    });
    await Promise.resolve();
    cache.forget('c');
    release();
    expect(await pending).toBe('session-c-before-logout');
    expect(cache.size).toBe(2);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new RecordCache<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    const known = registry({ a: 'A', b: 'B', c: 'C' });
    await cache.find('a', known.look);
    await cache.find('b', known.look);
    await cache.find('a', known.look);
    await cache.find('c', known.look);
    expect(cache.size).toBe(2);
    const before = known.lookups;
    await cache.find('a', known.look);
    expect(known.lookups).toBe(before);
    await cache.find('b', known.look);
    expect(known.lookups).toBe(before + 1);
  });
});
