import type { Analytics, AnalyticsRow } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsCsv, formatRatio, isQuietAnalytics, nextSort, scoreTone, sortRows, visibleColumns } from './analytics-table.ts';

const figures = {
  visits: 0,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  maintenanceArrivals: 0,
  supervisors: 0,
  counterCalls: 0,
  cleandexCalls: 0,
  manualCalls: 0,
  complaintCalls: 0,
  taskCalls: 0,
  callsOpened: 0,
  avgResponseTime: null,
  exposures: 0,
  ratio: null,
  score: null,
};

const row = (roomId: string, displayName: string, extra: Partial<AnalyticsRow> = {}): AnalyticsRow => ({
  roomId,
  displayName,
  roomNameEn: displayName,
  removed: false,
  ...figures,
  topComplaints: [],
  ...extra,
});

const ids = (rows: AnalyticsRow[]) => rows.map((entry) => entry.roomId);

describe('visibleColumns', () => {
  it('keeps the spec order and narrows to the first five', () => {
    expect(visibleColumns(false)).toHaveLength(16);
    expect(visibleColumns(false)[0]).toBe('displayName');
    expect(visibleColumns(false).at(-1)).toBe('score');
    expect(visibleColumns(true)).toEqual(['displayName', 'visits', 'complaints', 'topComplaints', 'arrivals']);
  });
});

describe('nextSort', () => {
  it('starts names A to Z and figures largest first, and reverses on a second click', () => {
    expect(nextSort(null, 'displayName')).toEqual({ column: 'displayName', direction: 'ascending' });
    expect(nextSort(null, 'visits')).toEqual({ column: 'visits', direction: 'descending' });
    expect(nextSort({ column: 'visits', direction: 'descending' }, 'visits')).toEqual({ column: 'visits', direction: 'ascending' });
    expect(nextSort({ column: 'visits', direction: 'ascending' }, 'score')).toEqual({ column: 'score', direction: 'descending' });
  });
});

