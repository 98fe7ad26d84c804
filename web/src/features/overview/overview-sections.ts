import type { SeriesName } from '@facility/contracts';

/**
 * The overview cards in groups a manager reads together, keeping the series order of the
 * overview (visits … task calls).
 */
export const OVERVIEW_SECTIONS: readonly { key: string; series: readonly SeriesName[] }[] = [
  { key: 'traffic', series: ['visits', 'exposures', 'complaints', 'maintenanceComplaint'] },
  { key: 'service', series: ['arrivals', 'maintenanceArrivals', 'supervisor_arrival', 'response_time_SLA'] },
  { key: 'quality', series: ['avg_score', 'complaints_vs_visits'] },
  { key: 'savings', series: ['time_saved', 'est_ROI'] },
  // Calls opened by every source first (what the service logs list), then by source.
  { key: 'calls', series: ['callsOpened', 'complaintCalls', 'counterCalls', 'cleandexCalls', 'manualCalls', 'taskCalls'] },
];
