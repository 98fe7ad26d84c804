import type { CallSource, ComplaintCategory } from '@facility/contracts';
import type { SiteRules } from '../calendar/site-rules.ts';

/**
 * What the call reactor keeps between batches (call-reactor.rules.ts decides with it): each
 * room's open calls and counts since its last cleaning, the sites' rules, and the repeat
 * rule's memory of presses. Stored by the reactor projection as JSON.
 */

export const DEFAULT_COUNTER_THRESHOLD = 30;

export interface OpenCall {
  callId: string;
  source: CallSource;
  category: ComplaintCategory;
  openedAt: number;
  /** Minutes after which the call escalates; null when it opened outside every shift. */
  maxSla: number | null;
  escalated: boolean;
  /** The task occurrences the call waits for (`TaskDue`); absent in calls stored before tasks existed. */
  occurrenceIds?: string[];
}

export interface ReactorRoom {
  roomId: string;
  siteId: string;
  cleaning: OpenCall | null;
  maintenance: OpenCall | null;
  /** Visitors counted since the last cleaner arrival. */
  visitsSinceClean: number;
  /** A counter call was opened (or found a call already open) since the last cleaner arrival. */
  counterCalled: boolean;
  lastCleanedAt: number | null;
  lastMaintainedAt: number | null;
  /** The room's own counter threshold; null = the site's. */
  visitorThreshold: number | null;
  /** Cleaning complaints since the last cleaner arrival, after the repeat rule (ratio mode, Cleandex). */
  complaintsSinceClean: number;
  /** Ratings (0-100) given since the last cleaner arrival (Cleandex). */
  ratingSum: number;
  ratingCount: number;
  /** A Cleandex call was opened (or found a cleaning call already open) since the last cleaner arrival. */
  cleandexCalled: boolean;
  /** When the room's last call of each category was resolved (the gap runs from there). */
  cleaningResolvedAt: number | null;
  maintenanceResolvedAt: number | null;
  /** Problems reported while the gap or the ratio held a call back: the next complaint call carries them. */
  heldProblems: { cleaning: string[]; maintenance: string[] };
  /** Event time up to which the site's scheduled call times were considered; null before the room's first event. */
  scheduledUntil: number | null;
  /** Task occurrences confirmed before they came due (newest last, at most 50): their `TaskDue` opens no call. */
  tasksDoneEarly: string[];
}

export interface CallReactorState {
  sites: Map<string, SiteRules>;
  rooms: Map<string, ReactorRoom>;
  /** The repeat rule's memory: last counted press per device and problem (ms). */
  presses: Map<string, number>;
}

export const newReactorRoom = (roomId: string, siteId: string): ReactorRoom => ({
  roomId,
  siteId,
  cleaning: null,
  maintenance: null,
  visitsSinceClean: 0,
  counterCalled: false,
  lastCleanedAt: null,
  lastMaintainedAt: null,
  visitorThreshold: null,
  complaintsSinceClean: 0,
  ratingSum: 0,
  ratingCount: 0,
  cleandexCalled: false,
  cleaningResolvedAt: null,
  maintenanceResolvedAt: null,
  heldProblems: { cleaning: [], maintenance: [] },
  scheduledUntil: null,
  tasksDoneEarly: [],
});

/** A room's state as stored, with the fields added since it was written set to their start values. */
export const storedReactorRoom = (stored: ReactorRoom): ReactorRoom => ({ ...newReactorRoom(stored.roomId, stored.siteId), ...stored });