describe('sortRows', () => {
  const rows = [
    row('a', 'Room 10', { visits: 5, score: 80 }),
    row('b', 'Room 2', { visits: 50, score: null }),
    row('c', 'room 1', { visits: 5, score: 90 }),
  ];

  it('keeps the server order without a sort', () => {
    expect(ids(sortRows(rows, null, 'en'))).toEqual(['a', 'b', 'c']);
  });

  it('sorts names naturally and without case', () => {
    expect(ids(sortRows(rows, { column: 'displayName', direction: 'ascending' }, 'en'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortRows(rows, { column: 'displayName', direction: 'descending' }, 'en'))).toEqual(['a', 'b', 'c']);
  });

  it('sorts figures and keeps ties in server order', () => {
    expect(ids(sortRows(rows, { column: 'visits', direction: 'descending' }, 'en'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortRows(rows, { column: 'visits', direction: 'ascending' }, 'en'))).toEqual(['a', 'c', 'b']);
  });

  it('leaves rooms without a value at the bottom in both directions', () => {
    expect(ids(sortRows(rows, { column: 'score', direction: 'descending' }, 'en'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortRows(rows, { column: 'score', direction: 'ascending' }, 'en'))).toEqual(['a', 'c', 'b']);
  });

  it('sorts top complaints by the reports they add up to', () => {
    const withProblems = [
      row('x', 'X', { topComplaints: [{ problem: 'dirty_floor', category: 'cleaning', count: 2 }] }),
      row('y', 'Y', {
        topComplaints: [
          { problem: 'full_trash', category: 'cleaning', count: 2 },
          { problem: 'problem_leak', category: 'maintenance', count: 1 },
        ],
      }),
    ];
    expect(ids(sortRows(withProblems, { column: 'topComplaints', direction: 'descending' }, 'en'))).toEqual(['y', 'x']);
  });

  it('does not change the rows it is given', () => {
    const copy = [...rows];
    sortRows(rows, { column: 'visits', direction: 'ascending' }, 'en');
    expect(rows).toEqual(copy);
  });
});

describe('scoreTone', () => {
  it('bands scores green, amber and red', () => {
    expect(scoreTone(100)).toBe('good');
    expect(scoreTone(85)).toBe('good');
    expect(scoreTone(84)).toBe('fair');
    expect(scoreTone(70)).toBe('fair');
    expect(scoreTone(69)).toBe('poor');
    expect(scoreTone(null)).toBeNull();
  });
});

describe('formatRatio', () => {
  it('always shows 3 decimals in the locale', () => {
    expect(formatRatio(0.6, 'en')).toBe('0.600');
    expect(formatRatio(1.2345, 'en')).toBe('1.235');
    expect(formatRatio(0.612, 'pt')).toBe('0,612');
  });
});

describe('analyticsCsv', () => {
  const totals: Analytics['totals'] = {
    ...figures,
    visits: 1500,
    ratio: 0.4,
    topComplaints: [{ problem: 'dirty_floor', category: 'cleaning', count: 6 }],
  };
  const text = {
    header: (column: string) => `H:${column}`,
    problem: (key: string) => (key === 'dirty_floor' ? 'Dirty floor' : 'Leak'),
    total: 'Total',
    removed: (name: string) => `${name} (removed)`,
  };
  const rows = [
    row('a', 'Lobby', {
      visits: 1500,
      ratio: 0.4,
      avgResponseTime: 12,
      topComplaints: [
        { problem: 'dirty_floor', category: 'cleaning', count: 6 },
        { problem: 'problem_leak', category: 'maintenance', count: 1 },
      ],
    }),
  ];

  it('exports the visible columns with exact figures, translated problems and the totals last', () => {
    const csv = analyticsCsv(rows, totals, visibleColumns(true), text);
    expect(csv.header).toEqual(['H:displayName', 'H:visits', 'H:complaints', 'H:topComplaints', 'H:arrivals']);
    expect(csv.rows).toEqual([
      ['Lobby', 1500, 0, 'Dirty floor (6); Leak (1)', 0],
      ['Total', 1500, 0, 'Dirty floor (6)', 0],
    ]);
  });

  it("marks a removed room's name", () => {
    const csv = analyticsCsv([row('gone', 'Old kitchen', { removed: true, visits: 3 })], totals, ['displayName', 'visits'], text);
    expect(csv.rows[0]).toEqual(['Old kitchen (removed)', 3]);
  });

  it('leaves missing values empty', () => {
    const csv = analyticsCsv([row('b', 'Hall')], totals, ['displayName', 'avgResponseTime', 'ratio', 'score'], text);
    expect(csv.rows[0]).toEqual(['Hall', null, null, null]);
    expect(csv.rows[1]).toEqual(['Total', null, 0.4, null]);
  });
});

describe('isQuietAnalytics', () => {
  const quiet = {
    visits: 0, complaints: 0, maintenanceComplaints: 0, arrivals: 0, maintenanceArrivals: 0, supervisors: 0,
    counterCalls: 0, cleandexCalls: 0, manualCalls: 0, complaintCalls: 0, taskCalls: 0, callsOpened: 0, avgResponseTime: null, exposures: 0, ratio: null, score: null, topComplaints: [],
  };
  it('is quiet when no room has a figure, or there are no rooms', () => {
    expect(isQuietAnalytics({ rows: [], totals: { ...quiet, visits: 4 } })).toBe(true);
    expect(isQuietAnalytics({ rows: [{ ...quiet, roomId: 'r', displayName: 'R', roomNameEn: 'R', removed: false }], totals: quiet })).toBe(true);
  });
  it('is not quiet with one visit or one complaint', () => {
    const row = { ...quiet, roomId: 'r', displayName: 'R', roomNameEn: 'R', removed: false };
    expect(isQuietAnalytics({ rows: [row], totals: { ...quiet, visits: 1 } })).toBe(false);
    expect(isQuietAnalytics({ rows: [row], totals: { ...quiet, topComplaints: [{ problem: 'dirty_floor', category: 'cleaning', count: 1 }] } })).toBe(false);
  });
});
