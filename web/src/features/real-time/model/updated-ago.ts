/**
 * "Updated N s ago" and the lost-connection warning of the live boards (issue 19). Pure.
 */

/** After this long without a live connection, the board says so plainly. */
export const CONNECTION_LOST_AFTER_MS = 30_000;

export interface Age {
  value: number;
  unit: 'second' | 'minute' | 'hour';
}

/** How long ago `at` was, in the largest whole unit (seconds under a minute), for Intl.RelativeTimeFormat. */
export function updatedAgo(at: number, now: number): Age {
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 60) return { value: seconds, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  return { value: Math.floor(minutes / 60), unit: 'hour' };
}

/** The connection has been down (or never up) since `lostAt` for longer than the grace period. */
export function connectionLost(lostAt: number | null, now: number, after = CONNECTION_LOST_AFTER_MS): boolean {
  return lostAt !== null && now - lostAt > after;
}
