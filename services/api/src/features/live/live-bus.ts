import type { Database } from '@facility/event-store';
import type { Projector } from '@facility/projector';
import { decodeLiveChange, encodeLiveChange, liveKindOf, type LiveChange } from './live-change.ts';

/** The PostgreSQL channel projector commits are announced on. */
export const LIVE_CHANNEL = 'facility_live';

/** LISTEN and NOTIFY on the database the processes share (a PostgreSQL server, or PGlite in one process). */
export type PubSub = Pick<Database, 'listen' | 'notify'>;

export interface LiveBusOptions {
  pubSub: PubSub;
  projector: Projector;
  onChange: (change: LiveChange) => void;
  onError: (error: unknown) => void;
}

/**
 * Fans projector commits out to every API process through PostgreSQL NOTIFY: the process
 * that owns a projection announces its commits, and every process (itself included)
 * listens and pushes to its own sockets. One path for one process or many, on a server
 * or on PGlite, so the single-process case tests the scale-out one.
 */
export async function startLiveBus({ pubSub, projector, onChange, onError }: LiveBusOptions): Promise<() => Promise<void>> {
  const unlisten = await pubSub.listen(LIVE_CHANNEL, (payload) => {
    const change = decodeLiveChange(payload);
    if (change) onChange(change);
  });
  const unsubscribe = projector.onChange((changeSet) => {
    if (!liveKindOf(changeSet.projection) || changeSet.siteIds.length === 0) return;
    const payload = encodeLiveChange({ projection: changeSet.projection, position: changeSet.position, siteIds: changeSet.siteIds, roomIds: changeSet.roomIds });
    pubSub.notify(LIVE_CHANNEL, payload).catch(onError);
  });
  return async () => {
    unsubscribe();
    await unlisten();
  };
}
