import type { Forecast, ForecastBacktest, ForecastRoom, ForecastShift } from '@facility/contracts';

/** One room in one shift of one day of the forecast, for the busiest list. */
export interface RoomShift extends ForecastRoom {
  date: string;
  shiftNumber: number;
  shiftName: string;
}

/**
 * The room-shifts of the whole horizon with the most expected visitors, busiest first
 * (ties: more complaints, then the earlier day and shift): where the rounds are needed most.
 * Rooms without history (null) are left out; a room-shift expecting nobody says nothing.
 */
export function busiestRoomShifts(forecast: Pick<Forecast, 'days'>, limit: number): RoomShift[] {
  const all: RoomShift[] = [];
  for (const day of forecast.days) {
    for (const shift of day.shifts) {
      for (const room of shift.rooms) {
        if (room.visits === null || (room.visits === 0 && !room.complaints)) continue;
        all.push({ ...room, date: day.date, shiftNumber: shift.shiftNumber, shiftName: shift.shiftName });
      }
    }
  }
  all.sort(
    (a, b) =>
      (b.visits ?? 0) - (a.visits ?? 0) ||
      (b.complaints ?? 0) - (a.complaints ?? 0) ||
      a.date.localeCompare(b.date) ||
      a.shiftNumber - b.shiftNumber ||
      a.roomId.localeCompare(b.roomId),
  );
  return all.slice(0, limit);
}

/** Whether any figure of a shift is known (a shift of rooms without history shows "no history"). */
export const hasForecast = (shift: Pick<ForecastShift, 'visits' | 'complaints'>) => shift.visits !== null || shift.complaints !== null;

/** The back-test's error as the sentence states it: visits per room-shift to one decimal, the share as a fraction (null: none). */
export function backtestSummary(backtest: ForecastBacktest): { visits: number; share: number | null; complaints: number } {
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  return { visits: oneDecimal(backtest.visits.mae), share: backtest.visits.wape, complaints: oneDecimal(backtest.complaints.mae) };
}
