/**
 * The series of `GET /api/stats/performance/overview` (spec §3 "Overview series", DOMAIN.md
 * "Overview series"), in the order the answer lists them. Each has points per period, a
 * trend and a total.
 */
export const SERIES_NAMES = [
  'visits',
  'exposures',
  'complaints',
  'maintenanceComplaint',
  'arrivals',
  'maintenanceArrivals',
  'supervisor_arrival',
  'avg_score',
  'complaints_vs_visits',
  'counterCalls',
  'cleandexCalls',
  'manualCalls',
  // Added after the spec's list: calls opened by complaints and tasks, and calls opened by
  // every source (the one "calls opened" figure every screen shows).
  'complaintCalls',
  'taskCalls',
  'callsOpened',
  'response_time_SLA',
  'time_saved',
  'est_ROI',
] as const;
export type SeriesName = (typeof SERIES_NAMES)[number];

/**
 * Which way each series is good news (spec §9 trend colours, issue 19 "one good/bad table"):
 * the spec names complaints and response time (good when down) and score, exposures and
 * time saved (good when up); ROI is time saved in money, the complaint ratio, maintenance
 * complaints and complaint calls are complaints. Volumes are neutral. The API's trend
 * `good` and the dashboard's colours both read this table.
 */
export const SERIES_POLARITY: Readonly<Record<SeriesName, 'up' | 'down' | 'neutral'>> = {
  visits: 'neutral',
  exposures: 'up',
  complaints: 'down',
  maintenanceComplaint: 'down',
  arrivals: 'neutral',
  maintenanceArrivals: 'neutral',
  supervisor_arrival: 'neutral',
  avg_score: 'up',
  complaints_vs_visits: 'down',
  counterCalls: 'neutral',
  cleandexCalls: 'neutral',
  manualCalls: 'neutral',
  complaintCalls: 'down',
  taskCalls: 'neutral',
  callsOpened: 'neutral',
  response_time_SLA: 'down',
  time_saved: 'up',
  est_ROI: 'up',
};
