import type { RawBuilder, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

/**
 * Statements whose parameters were taken from the rows when they were built: run later, they
 * write the rows as they were then, whatever a fold has changed since. An in-memory rebuild
 * builds a write this way and goes on folding while the write runs.
 */
export type Statements = readonly RawBuilder<unknown>[];

/** Runs the statements one after the other in the transaction. */
export async function runStatements(trx: Transaction<ReadModelDatabase>, statements: Statements): Promise<void> {
  for (const statement of statements) await statement.execute(trx);
}

/** Rows per statement of a large write: a year's rebuild writes hundreds of thousands of rows at a time. */
const ROWS_PER_STATEMENT = 20_000;

/** `rows` in slices of at most `size`, for one statement each. */
export function slices<Row>(rows: readonly Row[], size = ROWS_PER_STATEMENT): Row[][] {
  const result: Row[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
