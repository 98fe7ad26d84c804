/**
 * The lost-connection warning of the live boards (issue 19). Pure. ("Updated N s ago" is
 * `formatAgo` of lib/relative-age.)
 */

/** After this long without a live connection, the board says so plainly. */
export const CONNECTION_LOST_AFTER_MS = 30_000;

/** The connection has been down (or never up) since `lostAt` for longer than the grace period. */
export function connectionLost(lostAt: number | null, now: number, after = CONNECTION_LOST_AFTER_MS): boolean {
  return lostAt !== null && now - lostAt > after;
}
