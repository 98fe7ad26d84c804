import { SERIES_NAMES, type AnalysisReport, type AnalyticsRow, type SeriesName } from '@facility/contracts';

/** A small analysis report for the workbook tests: two days, two rooms, two calls (Jerusalem). */
export function reportFixture(): AnalysisReport {
  const perSeries = <T>(make: (series: SeriesName) => T) => Object.fromEntries(SERIES_NAMES.map((series) => [series, make(series)])) as Record<SeriesName, T>;
  const figures = {
    visits: 2013,
    complaints: 12,
    maintenanceComplaints: 1,
    arrivals: 30,
    maintenanceArrivals: 2,
    supervisors: 3,
    counterCalls: 4,
    cleandexCalls: 1,
    manualCalls: 0,
    complaintCalls: 5,
    taskCalls: 2,
    callsOpened: 12,
    avgResponseTime: 7.5,
    exposures: 400,
    ratio: 0.596,
    score: 88,
  };
  const row = (roomId: string, displayName: string, visits: number): AnalyticsRow => ({
    roomId,
    displayName,
    roomNameEn: displayName,
    removed: false,
    ...figures,
    visits,
    topComplaints: [{ problem: 'dirty_floor', category: 'cleaning', count: 3 }],
  });
  const overview = {
    siteId: 's-1',
    timezone: 'Asia/Jerusalem',
    timeType: 'custom_time' as const,
    timeFrom: '2026-11-01',
    timeTo: '2026-11-02',
    viewTimeBy: 'day' as const,
    currency: 'ILS',
    series: perSeries((series) => [
      { time: '2026-11-01', year: 2026, count: series === 'visits' ? 1000 : 1, isAmended: false },
      { time: '2026-11-02', year: 2026, count: series === 'avg_score' ? null : 2, isAmended: false },
    ]),
    trends: perSeries(() => ({ percent: null, direction: 'flat' as const, good: null })),
    totals: perSeries((series) => (series === 'visits' ? 2013 : series === 'est_ROI' ? 1234.5 : 3)),
  };
  return {
    siteId: 's-1',
    timezone: 'Asia/Jerusalem',
    timeType: 'custom_time',
    timeFrom: '2026-11-01',
    timeTo: '2026-11-02',
    viewTimeBy: 'day',
    generatedAt: '2026-11-24T10:00:00.000Z',
    overview,
    analytics: {
      siteId: 's-1',
      timezone: 'Asia/Jerusalem',
      language: 'en',
      timeType: 'custom_time',
      timeFrom: '2026-11-01',
      timeTo: '2026-11-02',
      rows: [row('r-1', 'Lobby', 1500), row('r-2', 'Kitchen', 513)],
      totals: { ...figures, topComplaints: [{ problem: 'dirty_floor', category: 'cleaning', count: 6 }] },
      hourData: [],
      charts: { cleaning: { labels: ['dirty_floor'], counts: [6] }, maintenance: { labels: [], counts: [] } },
    },
    topComplaints: [
      { problem: 'dirty_floor', category: 'cleaning', count: 6 },
      { problem: 'leak', category: 'maintenance', count: 1 },
    ],
    calls: {
      total: 3,
      calls: [
        {
          callId: 'c-2',
          roomId: 'r-1',
          displayName: 'Lobby',
          source: 'complaint',
          category: 'cleaning',
          problems: ['dirty_floor'],
          complaintCount: 2,
          // 23:30 in Jerusalem (UTC+2 in November): the workbook shows the site's time.
          openedAt: '2026-11-01T21:30:00.000Z',
          resolvedAt: '2026-11-01T21:42:00.000Z',
          responseMinutes: 12,
          shiftNumber: 3,
          minSla: 10,
          maxSla: 30,
          escalated: false,
          slaState: 'late',
        },
        {
          callId: 'c-1',
          roomId: 'r-2',
          displayName: 'Kitchen',
          source: 'counter',
          category: 'cleaning',
          problems: [],
          complaintCount: 0,
          openedAt: '2026-11-01T08:00:00.000Z',
          resolvedAt: null,
          responseMinutes: null,
          shiftNumber: 1,
          minSla: 10,
          maxSla: 30,
          escalated: true,
          slaState: 'escalated',
        },
      ],
    },
  } as AnalysisReport;
}
