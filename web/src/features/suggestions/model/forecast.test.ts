import type { Forecast } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { backtestSummary, busiestRoomShifts } from './forecast.ts';

const room = (roomId: string, visits: number | null, complaints: number | null = 0) => ({ roomId, displayName: roomId, visits, complaints, rounds: visits === null ? null : 1 });

const forecast: Pick<Forecast, 'days'> = {
  days: [
    {
      date: '2026-06-17',
      weekday: 4,
      shifts: [
        { shiftNumber: 1, shiftName: 'morning', visits: 50, complaints: 1, rounds: 2, rooms: [room('r-1', 40, 0), room('r-2', 10, 1), room('r-3', null, null)] },
        { shiftNumber: 2, shiftName: 'night', visits: 0, complaints: 0, rounds: 0, rooms: [room('r-1', 0), room('r-2', 10, 3)] },
      ],
    },
    { date: '2026-06-18', weekday: 5, shifts: [{ shiftNumber: 1, shiftName: 'morning', visits: 40, complaints: 0, rounds: 2, rooms: [room('r-1', 40)] }] },
  ],
};

describe('busiestRoomShifts', () => {
  it('ranks room-shifts of every day by expected visitors, then complaints, then the earlier day', () => {
    expect(busiestRoomShifts(forecast, 10).map((entry) => `${entry.date}/${entry.shiftNumber}/${entry.roomId}`)).toEqual([
      '2026-06-17/1/r-1',
      '2026-06-18/1/r-1',
      '2026-06-17/2/r-2', // same visitors as the morning r-2, more complaints
      '2026-06-17/1/r-2',
    ]);
  });

  it('leaves out rooms without history and room-shifts expecting nothing, and keeps to the limit', () => {
    const ids = busiestRoomShifts(forecast, 10).map((entry) => entry.roomId);
    expect(ids).not.toContain('r-3');
    expect(busiestRoomShifts(forecast, 10).some((entry) => entry.shiftNumber === 2 && entry.roomId === 'r-1')).toBe(false);
    expect(busiestRoomShifts(forecast, 2)).toHaveLength(2);
  });
});

describe('backtestSummary', () => {
  it('rounds the mean error to one decimal and keeps the share', () => {
    expect(backtestSummary({ from: '2026-06-10', to: '2026-06-16', cells: 21, visits: { mae: 3.456, wape: 0.12 }, complaints: { mae: 0.04, wape: null } })).toEqual({
      visits: 3.5,
      share: 0.12,
      complaints: 0,
    });
  });
});
