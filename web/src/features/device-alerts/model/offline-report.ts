import type { OfflineTimeReport } from '@facility/contracts';
import type { CsvCell } from '../../../lib/csv.ts';
import { alertDeviceName } from './alert-list.ts';

export type OfflineTimeRow = OfflineTimeReport['devices'][number];

/**
 * Most offline first (the server's order, kept should it ever differ), then the most
 * alerts, then by name, so a tie never reorders between two refreshes.
 */
export function sortOfflineRows(rows: readonly OfflineTimeRow[]): OfflineTimeRow[] {
  return [...rows].sort(
    (a, b) => b.offlineMinutes - a.offlineMinutes || b.alerts - a.alerts || alertDeviceName(a).localeCompare(alertDeviceName(b)) || a.deviceId.localeCompare(b.deviceId),
  );
}

/**
 * The report's rows split into the devices that were offline at some point of the month
 * (most offline first) and the ones that never were: on a large site the latter are most
 * of the list, so the screen folds them away.
 */
export function splitOfflineRows(rows: readonly OfflineTimeRow[]): { offline: OfflineTimeRow[]; never: OfflineTimeRow[] } {
  const sorted = sortOfflineRows(rows);
  return { offline: sorted.filter((row) => row.offlineMinutes > 0 || row.alerts > 0), never: sorted.filter((row) => row.offlineMinutes === 0 && row.alerts === 0) };
}

/** The summed offline minutes and alerts of the report's devices. */
export function offlineTotals(rows: readonly OfflineTimeRow[]): { offlineMinutes: number; alerts: number } {
  return rows.reduce((sum, row) => ({ offlineMinutes: sum.offlineMinutes + row.offlineMinutes, alerts: sum.alerts + row.alerts }), { offlineMinutes: 0, alerts: 0 });
}

export interface OfflineCsvText {
  /** Column titles: device, id, type, room, offline time (h:mm), offline minutes, share (%), alerts. */
  header: [string, string, string, string, string, string, string, string];
  type: (type: string) => string;
  hoursMinutes: (minutes: number) => string;
}

/**
 * The report as a spreadsheet: both the readable `h:mm` and the minutes (a number a
 * spreadsheet can add), the share as a percentage with one decimal.
 */
export function offlineCsv(rows: readonly OfflineTimeRow[], text: OfflineCsvText): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [...text.header],
    rows: sortOfflineRows(rows).map((row) => [
      alertDeviceName(row),
      row.deviceId,
      text.type(row.deviceType),
      row.roomName ?? '',
      text.hoursMinutes(row.offlineMinutes),
      row.offlineMinutes,
      Math.round(row.share * 1000) / 10,
      row.alerts,
    ]),
  };
}

/**
 * The rows with each room named as the reader reads it (issue 19), for the table and the CSV
 * alike. `nameOf` is `useRoomName`'s: the room's id and local name → the shown name.
 */
export const withRoomNames = (rows: readonly OfflineTimeRow[], nameOf: (roomId: string, localName: string) => string): OfflineTimeRow[] =>
  rows.map((row) => (row.roomId === null || row.roomName === null ? row : { ...row, roomName: nameOf(row.roomId, row.roomName) }));
