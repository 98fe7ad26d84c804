export * from './types.ts';
export * from './errors.ts';
export * from './upcasting.ts';
export type { Database, SessionLock } from './database/database.ts';
export { connectDatabase, type ConnectOptions } from './database/connect.ts';
export { DataDirInUseError } from './database/data-dir-lock.ts';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store.ts';
export { isTransientDatabaseError } from './database/transient-errors.ts';
