import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/**
 * Runs a statistics read with plans made for its parameters (`plan_cache_mode =
 * force_custom_plan`, set for its own transaction only; inside the caller's transaction,
 * for the rest of that one).
 *
 * postgres.js prepares every statement, and after five runs PostgreSQL may keep a generic
 * plan, made without the values, when its estimate looks cheaper than the custom ones. For
 * a range of hourly buckets the generic plan guesses a few thousand rows and walks the
 * (site, hour) index row by row; for a month of a 200-room site that is 150,000 rows in
 * hour order, each hour's rows on other pages (400 ms, measured), where a plan that sees
 * the range reads the same rows with a bitmap scan, each page once (80 ms). Under the
 * query benchmark's load the analytics answered five times faster with custom plans. The
 * cost is the transaction's extra round trips, well under a millisecond.
 */
export async function withCustomPlans<T>(db: Db, read: (trx: Transaction<ReadModelDatabase>) => Promise<T>): Promise<T> {
  const run = async (trx: Transaction<ReadModelDatabase>) => {
    await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
    return read(trx);
  };
  return db.isTransaction ? run(db as Transaction<ReadModelDatabase>) : db.transaction().execute(run);
}
