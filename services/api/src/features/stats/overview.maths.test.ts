import { describe, expect, it } from 'vitest';
import { buildOverview, trendOf, type PeriodSums } from './overview.maths.ts';

const sums = (partial: Partial<PeriodSums>): PeriodSums => ({
  visits: 0,
  exposures: 0,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  maintenanceArrivals: 0,
  supervisorArrivals: 0,
  scoreSum: 0,
  scoreCount: 0,
  counterCalls: 0,
  cleandexCalls: 0,
  manualCalls: 0,
  complaintCalls: 0,
  taskCalls: 0,
  resolvedCalls: 0,
  responseMinutesSum: 0,
  timeSavedMinutes: null,
  isAmended: false,
  ...partial,
});

const periods = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
const data = new Map<string, PeriodSums>([
  ['2026-03-01', sums({ visits: 100, exposures: 10, complaints: 2, maintenanceComplaints: 1, arrivals: 3, scoreSum: 170, scoreCount: 2 })],
  ['2026-03-02', sums({ visits: 50, exposures: 20, complaints: 1 })],
  // 2026-03-03 had no counters at all.
  ['2026-03-04', sums({ visits: 300, exposures: 30, complaints: 7, scoreSum: 233, scoreCount: 3, isAmended: true })],
]);

describe('buildOverview points', () => {
  const { series } = buildOverview(periods, data);
  const counts = (name: keyof typeof series) => series[name].map((point) => point.count);

  it('has one point per period, zero-filled, with its year and late-upload flag', () => {
    expect(series.visits).toEqual([
      { time: '2026-03-01', year: 2026, count: 100, isAmended: false },
      { time: '2026-03-02', year: 2026, count: 50, isAmended: false },
      { time: '2026-03-03', year: 2026, count: 0, isAmended: false },
      { time: '2026-03-04', year: 2026, count: 300, isAmended: true },
    ]);
    expect(counts('complaints')).toEqual([2, 1, 0, 7]);
    expect(counts('maintenanceComplaint')).toEqual([1, 0, 0, 0]);
    expect(counts('arrivals')).toEqual([3, 0, 0, 0]);
  });

  it('rounds the mean score and leaves it null without ratings', () => {
    // 170 / 2 = 85; 233 / 3 = 77.67 -> 78.
    expect(counts('avg_score')).toEqual([85, null, null, 78]);
  });

  it('gives complaints per 100 visits to 3 decimals, null without visits', () => {
    // 2/100, 1/50, none, 7/300 = 2.3333...
    expect(counts('complaints_vs_visits')).toEqual([2, 2, null, 2.333]);
  });

  it('leaves SLA null without resolved calls, and savings null where the site does not compute them', () => {
    expect(counts('counterCalls')).toEqual([0, 0, 0, 0]);
    expect(counts('response_time_SLA')).toEqual([null, null, null, null]);
    expect(counts('time_saved')).toEqual([null, null, null, null]);
    expect(counts('est_ROI')).toEqual([null, null, null, null]);
  });
});

describe('calls, SLA, time saved and ROI', () => {
  const callPeriods = ['2026-03-01', '2026-03-02', '2026-03-03'];
  const callData = new Map<string, PeriodSums>([
    // 3 calls resolved in 30 minutes in all: mean 10.
    ['2026-03-01', sums({ counterCalls: 2, cleandexCalls: 1, manualCalls: 4, resolvedCalls: 3, responseMinutesSum: 30, timeSavedMinutes: 90 })],
    // One call resolved in 0.3 minutes: shown as 1, not 0.
    ['2026-03-02', sums({ resolvedCalls: 1, responseMinutesSum: 0.3, timeSavedMinutes: 0 })],
    ['2026-03-03', sums({ resolvedCalls: 2, responseMinutesSum: 25, timeSavedMinutes: 45.5 })],
  ]);
  const { series, trends } = buildOverview(callPeriods, callData, { employerCostPerHour: 42 });
  const counts = (name: keyof typeof series) => series[name].map((point) => point.count);

  it('counts calls by source and means response minutes over resolved calls', () => {
    expect(counts('counterCalls')).toEqual([2, 0, 0]);
    expect(counts('cleandexCalls')).toEqual([1, 0, 0]);
    expect(counts('manualCalls')).toEqual([4, 0, 0]);
    // 30/3 = 10; 0.3 -> 1 (rounded up below 1); 25/2 = 12.5 -> 13.
    expect(counts('response_time_SLA')).toEqual([10, 1, 13]);
  });

  it('gives ROI as time saved / 60 x employer cost per hour', () => {
    expect(counts('time_saved')).toEqual([90, 0, 45.5]);
    // 90/60 x 42 = 63; 45.5/60 x 42 = 31.85.
    expect(counts('est_ROI')).toEqual([63, 0, 31.85]);
  });

  it('trends SLA as good when it falls, and time saved and ROI as good when they rise', () => {
    // SLA 30/3 = 10 -> 25/2 = 12.5: +25 %, bad. Time saved 90 -> 45.5: -49.4 %, bad; ROI follows it.
    expect(trends.response_time_SLA).toEqual({ percent: 25, direction: 'up', good: false });
    expect(trends.time_saved).toEqual({ percent: -49.4, direction: 'down', good: false });
    expect(trends.est_ROI).toEqual({ percent: -49.4, direction: 'down', good: false });
  });
});

