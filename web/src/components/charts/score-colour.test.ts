import { describe, expect, it } from 'vitest';
import { SCORE_BAND_COUNT, scoreBand, scoreColour } from './score-colour.ts';

describe('score colour bands (spec §9)', () => {
  it('is green at 100 and red at 49 or lower', () => {
    expect(scoreColour(100)).toBe('hsl(130 75% 34%)');
    expect(scoreColour(49)).toBe('hsl(0 75% 34%)');
    expect(scoreColour(12)).toBe('hsl(0 75% 34%)');
  });

  it('steps every 3 points', () => {
    expect([scoreBand(100), scoreBand(99), scoreBand(97), scoreBand(96), scoreBand(94), scoreBand(93)]).toEqual([0, 1, 1, 2, 2, 3]);
    expect(scoreColour(98)).toBe(scoreColour(97));
    expect(scoreColour(97)).not.toBe(scoreColour(96));
    expect(SCORE_BAND_COUNT).toBe(18);
  });

  it('gets redder as the score falls', () => {
    const hue = (score: number) => Number(/hsl\((\d+)/.exec(scoreColour(score))![1]);
    for (let score = 100; score > 40; score -= 1) expect(hue(score - 1)).toBeLessThanOrEqual(hue(score));
    expect(hue(75)).toBeGreaterThan(hue(60));
  });

  it('clamps scores outside 0..100', () => {
    expect(scoreBand(130)).toBe(0);
    expect(scoreBand(-5)).toBe(SCORE_BAND_COUNT - 1);
  });
});
