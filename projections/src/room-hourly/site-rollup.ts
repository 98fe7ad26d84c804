import { COUNTER_FIELDS } from './counter-fields.ts';
import type { CounterDelta } from './room-hourly.fold.ts';

/** A bucket's deltas summed over the rooms of its site: a row of a site rollup table. */
export type SiteDelta<Delta extends CounterDelta> = Omit<Delta, 'roomId'>;

/**
 * Sums room deltas into one per site and bucket (`bucketOf` names the bucket without its
 * room: an hour, or a local day and shift). Every counter adds up and `isAmended` is or-ed,
 * as the room rows themselves add up when written, so a site's rollup rows always equal
 * the sums of its room rows. Pure; the deltas are not changed.
 */
export function rollUpToSites<Delta extends CounterDelta>(deltas: Iterable<Delta>, bucketOf: (delta: Delta) => string): SiteDelta<Delta>[] {
  const sums = new Map<string, SiteDelta<Delta>>();
  for (const delta of deltas) {
    const key = `${delta.siteId}\u0000${bucketOf(delta)}`;
    const sum = sums.get(key);
    if (!sum) {
      const { roomId: _room, ...first } = delta;
      sums.set(key, first);
      continue;
    }
    for (const { field } of COUNTER_FIELDS) sum[field] += delta[field];
    sum.isAmended ||= delta.isAmended;
  }
  return [...sums.values()];
}
