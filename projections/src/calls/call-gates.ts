import type { ComplaintCategory, SiteCallSettings } from '@facility/contracts';
import { cleandexScore } from '../cleandex/cleandex.maths.ts';

/**
 * The site call settings' gates on opening a call (DOMAIN.md "Calls"; `SiteCallSettings`
 * in the contracts), as pure predicates over a room's state at an event's time.
 */

const MINUTE_MS = 60_000;

/** When the room's last call of each category was resolved (epoch ms). */
export interface ResolvedTimes {
  cleaningResolvedAt: number | null;
  maintenanceResolvedAt: number | null;
}

/**
 * Whether `at` falls within the gap after the room's last resolved call of `category`: no
 * complaint, counter, scheduled or Cleandex trigger of that category opens a call then.
 */
export function inGap(room: ResolvedTimes, category: ComplaintCategory, at: number, settings: SiteCallSettings): boolean {
  const resolvedAt = category === 'cleaning' ? room.cleaningResolvedAt : room.maintenanceResolvedAt;
  if (settings.gapInMinutes <= 0 || resolvedAt === null) return false;
  return at >= resolvedAt && at < resolvedAt + settings.gapInMinutes * MINUTE_MS;
}

/**
 * Ratio mode: whether the cleaning complaints since the last cleaning (this one included)
 * reach `ratioPercent` % of the visitors counted since then. A room without counted
 * visitors calls on every complaint; sequential mode always calls.
 */
export function ratioReached(complaints: number, visits: number, settings: SiteCallSettings): boolean {
  if (settings.mode !== 'ratio' || visits <= 0) return true;
  return (complaints / visits) * 100 >= settings.ratioPercent;
}

/** The Cleandex inputs the reactor keeps per room since its last cleaner arrival. */
export interface CleandexTally {
  visitsSinceClean: number;
  complaintsSinceClean: number;
  ratingSum: number;
  ratingCount: number;
}

/** Whether the room's Cleandex score (cleandex.maths.ts) is below the site's threshold; never when Cleandex calls are off. */
export function cleandexBelow(room: CleandexTally, counterThreshold: number, settings: SiteCallSettings): boolean {
  if (settings.cleandexThreshold === null) return false;
  const score = cleandexScore({
    visits: room.visitsSinceClean,
    complaints: room.complaintsSinceClean,
    ratingSum: room.ratingSum,
    ratingCount: room.ratingCount,
    threshold: counterThreshold,
  });
  return score < settings.cleandexThreshold;
}
