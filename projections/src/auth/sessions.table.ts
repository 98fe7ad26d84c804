import type { ColumnType } from 'kysely';

/**
 * Server-side sessions. Only a SHA-256 of the cookie's token is stored, so a leaked table
 * does not let anyone sign in. Sessions are state, not history: they are not events.
 */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, Date>;
}
