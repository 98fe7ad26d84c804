import type { RoomExposures } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { exposureCsv, exposureRate, hasNoExposureData, newestPeriodFirst } from './exposure-rows.ts';

const row = (time: string, count: number, visits: number, isAmended = false): RoomExposures['rows'][number] => ({ time, startTime: time, endTime: time, count, visits, isAmended });

describe('exposureRate', () => {
  it('gives exposures per 100 visits with one decimal, and nothing without visits', () => {
    expect(exposureRate(1827, 1531)).toBe(119.3);
    expect(exposureRate(1, 3)).toBe(33.3);
    expect(exposureRate(5, 0)).toBeNull();
  });
});

describe('hasNoExposureData', () => {
  it('is true only when neither exposures nor visits were counted', () => {
    expect(hasNoExposureData({ count: 0, visits: 0 })).toBe(true);
    expect(hasNoExposureData({ count: 0, visits: 4 })).toBe(false);
  });
});

describe('exposureCsv', () => {
  it('writes the latest period first, with the rate and the amendment', () => {
    const csv = exposureCsv([row('2026-11-01', 10, 20), row('2026-11-02', 3, 0, true)], {
      from: 'From',
      to: 'To',
      exposures: 'Exposures',
      visits: 'Visits',
      rate: 'Per 100 visits',
      amended: 'Amended',
      yes: 'Yes',
    });
    expect(csv.header).toEqual(['From', 'To', 'Exposures', 'Visits', 'Per 100 visits', 'Amended']);
    expect(csv.rows).toEqual([
      ['2026-11-02', '2026-11-02', 3, 0, null, 'Yes'],
      ['2026-11-01', '2026-11-01', 10, 20, 50, ''],
    ]);
  });

  it('sorts periods newest first', () => {
    expect(newestPeriodFirst([row('2026-11-01', 0, 0), row('2026-11-03', 0, 0)]).map((entry) => entry.time)).toEqual(['2026-11-03', '2026-11-01']);
  });
});
