import { describe, expect, it } from 'vitest';
import { toggleId } from './toggle-id.ts';

describe('toggleId', () => {
  it('adds an id at the end, or takes it out', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });
});
