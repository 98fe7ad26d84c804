import type { ProblemChart } from '@facility/contracts';

export interface ComplaintBar {
  /** Problem label key. */
  key: string;
  count: number;
}

/** The server's parallel label and count lists as bars, most reported first, without zeros. */
export function complaintBars(chart: ProblemChart): ComplaintBar[] {
  return chart.labels
    .map((key, index) => ({ key, count: chart.counts[index] ?? 0 }))
    .filter((bar) => bar.count > 0)
    .sort((a, b) => b.count - a.count);
}
