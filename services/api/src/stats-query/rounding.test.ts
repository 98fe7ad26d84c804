import { describe, expect, it } from 'vitest';
import { roundSla, roundTo } from './rounding.ts';

describe('rounding', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundTo(-2.25, 1)).toBe(-2.3);
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(1.0005, 3)).toBe(1.001);
  });

  it('shows SLA minutes rounded up below 1, otherwise rounded', () => {
    expect(roundSla(0.2)).toBe(1);
    expect(roundSla(0)).toBe(0);
    expect(roundSla(1.4)).toBe(1);
    expect(roundSla(2.5)).toBe(3);
  });
});
