import type { ProjectionMonitor } from '@facility/projector';
import { changesSites, LIVE_CHANNEL, type PubSub } from './live-bus.ts';
import { decodeLiveChange, type LiveChange } from './live-change.ts';

export interface ReadModelChangeFollower {
  pubSub: PubSub;
  projector: ProjectionMonitor;
  /** A projector commit, from this process's projector at once or from any other process through NOTIFY (once either way). */
  onChange: (change: Pick<LiveChange, 'projection' | 'siteIds'>) => void;
  /** The NOTIFY connection came back after a loss: changes may have been missed. */
  onResumed: () => void;
}

/**
 * Follows every read-model change a process must know of to keep answers of its own (the
 * answer cache, the kept users, sites and devices): the commits NOTIFYed on the live channel by whichever
 * process owns each projection, and this process's own projector's commits directly, so a
 * caller that waited for its projection here never meets an answer older than its commit.
 */
export async function followReadModelChanges({ pubSub, projector, onChange, onResumed }: ReadModelChangeFollower): Promise<() => Promise<void>> {
  // A commit of this process's projector comes twice (directly, then through NOTIFY): the
  // echo, arriving after answers were read again, must not drop them again.
  const echoes = new Set<string>();
  const keyOf = (change: Pick<LiveChange, 'projection' | 'position'>) => `${change.projection}@${change.position}`;
  // Here an empty site list means the commit changed nothing a site shows (a batch of
  // events the projection skips); on the channel it means "too many sites to list".
  const unsubscribe = projector.onChange((changeSet) => {
    if (!changesSites(changeSet)) return;
    echoes.add(keyOf(changeSet));
    // Echoes lost with a failed NOTIFY would pile up: keep the newest only.
    if (echoes.size > MAX_ECHOES) echoes.delete(echoes.values().next().value!);
    onChange(changeSet);
  });
  const unlisten = await pubSub.listen(
    LIVE_CHANNEL,
    (payload) => {
      const change = decodeLiveChange(payload);
      if (change && !echoes.delete(keyOf(change))) onChange(change);
    },
    onResumed,
  );
  return async () => {
    unsubscribe();
    await unlisten();
  };
}

const MAX_ECHOES = 10_000;
