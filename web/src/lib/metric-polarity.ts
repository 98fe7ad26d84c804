/**
 * The one good/bad table of the dashboard (spec §9 "Trend colours", issue 19): for every
 * figure a card or trend badge shows, whether a rise is good news, bad news or neither.
 * Every trend colour comes from here, by metric key, so two cards of the same kind can
 * never disagree (time saved red while ROI stays grey for the same fall).
 */
import { SERIES_POLARITY, type SeriesName } from '@facility/contracts';

/** Which way is good news: 'up', 'down', or 'neutral' (more traffic is neither). */
export type Polarity = 'up' | 'down' | 'neutral';

/**
 * Figures shown beside the overview series on room and performance screens
 * (Cleandex score, exposure rate, share of calls answered within the SLA...).
 */
export const DERIVED_METRICS = ['cleandex', 'exposureRate', 'withinSla', 'escalated', 'payback', 'netSaving'] as const;
export type DerivedMetric = (typeof DERIVED_METRICS)[number];

export type MetricKey = SeriesName | DerivedMetric;

/**
 * The overview series' entries are the contract's SERIES_POLARITY, which the API's trend
 * `good` reads too; the figures only the dashboard shows are added here: a higher Cleandex,
 * exposure rate, share within the SLA or net saving is good; more escalations or a longer
 * payback is bad.
 */
export const METRIC_POLARITY: Readonly<Record<MetricKey, Polarity>> = {
  ...SERIES_POLARITY,
  cleandex: 'up',
  exposureRate: 'up',
  withinSla: 'up',
  escalated: 'down',
  payback: 'down',
  netSaving: 'up',
};

export type Tone = 'good' | 'bad' | 'neutral';

/** A change as a badge shows it: the direction after rounding, and its tone from the table. */
export interface ShownTrend {
  direction: 'up' | 'down' | 'flat';
  /** Absolute change in percent at one decimal, or null without a baseline. */
  percent: number | null;
  tone: Tone;
}

/**
 * How a trend reads. A change that rounds to 0.0% is flat and neutral ("0%", never "-0%"
 * in red); otherwise the tone is the table's verdict on the direction.
 */
export function shownTrend(metric: MetricKey, trend: { percent: number | null; direction: 'up' | 'down' | 'flat' }): ShownTrend {
  const rounded = trend.percent === null ? null : Math.abs(Math.round(trend.percent * 10) / 10);
  const direction = rounded === 0 ? 'flat' : trend.direction;
  return { direction, percent: rounded, tone: toneOf(metric, direction) };
}

export function toneOf(metric: MetricKey, direction: 'up' | 'down' | 'flat'): Tone {
  const polarity = METRIC_POLARITY[metric];
  if (direction === 'flat' || polarity === 'neutral') return 'neutral';
  return polarity === direction ? 'good' : 'bad';
}

/**
 * What a trend compares, each with its label key in `common` (`trend.vs.<key>`). The API
 * compares the second half of the range with the first; the overview's range is last month.
 */
export type TrendComparison = 'firstHalfOfMonth' | 'firstHalfOfPeriod' | 'previousPeriod';
