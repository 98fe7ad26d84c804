import { describe, expect, it } from 'vitest';
import { forgetUnlessCommitted, MEMORY_ROWS, ProjectionMemory, unknownKeys } from './projection-memory.ts';

const rows = () => new Map<string, number>();

describe('ProjectionMemory', () => {
  it('keeps one state between recalls until it is forgotten', () => {
    const memory = new ProjectionMemory();
    const kept = memory.recall(rows, (state) => state.size);
    kept.set('room-1', 3);
    expect(memory.recall(rows, (state) => state.size).get('room-1')).toBe(3);
    memory.forget();
    expect(memory.recall(rows, (state) => state.size).size).toBe(0);
  });

  it('starts afresh once the state holds more rows than its bound', () => {
    const memory = new ProjectionMemory();
    const kept = memory.recall(rows, (state) => state.size);
    for (let index = 0; index < MEMORY_ROWS; index++) kept.set(`room-${index}`, index);
    expect(memory.recall(rows, (state) => state.size)).toBe(kept);
    kept.set('one more', 0);
    expect(memory.recall(rows, (state) => state.size).size).toBe(0);
  });

  it('names the keys a page must still read', () => {
    expect(unknownKeys(['a', 'b', 'c'], new Map([['b', 1]]))).toEqual(['a', 'c']);
    expect(unknownKeys(new Set<string>(), new Map())).toEqual([]);
  });

  it('forgets every memory of a transaction that failed, and none of one that committed', async () => {
    const [first, second] = [new ProjectionMemory(), new ProjectionMemory()];
    first.recall(rows, (state) => state.size).set('room-1', 1);
    second.recall(rows, (state) => state.size).set('room-2', 2);
    await expect(forgetUnlessCommitted([first, second], async () => 'committed')).resolves.toBe('committed');
    expect(first.recall(rows, (state) => state.size).size).toBe(1);
    await expect(forgetUnlessCommitted([first, undefined, second], () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(first.recall(rows, (state) => state.size).size).toBe(0);
    expect(second.recall(rows, (state) => state.size).size).toBe(0);
  });
});
