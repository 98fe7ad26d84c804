import type { ColumnType } from 'kysely';

/**
 * Failed-login counters per throttle key (an address and email pair, or an address), kept in
 * PostgreSQL so every API process counts the same attempts. State, not history: not events.
 */
export interface LoginThrottleTable {
  key: string;
  /** Attempts counted in the current window (an attempt counts before its password is checked). */
  failures: number;
  /** No attempt under this key is checked before this moment. */
  blocked_until: ColumnType<Date, Date, Date>;
  /** The last counted attempt: a window that stayed quiet long enough starts again from zero. */
  updated_at: ColumnType<Date, Date, Date>;
}
