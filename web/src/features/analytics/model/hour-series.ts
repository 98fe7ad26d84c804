import type { AnalyticsHour } from '@facility/contracts';

/** The figures the hour chart can show (spec task: visits, complaints and arrivals per hour). */
export const HOUR_METRICS = ['visits', 'complaints', 'arrivals'] as const;
export type HourMetric = (typeof HOUR_METRICS)[number];

export interface HourPoint {
  hour: number;
  /** "09:00" */
  label: string;
  value: number;
}

export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/**
 * All 24 hours of the day in order, for one metric. The server sends every hour, but a
 * missing one is drawn as zero rather than shifting the bars after it.
 */
export function hourSeries(hourData: readonly AnalyticsHour[], metric: HourMetric): HourPoint[] {
  const byHour = new Map(hourData.map((entry) => [entry.hour, entry[metric]]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, label: formatHour(hour), value: byHour.get(hour) ?? 0 }));
}

/** The busiest hour (the earliest of equal peaks), or null when the metric is zero all day. */
export function peakHour(points: readonly HourPoint[]): HourPoint | null {
  let peak: HourPoint | null = null;
  for (const point of points) if (point.value > 0 && (!peak || point.value > peak.value)) peak = point;
  return peak;
}

/** Labels every n hours so "09:00" labels never overlap: about 44 px per label. */
export function hourLabelStep(chartWidth: number): number {
  const perLabel = chartWidth / 24;
  return [1, 2, 3, 4, 6].find((step) => perLabel * step >= 44) ?? 6;
}
