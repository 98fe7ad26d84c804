import { matchQuery, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

const client = new QueryClient();

/** Whether invalidating `prefix` reaches the query of `key` (TanStack's own matching). */
const reaches = (prefix: QueryKey, key: QueryKey) => matchQuery({ queryKey: prefix }, client.getQueryCache().build(client, { queryKey: key }));

describe('query keys', () => {
  const url = '/api/stats/performance/overview?siteId=s1&timeType=last_month';

  it('a site prefix reaches every statistic of that site and none of another', () => {
    expect(reaches(queryKeys.siteStats('s1'), queryKeys.siteStats('s1', url))).toBe(true);
    expect(reaches(queryKeys.siteStats('s2'), queryKeys.siteStats('s1', url))).toBe(false);
  });
  it('a room prefix reaches that room only; the bare prefix reaches every room', () => {
    expect(reaches(queryKeys.roomStats('r1'), queryKeys.roomStats('r1', '/api/stats/room/service-log/r1'))).toBe(true);
    expect(reaches(queryKeys.roomStats('r2'), queryKeys.roomStats('r1', '/api/stats/room/service-log/r1'))).toBe(false);
    expect(reaches(queryKeys.roomStats(), queryKeys.roomStats('r1', '/api/stats/room/service-log/r1'))).toBe(true);
    expect(reaches(queryKeys.roomDetails(), queryKeys.roomDetails('r1'))).toBe(true);
  });
  it("keeps a room's details apart from its statistics", () => {
    expect(reaches(queryKeys.roomDetails('r1'), queryKeys.roomStats('r1', '/api/stats/room/hourData/r1'))).toBe(false);
    expect(reaches(queryKeys.roomStats('r1'), queryKeys.roomDetails('r1'))).toBe(false);
  });
  it('a different filter is a different key', () => {
    expect(queryKeys.siteStats('s1', url)).not.toEqual(queryKeys.siteStats('s1', `${url}&viewTimeBy=week`));
  });
  it('everything lives under one root, which logout clears', () => {
    for (const key of [queryKeys.companies(), queryKeys.filterOptions('c1'), queryKeys.realtimeSnapshot('s1'), queryKeys.roomDetails('r1'), queryKeys.siteStats('s1', url)]) {
      expect(reaches(queryKeys.all, key)).toBe(true);
    }
  });
});
