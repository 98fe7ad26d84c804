import type { Analytics, Overview, RealtimeSnapshot, RoomStatus } from '@facility/contracts';
import type { QueryDataset } from './query-dataset.ts';

export interface Scenario {
  name: string;
  label: string;
  /** Measured while a counter in the site posts a visit every second: each commit drops the site's kept answers. */
  traffic?: boolean;
  pathOf(n: number): string;
  /** What one answer must hold for the run to mean anything; throws otherwise. */
  check(body: unknown): void;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The dashboard's questions on the dataset's site, as the dashboard sends them
 * (web/src/features/*, hooks/use-stats-url.ts); `only` keeps the named scenarios.
 */
export function scenarios(dataset: QueryDataset, only?: readonly string[]): Scenario[] {
  const { siteId, rooms } = dataset;
  const lastMonth = { siteId, timeType: 'last_month', viewTimeBy: 'day' };
  // The last year (372 days back) is never viewed by day.
  const lastYear = { siteId, timeType: 'last_year', viewTimeBy: 'week' };
  // Half the requests for the whole site, half narrowed by one extra filter (rooms by tower, floor, shift or gender).
  const extras: Record<string, string>[] = [{}, { building: 'North Tower' }, {}, { building: 'South Tower', floor: '3' }, {}, { shift: '1' }, {}, { gender: 'women' }];
  const months = coveredMonths(dataset.days, 3);
  const ranges: Record<string, string>[] = [lastMonth, ...months.map(([timeFrom, timeTo]) => ({ siteId, timeType: 'custom_time', timeFrom, timeTo, viewTimeBy: 'day' }))];
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`unexpected answer: ${what}`);
  };
  const checkOverview = (body: unknown) => expect(((body as Partial<Overview>).totals?.visits ?? 0) > 0, 'the overview counts no visits');
  const checkAnalytics = (body: unknown) => {
    const { rows, totals } = body as Analytics;
    expect(rows.length === rooms.length && totals.visits > 0, `${rows.length} rows and ${totals.visits} visits`);
  };
  const all: Scenario[] = [
    {
      name: 'overview',
      label: 'overview, last month by day',
      pathOf: (n) => `/api/stats/performance/overview?${query({ ...lastMonth, ...extras[n % extras.length] })}`,
      check: checkOverview,
    },
    {
      name: 'overview-year',
      label: 'overview, last year by week',
      pathOf: (n) => `/api/stats/performance/overview?${query({ ...lastYear, ...extras[n % extras.length] })}`,
      check: checkOverview,
    },
    {
      name: 'analytics',
      label: `analytics, a month by day (${ranges.length} months in turn)`,
      // The table always lists every room; the extra filters narrow the visits counted (shift, gender).
      pathOf: (n) => `/api/stats/performance/analytics?${query({ ...ranges[n % ranges.length]!, ...(n % 2 ? { shift: '1' } : {}), language: 'en' })}`,
      check: checkAnalytics,
    },
    {
      name: 'analytics-year',
      label: 'analytics, last year by week',
      pathOf: (n) => `/api/stats/performance/analytics?${query({ ...lastYear, ...(n % 2 ? { shift: '1' } : {}), language: 'en' })}`,
      check: checkAnalytics,
    },
    {
      name: 'board',
      label: 'room status: real-time board snapshot',
      pathOf: () => `/api/room/realtime?${query({ siteId })}`,
      check: (body) => {
        const snapshot = body as RealtimeSnapshot;
        expect(snapshot.rooms.length === rooms.length && snapshot.rooms.every((room) => room.devices.total === 1), `${snapshot.rooms.length} rooms with their pads`);
      },
    },
    {
      name: 'overview-traffic',
      label: 'overview, last month, site taking 1 event/s',
      traffic: true,
      pathOf: (n) => `/api/stats/performance/overview?${query({ ...lastMonth, ...extras[n % extras.length] })}`,
      check: checkOverview,
    },
    {
      name: 'board-traffic',
      label: 'board snapshot, site taking 1 event/s',
      traffic: true,
      pathOf: () => `/api/room/realtime?${query({ siteId })}`,
      check: () => {},
    },
    {
      name: 'room',
      label: 'room status: one room (rooms in turn)',
      pathOf: (n) => `/api/room/${rooms[(n * 7) % rooms.length]!.roomId}`,
      check: (body) => expect(Boolean((body as Partial<RoomStatus>).lastVisitAt), 'a room without visits'),
    },
  ];
  return all.filter((scenario) => !only || only.includes(scenario.name));
}

/**
 * The last `count` calendar months the history covers entirely: it starts `days` days
 * before today (UTC midnight) and ends today. Dates are the site's local dates, which on
 * these whole days are the UTC ones.
 */
function coveredMonths(days: number, count: number): [string, string][] {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * 86_400_000);
  const months: [string, string][] = [];
  for (let back = 1; months.length < count; back++) {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    if (start < first) break;
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    months.push([start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)]);
  }
  return months;
}
