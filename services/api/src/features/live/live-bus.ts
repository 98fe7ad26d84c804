import type { ReadModelDatabase } from '@facility/projections';
import type { Projector } from '@facility/projector';
import { sql, type Kysely } from 'kysely';
import { decodeLiveChange, encodeLiveChange, liveKindOf, type LiveChange } from './live-change.ts';

/** The PostgreSQL channel projector commits are announced on. */
export const LIVE_CHANNEL = 'facility_live';

export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;

export interface LiveBusOptions {
  db: Kysely<ReadModelDatabase>;
  projector: Projector;
  listen: Listen;
  onChange: (change: LiveChange) => void;
  onError: (error: unknown) => void;
}

/**
 * Fans projector commits out to every API process through PostgreSQL NOTIFY: the process
 * that owns a projection announces its commits, and every process (itself included)
 * listens and pushes to its own sockets. One path for one process or many, on a server
 * or on PGlite, so the single-process case tests the scale-out one.
 */
export async function startLiveBus({ db, projector, listen, onChange, onError }: LiveBusOptions): Promise<() => Promise<void>> {
  const unlisten = await listen(LIVE_CHANNEL, (payload) => {
    const change = decodeLiveChange(payload);
    if (change) onChange(change);
  });
  const unsubscribe = projector.onChange((changeSet) => {
    if (!liveKindOf(changeSet.projection) || changeSet.siteIds.length === 0) return;
    const payload = encodeLiveChange({ projection: changeSet.projection, position: changeSet.position, siteIds: changeSet.siteIds, roomIds: changeSet.roomIds });
    sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(db).catch(onError);
  });
  return async () => {
    unsubscribe();
    await unlisten();
  };
}
