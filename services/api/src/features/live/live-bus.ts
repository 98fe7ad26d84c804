import type { Database } from '@facility/event-store';
import type { ChangeSet, ProjectionMonitor } from '@facility/projector';
import { decodeLiveChange, encodeLiveChange, liveKindOf, type LiveChange } from './live-change.ts';

/** The PostgreSQL channel projector commits are announced on. */
export const LIVE_CHANNEL = 'facility_live';

/** LISTEN and NOTIFY on the database the processes share (a PostgreSQL server, or PGlite in one process). */
export type PubSub = Pick<Database, 'listen' | 'notify'> & Partial<Pick<Database, 'kind'>>;

export interface LiveBusOptions {
  pubSub: PubSub;
  projector: ProjectionMonitor;
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
  const unsubscribe = announceProjectorChanges({ pubSub, projector, onError });
  return async () => {
    unsubscribe();
    await unlisten();
  };
}

/**
 * A commit that changed something a site shows: any with sites listed, organisation
 * commits that applied events (a subscription filtered by event type also commits empty
 * batches, to move its checkpoint past the events it skips), and the end of a rebuild in
 * memory, which may have changed any site's rows and lists none (an empty list on the
 * channel: "any site").
 */
export const changesSites = (changeSet: Pick<ChangeSet, 'projection' | 'events' | 'siteIds' | 'rebuilt'>) =>
  changeSet.rebuilt === true || (changeSet.projection === 'organisation' ? changeSet.events > 0 : changeSet.siteIds.length > 0);

/**
 * Which commits are announced: those a live message comes of, and the organisation's (no
 * live message, but every node's kept answers and records must drop what they keep).
 */
const announced = (changeSet: ChangeSet) => changesSites(changeSet) && (changeSet.projection === 'organisation' || liveKindOf(changeSet.projection) !== null);

/**
 * The announcing half alone: this process's projector commits, NOTIFYed to every API node.
 * The projector process (`npm run projector`) runs only this; API nodes only listen.
 */
export function announceProjectorChanges({ pubSub, projector, onError }: Omit<LiveBusOptions, 'onChange'>): () => void {
  return projector.onChange((changeSet) => {
    if (!announced(changeSet)) return;
    const payload = encodeLiveChange({ projection: changeSet.projection, position: changeSet.position, siteIds: changeSet.siteIds, roomIds: changeSet.roomIds });
    pubSub.notify(LIVE_CHANNEL, payload).catch(onError);
  });
}
