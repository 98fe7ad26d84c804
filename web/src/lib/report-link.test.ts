import { describe, expect, it } from 'vitest';
import { REPORT_PATH, reportFilterOf, reportLink } from './report-link.ts';

describe('report links', () => {
  it('carry the filter as the statistics routes name it, lists comma-separated, empty fields left out', () => {
    const link = reportLink({ siteId: 's-1', timeType: 'last_month', viewTimeBy: 'day', rooms: ['r-1', 'r-2'], shift: null, days: [], floor: '' });
    expect(link).toBe(`${REPORT_PATH}?siteId=s-1&timeType=last_month&viewTimeBy=day&rooms=r-1%2Cr-2`);
  });

  it('reopen the same filter they were made from', () => {
    const query = { siteId: 's-1', timeType: 'custom_time', timeFrom: '2026-10-01', timeTo: '2026-10-31', viewTimeBy: 'week', shift: 2, hour: 14, building: 'A' };
    expect(reportFilterOf(reportLink(query).split('?')[1]!)).toEqual({
      siteId: 's-1',
      timeType: 'custom_time',
      timeFrom: '2026-10-01',
      timeTo: '2026-10-31',
      viewTimeBy: 'week',
      shift: '2',
      hour: '14',
      building: 'A',
    });
  });

  it('drop what the report does not read and need a site', () => {
    expect(reportFilterOf('siteId=s-1&callsLimit=5&evil=1')).toEqual({ siteId: 's-1' });
    expect(reportFilterOf('timeType=last_month')).toBeNull();
  });
});
