import Type from 'typebox';

/**
 * Working-area events (spec §2 `/working-area`, §3 "Cleaner": `workingAreaNames`), stored in
 * the stream {@link workingAreaStreamId}. A working area is a named part of one site: some
 * of its rooms and the cleaners who look after them. A cleaner (a user of type `cleaner`
 * granted the site) may be in any number of a site's working areas. Who made each change
 * is in the event metadata.
 *
 * The events carry ids only: that the rooms belong to the site, that the cleaners are
 * cleaners granted it, and that the name is unique in the site are the command handler's
 * checks against the read model when the change is made. Rooms removed later simply stop
 * showing in the area; its events are never rewritten.
 */

/** Names are under 50 characters (spec §5 "name under ... 50"), unique per site regardless of case. */
export const WORKING_AREA_NAME_MAX = 49;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const IdList = Type.Array(Id, { uniqueItems: true });

/** What an admin can change about a working area (all but its id and site). */
export const WorkingAreaProfile = Type.Object({
  /** Trimmed, 1..49 characters. */
  name: Type.String({ minLength: 1, maxLength: WORKING_AREA_NAME_MAX }),
  /** Rooms of the area's site, in the order chosen. */
  roomIds: IdList,
  /** Users of type `cleaner` granted the area's site. */
  cleanerIds: IdList,
});
export type WorkingAreaProfile = Type.Static<typeof WorkingAreaProfile>;

/** A working area was added to a site. */
export const WorkingAreaCreated = Type.Object({
  workingAreaId: Id,
  siteId: Id,
  ...WorkingAreaProfile.properties,
});
export type WorkingAreaCreated = Type.Static<typeof WorkingAreaCreated>;

/** Some fields changed: only those present changed; a list is given whole. */
export const WorkingAreaUpdated = Type.Object({
  workingAreaId: Id,
  /** The area's site, unchanged: carried so per-site consumers need no lookup. */
  siteId: Id,
  ...Type.Partial(WorkingAreaProfile).properties,
});
export type WorkingAreaUpdated = Type.Static<typeof WorkingAreaUpdated>;

/** The working area was deleted; its stream accepts no further commands. Its history stays. */
export const WorkingAreaDeleted = Type.Object({
  workingAreaId: Id,
  siteId: Id,
});
export type WorkingAreaDeleted = Type.Static<typeof WorkingAreaDeleted>;

/** Working-area event data schemas, keyed by event type (stream `org-working-area-<id>`). */
export const WorkingAreaEventSchemas = {
  WorkingAreaCreated,
  WorkingAreaUpdated,
  WorkingAreaDeleted,
} as const;

export type WorkingAreaEventType = keyof typeof WorkingAreaEventSchemas;
export const WORKING_AREA_EVENT_TYPES = Object.keys(WorkingAreaEventSchemas) as WorkingAreaEventType[];

/** A working-area event as deciders produce it: `{ type, data }`. */
export type WorkingAreaEvent = {
  [K in WorkingAreaEventType]: { type: K; data: Type.Static<(typeof WorkingAreaEventSchemas)[K]> };
}[WorkingAreaEventType];

/** Prefix of every working-area stream. */
export const WORKING_AREA_STREAM_PREFIX = 'org-working-area-';

/** A working area's own stream: its creation, changes and deletion. */
export const workingAreaStreamId = (workingAreaId: string): string => `${WORKING_AREA_STREAM_PREFIX}${workingAreaId}`;