describe('totals over the whole range', () => {
  it('sums the counters and takes ratios and means of the sums, rounded like a point', () => {
    const { totals } = buildOverview(periods, data);
    // 100 + 50 + 0 + 300 visits; 10 + 20 + 30 exposures; 2 + 1 + 7 complaints.
    expect(totals.visits).toBe(450);
    expect(totals.exposures).toBe(60);
    expect(totals.complaints).toBe(10);
    expect(totals.maintenanceComplaint).toBe(1);
    expect(totals.arrivals).toBe(3);
    expect(totals.supervisor_arrival).toBe(0);
    // (170 + 233) / (2 + 3) ratings = 80.6 -> 81 (the mean of the daily means 85 and 77.67 would give 81.33).
    expect(totals.avg_score).toBe(81);
    // 10 / 450 x 100 = 2.2222 -> 2.222 (the mean of the daily ratios 2, 2, 2.333 would give 2.111).
    expect(totals.complaints_vs_visits).toBe(2.222);
    // No resolved calls, no time saving computed.
    expect(totals.response_time_SLA).toBeNull();
    expect(totals.time_saved).toBeNull();
    expect(totals.est_ROI).toBeNull();
  });

  it('means response minutes over all resolved calls and adds up time saved and ROI', () => {
    const { totals } = buildOverview(
      ['2026-03-01', '2026-03-02', '2026-03-03'],
      new Map([
        ['2026-03-01', sums({ counterCalls: 2, manualCalls: 4, resolvedCalls: 3, responseMinutesSum: 30, timeSavedMinutes: 90 })],
        ['2026-03-02', sums({ cleandexCalls: 1, resolvedCalls: 1, responseMinutesSum: 0.3 })],
        ['2026-03-03', sums({ resolvedCalls: 2, responseMinutesSum: 25, timeSavedMinutes: 45.5 })],
      ]),
      { employerCostPerHour: 42 },
    );
    expect([totals.counterCalls, totals.cleandexCalls, totals.manualCalls]).toEqual([2, 1, 4]);
    // (30 + 0.3 + 25) / (3 + 1 + 2) = 9.2167 -> 9.
    expect(totals.response_time_SLA).toBe(9);
    // 90 + 45.5 (the 2nd not computed) = 135.5 minutes; 135.5 / 60 x 42 = 94.85.
    expect(totals.time_saved).toBe(135.5);
    expect(totals.est_ROI).toBe(94.85);
  });

  it('rounds a short SLA up to 1 and leaves ratios null without any visit', () => {
    const { totals } = buildOverview(['2026-03-01'], new Map([['2026-03-01', sums({ resolvedCalls: 2, responseMinutesSum: 0.5 })]]));
    expect(totals.response_time_SLA).toBe(1);
    expect(totals.complaints_vs_visits).toBeNull();
    expect(totals.avg_score).toBeNull();
    expect(buildOverview([], new Map()).totals.visits).toBe(0);
  });
});

