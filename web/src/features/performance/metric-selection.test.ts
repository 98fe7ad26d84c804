import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS, parseMetrics, parseView, toggleMetric } from './metric-selection.ts';

describe('parseMetrics', () => {
  it('uses the defaults without a parameter and nothing for an empty one', () => {
    expect(parseMetrics(null)).toEqual(DEFAULT_METRICS);
    expect(parseMetrics('')).toEqual([]);
  });

  it('keeps known names once each, at most 4', () => {
    expect(parseMetrics('visits,nonsense,visits,avg_score')).toEqual(['visits', 'avg_score']);
    expect(parseMetrics('visits,exposures,complaints,arrivals,est_ROI')).toEqual(['visits', 'exposures', 'complaints', 'arrivals']);
  });
});

describe('toggleMetric', () => {
  it('adds and removes a metric', () => {
    expect(toggleMetric(['visits'], 'complaints')).toEqual({ selected: ['visits', 'complaints'], refused: false });
    expect(toggleMetric(['visits', 'complaints'], 'visits')).toEqual({ selected: ['complaints'], refused: false });
  });

  it('refuses a fifth metric and keeps the four', () => {
    const four = ['visits', 'exposures', 'complaints', 'arrivals'] as const;
    expect(toggleMetric(four, 'est_ROI')).toEqual({ selected: [...four], refused: true });
    // Removing one of the four is still allowed.
    expect(toggleMetric(four, 'arrivals')).toEqual({ selected: ['visits', 'exposures', 'complaints'], refused: false });
  });
});

describe('parseView', () => {
  it('defaults to cards', () => {
    expect(parseView(null)).toBe('cards');
    expect(parseView('table')).toBe('table');
    expect(parseView('pie')).toBe('cards');
  });
});
