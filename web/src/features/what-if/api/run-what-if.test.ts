import { describe, expect, it } from 'vitest';
import { splitLines } from './run-what-if.ts';

describe('reading the streamed answer', () => {
  it('keeps a line cut between two chunks for the next one', () => {
    const first = splitLines('{"type":"progress","done":0}\n{"type":"prog');
    expect(first).toEqual({ lines: ['{"type":"progress","done":0}'], rest: '{"type":"prog' });
    expect(splitLines(`${first.rest}ress","done":0.5}\n\n`)).toEqual({ lines: ['{"type":"progress","done":0.5}'], rest: '' });
  });
});
