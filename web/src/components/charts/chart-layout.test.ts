import { describe, expect, it } from 'vitest';
import { labelStep, markerRadius, seriesColour, SERIES_COLOURS } from './chart-layout.ts';

describe('markerRadius (spec §9)', () => {
  it('is 6 up to 52 points and 4 above', () => {
    expect(markerRadius(31)).toBe(6);
    expect(markerRadius(52)).toBe(6);
    expect(markerRadius(53)).toBe(4);
  });
});

describe('labelStep', () => {
  it('labels every period when they fit, else every n-th', () => {
    expect(labelStep(7, 800)).toBe(1);
    // 800 / 56 = 14 labels fit; 31 days -> every 3rd.
    expect(labelStep(31, 800)).toBe(3);
    expect(labelStep(0, 800)).toBe(1);
    expect(labelStep(10, 0)).toBe(1);
  });
});

describe('seriesColour', () => {
  it('cycles through the palette', () => {
    expect(seriesColour(0)).toBe(SERIES_COLOURS[0]);
    expect(seriesColour(SERIES_COLOURS.length)).toBe(SERIES_COLOURS[0]);
  });
});
