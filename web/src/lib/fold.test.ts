import { describe, expect, it } from 'vitest';
import { fold } from './fold.ts';

describe('fold', () => {
  it('ignores case and accents, and keeps letters without a base form', () => {
    expect(fold('Café WÓMEN')).toBe('cafe women');
    expect(fold('ŁAZIENKI')).toBe('łazienki');
    expect(fold('חדר')).toBe('חדר');
  });
});
