/**
 * SQLSTATE codes (and classes, by their first two characters) that say the database failed,
 * not the statement: the same work may succeed when tried again.
 * - class 08: connection exception; class 53: insufficient resources (too many connections,
 *   out of memory, disk full);
 * - 57P01/57P02/57P03: the backend was terminated (`pg_terminate_backend`, a fast shutdown),
 *   the server crashed, or it is still starting;
 * - 40001/40P01: serialization failure, deadlock: PostgreSQL rolled back a transaction that
 *   another one was in the way of.
 */
const TRANSIENT_CLASSES = new Set(['08', '53']);
const TRANSIENT_CODES = new Set(['57P01', '57P02', '57P03', '40001', '40P01']);

/** Socket errors from Node while connecting or talking to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres reports a connection it lost or could not make with plain errors that carry
 * no code, only these messages (pg 8: client.js and pg-pool).
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * True when `error` came from losing or overloading the database rather than from the work
 * itself, so doing the same work again later may succeed. The projector uses it to tell a
 * poison event (dead-lettered) from a database that went away under it (retried).
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TRANSIENT_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && TRANSIENT_CLASSES.has(code.slice(0, 2))) return true;
  }
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  return error.cause !== undefined && isTransientDatabaseError(error.cause);
}
