import type { LiveKind } from '@facility/contracts';
import { liveKindOf, type LiveChange } from './live-change.ts';

/** What one site is owed of one kind: the newest position and the rooms touched since the last push (null: any room). */
export interface PendingPush {
  siteId: string;
  kind: LiveKind;
  position: number;
  roomIds: Set<string> | null;
}

/**
 * Merges projector changes into one pending push per site and kind. Under load several
 * commits arrive while one push is being read and sent; merged, they cost one read and
 * one broadcast, and a board still gets every touched room at the newest position. Pure.
 */
export class LiveCoalescer {
  readonly #pending = new Map<string, PendingPush>();

  add(change: LiveChange): void {
    const kind = liveKindOf(change.projection);
    if (!kind) return;
    for (const siteId of change.siteIds) {
      const key = `${siteId}|${kind}`;
      const held = this.#pending.get(key);
      if (!held) {
        this.#pending.set(key, { siteId, kind, position: change.position, roomIds: change.roomIds ? new Set(change.roomIds) : null });
        continue;
      }
      held.position = Math.max(held.position, change.position);
      if (held.roomIds === null || change.roomIds === null) held.roomIds = null;
      else for (const roomId of change.roomIds) held.roomIds.add(roomId);
    }
  }

  /** Takes the pushes that are due: all but `stats` pushes held back until `statsDueAt(siteId)`. */
  take(isDue: (push: PendingPush) => boolean = () => true): PendingPush[] {
    const due: PendingPush[] = [];
    for (const [key, push] of this.#pending) {
      if (!isDue(push)) continue;
      due.push(push);
      this.#pending.delete(key);
    }
    return due;
  }

  get size(): number {
    return this.#pending.size;
  }
}
