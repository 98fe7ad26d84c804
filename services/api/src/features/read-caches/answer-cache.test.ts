import { describe, expect, it } from 'vitest';
import { AnswerCache, etagOf, type CachedAnswer } from './answer-cache.ts';

const answer = (body: string, position = 1): CachedAnswer => ({ body, etag: etagOf(body), position });
const STATS = ['room-hourly-counters', 'calls', 'organisation'];
const site = (siteId: string, maxAgeMs = 60_000, projections = STATS) => ({ siteId, maxAgeMs, projections });

function counting(body: string) {
  let reads = 0;
  return {
    read: async () => {
      reads++;
      return answer(`${body}#${reads}`);
    },
    get reads() {
      return reads;
    },
  };
}

describe('AnswerCache', () => {
  it('answers the same question from memory until a commit touches its site', async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    const a = counting('a');
    expect(await cache.get('q', site('s1'), a.read)).toEqual({ answer: answer('a#1'), hit: false });
    expect(await cache.get('q', site('s1'), a.read)).toEqual({ answer: answer('a#1'), hit: true });
    cache.changed({ projection: 'room-hourly-counters', siteIds: ['s2'] });
    expect((await cache.get('q', site('s1'), a.read)).hit).toBe(true);
    cache.changed({ projection: 'calls', siteIds: ['s2', 's1'] });
    expect(await cache.get('q', site('s1'), a.read)).toEqual({ answer: answer('a#2'), hit: false });
    expect(a.reads).toBe(2);
  });

  it("keeps an answer through commits of projections it does not read, in its site too", async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    const stats = counting('stats');
    const board = counting('board');
    const boardSite = site('s1', 5_000, ['room-status', 'calls', 'device-status']);
    await cache.get('stats', site('s1'), stats.read);
    await cache.get('board', boardSite, board.read);
    cache.changed({ projection: 'device-status', siteIds: ['s1'] });
    cache.changed({ projection: 'device-alerts', siteIds: ['s1'] });
    expect((await cache.get('stats', site('s1'), stats.read)).hit).toBe(true);
    expect((await cache.get('board', boardSite, board.read)).hit).toBe(false);
    // Counters only grow: two answers whose projections moved by different amounts are both stale.
    cache.changed({ projection: 'calls', siteIds: ['s1'] });
    expect((await cache.get('stats', site('s1'), stats.read)).hit).toBe(false);
    expect((await cache.get('board', boardSite, board.read)).hit).toBe(false);
    expect([stats.reads, board.reads]).toEqual([2, 3]);
  });

  it('reads again when the same question comes with other projections (a deployment changed the read)', async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    const a = counting('a');
    await cache.get('q', site('s1'), a.read);
    expect((await cache.get('q', site('s1', 60_000, ['calls']), a.read)).hit).toBe(false);
  });

  it('drops every answer on an organisation change, a site-less change or a lost notification connection', async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    const a = counting('a');
    await cache.get('q', site('s1'), a.read);
    cache.changed({ projection: 'organisation', siteIds: ['s9'] });
    expect((await cache.get('q', site('s1'), a.read)).hit).toBe(false);
    cache.changed({ projection: 'room-status', siteIds: [] });
    expect((await cache.get('q', site('s1'), a.read)).hit).toBe(false);
    cache.clear();
    expect((await cache.get('q', site('s1'), a.read)).hit).toBe(false);
    expect(a.reads).toBe(4);
  });

  it("ignores reactors' commits: their effects arrive as other projections' commits", async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    const a = counting('a');
    await cache.get('q', site('s1'), a.read);
    cache.changed({ projection: 'call-reactor', siteIds: ['s1'] });
    expect((await cache.get('q', site('s1'), a.read)).hit).toBe(true);
  });

  it('never keeps an answer whose read a change overtook: it may predate the change', async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    let release!: () => void;
    const slow = cache.get('q', site('s1'), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer('before');
    });
    await Promise.resolve();
    cache.changed({ projection: 'calls', siteIds: ['s1'] });
    release();
    expect((await slow).answer.body).toBe('before');
    const next = await cache.get('q', site('s1'), async () => answer('after'));
    expect(next).toEqual({ answer: answer('after'), hit: false });
  });

  it('shares one read between concurrent askers of the same question', async () => {
    const cache = new AnswerCache({ maxBytes: 1_000_000 });
    const a = counting('a');
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('q', site('s1'), a.read)));
    expect(a.reads).toBe(1);
    expect(answers.map((one) => one.answer.body)).toEqual(['a#1', 'a#1', 'a#1']);
    expect(cache.stats).toEqual({ hits: 0, misses: 1, shared: 2 });
  });

  it('lets an answer age out after its maximum age', async () => {
    let now = 0;
    const cache = new AnswerCache({ maxBytes: 1_000_000, now: () => now });
    const a = counting('a');
    await cache.get('q', site('s1', 5_000), a.read);
    now = 4_999;
    expect((await cache.get('q', site('s1', 5_000), a.read)).hit).toBe(true);
    now = 5_000;
    expect((await cache.get('q', site('s1', 5_000), a.read)).hit).toBe(false);
  });

  it("keeps an answer that asks for less than its scope's age only that long", async () => {
    let now = 0;
    const cache = new AnswerCache({ maxBytes: 1_000_000, now: () => now });
    await cache.get('q', site('s1', 60_000), async () => ({ ...answer('early'), maxAgeMs: 1_000 }));
    now = 999;
    expect((await cache.get('q', site('s1', 60_000), async () => answer('later'))).answer.body).toBe('early');
    now = 1_000;
    expect(await cache.get('q', site('s1', 60_000), async () => answer('later'))).toEqual({ answer: answer('later'), hit: false });
    // Never longer than the scope allows.
    await cache.get('r', site('s1', 5_000), async () => ({ ...answer('r'), maxAgeMs: 60_000 }));
    now = 6_000;
    expect((await cache.get('r', site('s1', 5_000), async () => answer('r2'))).hit).toBe(false);
  });

  it('keeps within its size, dropping the least recently used first', async () => {
    const cache = new AnswerCache({ maxBytes: 10 });
    await cache.get('one', site('s1'), async () => answer('1111'));
    await cache.get('two', site('s1'), async () => answer('2222'));
    await cache.get('one', site('s1'), async () => answer('xxxx')); // a hit: "one" is now the newest
    await cache.get('three', site('s1'), async () => answer('3333'));
    expect(cache.bytes).toBe(8);
    expect((await cache.get('two', site('s1'), async () => answer('2222'))).hit).toBe(false);
    expect((await cache.get('three', site('s1'), async () => answer('3333'))).hit).toBe(true);
    // Bigger than the whole cache: answered, not kept.
    expect((await cache.get('big', site('s1'), async () => answer('x'.repeat(11)))).hit).toBe(false);
    expect((await cache.get('big', site('s1'), async () => answer('x'.repeat(11)))).hit).toBe(false);
  });

  it('shares a failing read with its waiters and keeps nothing', async () => {
    const cache = new AnswerCache({ maxBytes: 1_000 });
    const failing = async (): Promise<CachedAnswer> => {
      throw new Error('no database');
    };
    await expect(Promise.all([cache.get('q', site('s1'), failing), cache.get('q', site('s1'), failing)])).rejects.toThrow('no database');
    expect((await cache.get('q', site('s1'), async () => answer('ok'))).hit).toBe(false);
  });

  it('derives the ETag from the bytes', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/);
  });
});