describe('points by weeks and months', () => {
  // November 2026: Sunday the 1st, so weeks start on the 1st, 8th, 15th, 22nd and 29th.
  const november = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
  const everyDay = new Map(november.map((day) => [day, sums({ visits: 10, complaints: day === '2026-11-30' ? 1 : 0 })]));

  it('rolls the days up into their periods, the short last week holding its two days', () => {
    const { series, totals } = buildOverview(november, everyDay, undefined, 'week');
    expect(series.visits.map((point) => [point.time, point.count])).toEqual([
      ['2026-11-01', 70],
      ['2026-11-08', 70],
      ['2026-11-15', 70],
      ['2026-11-22', 70],
      ['2026-11-29', 20],
    ]);
    expect(totals.visits).toBe(300);
    expect(buildOverview(november, everyDay, undefined, 'month').series.visits).toEqual([{ time: '2026-11-01', year: 2026, count: 300, isAmended: false }]);
  });

  it('compares the halves of the days whatever the view: the same visits each day are no change', () => {
    // By weeks' points the halves would be 14 days against 9 (weeks 1-2 against 4-5): -35.7 %.
    for (const unit of ['day', 'week', 'month'] as const) {
      const { trends } = buildOverview(november, everyDay, undefined, unit);
      expect(trends.visits).toEqual({ percent: 0, direction: 'flat', good: null });
      expect(trends.complaints).toEqual({ percent: null, direction: 'up', good: false });
    }
  });

  it('carries a day\'s late-upload mark to its period', () => {
    const amended = new Map([['2026-11-10', sums({ visits: 1, isAmended: true })]]);
    expect(buildOverview(november, amended, undefined, 'week').series.visits.map((point) => point.isAmended)).toEqual([false, true, false, false, false]);
  });
});

describe('trends: second half of the days against the first', () => {
  const { trends } = buildOverview(periods, data);

  it('reports percent change (1 decimal), direction and whether it is good news', () => {
    // visits 150 -> 300; neutral series.
    expect(trends.visits).toEqual({ percent: 100, direction: 'up', good: null });
    // complaints 3 -> 7 = +133.3 %, bad.
    expect(trends.complaints).toEqual({ percent: 133.3, direction: 'up', good: false });
    // score 170/2 = 85 -> 233/3 = 77.667: -8.6 %, bad.
    expect(trends.avg_score).toEqual({ percent: -8.6, direction: 'down', good: false });
    // exposures 30 -> 30: no change.
    expect(trends.exposures).toEqual({ percent: 0, direction: 'flat', good: null });
    // ratio of sums: 3/150 = 2 % -> 7/300 = 2.333 %: +16.7 %.
    // More complaints per visitor is bad news, fewer maintenance complaints good (SERIES_POLARITY).
    expect(trends.complaints_vs_visits).toEqual({ percent: 16.7, direction: 'up', good: false });
    expect(trends.maintenanceComplaint).toEqual({ percent: -100, direction: 'down', good: true });
    expect(trends.response_time_SLA).toEqual({ percent: null, direction: 'flat', good: null });
  });

  it('marks fewer complaints and more exposures as good', () => {
    const perPeriod = [sums({ complaints: 4, exposures: 10 }), sums({ complaints: 1, exposures: 15 })];
    expect(trendOf('complaints', perPeriod)).toEqual({ percent: -75, direction: 'down', good: true });
    expect(trendOf('exposures', perPeriod)).toEqual({ percent: 50, direction: 'up', good: true });
  });

  it('calls a change that rounds to 0.0 % flat, as the dashboard shows it', () => {
    // 10000 -> 10004 complaints: +0.04 %, shown 0.0 %.
    expect(trendOf('complaints', [sums({ complaints: 10_000 }), sums({ complaints: 10_004 })])).toEqual({ percent: 0, direction: 'flat', good: null });
    expect(trendOf('complaints', [sums({ complaints: 10_000 }), sums({ complaints: 10_006 })])).toEqual({ percent: 0.1, direction: 'up', good: false });
  });

  it('leaves the middle period of an odd count out, and has no percent without a baseline', () => {
    expect(trendOf('visits', [sums({ visits: 10 }), sums({ visits: 999 }), sums({ visits: 20 })])).toEqual({ percent: 100, direction: 'up', good: null });
    expect(trendOf('visits', [sums({ visits: 0 }), sums({ visits: 5 })])).toEqual({ percent: null, direction: 'up', good: null });
    expect(trendOf('visits', [sums({ visits: 5 })])).toEqual({ percent: null, direction: 'flat', good: null });
    expect(trendOf('avg_score', [sums({}), sums({ scoreSum: 50, scoreCount: 1 })])).toEqual({ percent: null, direction: 'flat', good: null });
  });
});
