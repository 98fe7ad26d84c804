import { SERIES_NAMES } from '@facility/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrendBadge } from '../components/charts/trend-badge.tsx';
import { DERIVED_METRICS, METRIC_POLARITY, shownTrend, toneOf, type MetricKey } from './metric-polarity.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the good/bad table', () => {
  it('has exactly one entry per overview series and derived figure', () => {
    expect(Object.keys(METRIC_POLARITY).sort()).toEqual([...SERIES_NAMES, ...DERIVED_METRICS].sort());
  });

  it('says what the spec says (§9 trend colours)', () => {
    expect(toneOf('complaints', 'down')).toBe('good');
    expect(toneOf('response_time_SLA', 'up')).toBe('bad');
    expect(toneOf('avg_score', 'up')).toBe('good');
    expect(toneOf('exposures', 'down')).toBe('bad');
    expect(toneOf('time_saved', 'down')).toBe('bad');
    expect(toneOf('visits', 'up')).toBe('neutral');
  });

  it('colours ROI like time saved: the same fall is bad news for both', () => {
    expect(toneOf('est_ROI', 'down')).toBe(toneOf('time_saved', 'down'));
    expect(toneOf('est_ROI', 'up')).toBe(toneOf('time_saved', 'up'));
  });

  it('shows a change that rounds to 0 as a neutral flat 0, never -0', () => {
    expect(shownTrend('complaints', { percent: -0.04, direction: 'down' })).toEqual({ direction: 'flat', percent: 0, tone: 'neutral' });
    expect(Object.is(shownTrend('time_saved', { percent: -0, direction: 'down' }).percent, -0)).toBe(false);
    expect(shownTrend('time_saved', { percent: -12.34, direction: 'down' })).toEqual({ direction: 'down', percent: 12.3, tone: 'bad' });
    expect(shownTrend('visits', { percent: null, direction: 'flat' })).toEqual({ direction: 'flat', percent: null, tone: 'neutral' });
  });
});

describe('TrendBadge takes its colour only from the table', () => {
  const render = (metric: MetricKey, percent: number | null, direction: 'up' | 'down' | 'flat') =>
    renderToStaticMarkup(createElement(TrendBadge, { metric, trend: { percent, direction }, comparison: 'firstHalfOfMonth' }));

  it('renders the tone of the table for every metric and direction, with its comparison label', () => {
    for (const metric of Object.keys(METRIC_POLARITY) as MetricKey[]) {
      for (const direction of ['up', 'down'] as const) {
        const html = render(metric, 5, direction);
        expect(html, `${metric} ${direction}`).toContain(`data-tone="${toneOf(metric, direction)}"`);
        expect(html).toContain('data-comparison="firstHalfOfMonth"');
        expect(html).toContain('trend.vs.firstHalfOfMonth');
      }
    }
  });

  it('never prints -0%', () => {
    const html = render('complaints', -0.01, 'down');
    expect(html).not.toContain('-0');
    expect(html).not.toContain('−0');
    expect(html).toContain('data-tone="neutral"');
  });

  it('has no other source of trend colours in the web app', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => /trends?\[[^\]]+\]\.good|trend\.good|\bGOOD_WHEN\b/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('is given a metric key and a comparison wherever it is used', () => {
    const uses = sourceFiles(SRC).flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/<TrendBadge\b[^>]*>/g)].map((match) => ({ path: relative(SRC, path), tag: match[0] })));
    expect(uses.length).toBeGreaterThanOrEqual(3);
    for (const { path, tag } of uses) {
      expect(tag, path).toMatch(/\bmetric=/);
      expect(tag, path).toMatch(/\bcomparison=/);
    }
  });
});
