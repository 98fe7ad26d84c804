import { describe, expect, it } from 'vitest';
import { axisLayout, labelStep, markerRadius, seriesColour, SERIES_COLOURS } from './chart-layout.ts';

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

describe('axisLayout', () => {
  it('draws every axis on a desk, each further one on a side taking 48 px', () => {
    expect(axisLayout(1000, 4)).toEqual({ drawn: 4, left: 100, right: 100 });
    expect(axisLayout(1000, 1)).toEqual({ drawn: 1, left: 52, right: 14 });
  });

  it('draws one axis a side on a phone, so four series keep most of the width', () => {
    const phone = axisLayout(358, 4);
    expect(phone).toEqual({ drawn: 2, left: 40, right: 40 });
    expect((phone.left + phone.right) / 358).toBeLessThan(0.25);
    expect(axisLayout(358, 1)).toEqual({ drawn: 1, left: 40, right: 14 });
  });
});
