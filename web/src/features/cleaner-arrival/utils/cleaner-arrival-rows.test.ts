import type { CleanerArrival } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { arrivalCsv, daysInRange, hasNoArrivals, newestPeriodFirst, perDay } from './cleaner-arrival-rows.ts';

type ArrivalRow = CleanerArrival['rows'][number];

const row = (time: string, overrides: Partial<ArrivalRow> = {}): ArrivalRow => ({
  time,
  startTime: time,
  endTime: time,
  isAmended: false,
  count: 0,
  cleanerArrivals: 0,
  supervisorArrivals: 0,
  maintenanceArrivals: 0,
  counterCalls: 0,
  cleandexCalls: 0,
  manualCalls: 0,
  complaintCalls: 0,
  taskCalls: 0,
  callsOpened: 0,
  ...overrides,
});

describe('hasNoArrivals', () => {
  it('is true only when every count of the range is zero', () => {
    expect(hasNoArrivals(row('2026-10-21'))).toBe(true);
    expect(hasNoArrivals(row('2026-10-21', { manualCalls: 1 }))).toBe(false);
    // Calls opened by complaints are calls too (issue 17).
    expect(hasNoArrivals(row('2026-10-21', { complaintCalls: 1, callsOpened: 1 }))).toBe(false);
    expect(hasNoArrivals(row('2026-10-21', { count: 3, cleanerArrivals: 3 }))).toBe(false);
  });
});

describe('range maths', () => {
  it('counts both ends of the range', () => {
    expect(daysInRange('2026-10-21', '2026-11-20')).toBe(31);
    expect(daysInRange('2026-11-20', '2026-11-20')).toBe(1);
  });

  it('averages per day with one decimal', () => {
    expect(perDay(440, '2026-10-21', '2026-11-20')).toBe(14.2);
  });
});

describe('arrivalCsv', () => {
  it('writes the latest period first with its days, counts and amendment', () => {
    const csv = arrivalCsv(
      [row('2026-10-18', { startTime: '2026-10-21', endTime: '2026-10-24', count: 50, supervisorArrivals: 2 }), row('2026-10-25', { endTime: '2026-10-31', count: 90, isAmended: true, counterCalls: 1, complaintCalls: 4 })],
      {
        from: 'From',
        to: 'To',
        amended: 'Amended',
        yes: 'Yes',
        columns: {
          count: 'Cleaners',
          supervisorArrivals: 'Supervisors',
          maintenanceArrivals: 'Maintenance',
          complaintCalls: 'Complaint',
          counterCalls: 'Counter',
          cleandexCalls: 'Cleandex',
          manualCalls: 'Manual',
          taskCalls: 'Task',
        },
      },
    );
    expect(csv.header).toEqual(['From', 'To', 'Cleaners', 'Supervisors', 'Maintenance', 'Complaint', 'Counter', 'Cleandex', 'Manual', 'Task', 'Amended']);
    expect(csv.rows).toEqual([
      ['2026-10-25', '2026-10-31', 90, 0, 0, 4, 1, 0, 0, 0, 'Yes'],
      ['2026-10-21', '2026-10-24', 50, 2, 0, 0, 0, 0, 0, 0, ''],
    ]);
  });

  it('sorts periods newest first', () => {
    expect(newestPeriodFirst([row('2026-10-21'), row('2026-10-23'), row('2026-10-22')]).map((entry) => entry.time)).toEqual(['2026-10-23', '2026-10-22', '2026-10-21']);
  });
});
