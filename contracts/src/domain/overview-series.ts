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
