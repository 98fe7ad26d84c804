import Type from 'typebox';
import { Nullable } from './schema-helpers.ts';

/**
 * Request and response schemas of the working-area routes (`/api/admin/working-areas`) and
 * the site's cleaner list (`/api/admin/cleaners`, spec §3 "Cleaner"), behind the screens
 * `/working-area` and `/users/cleaners` (spec §2).
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
/** Room or cleaner ids; the route checks each against the site and names a bad one (`body/roomIds/2`). */
const IdList = Type.Array(Id, { maxItems: 2000, uniqueItems: true });

/** `GET /api/admin/working-areas?siteId=`. */
export const WorkingAreasQuery = Type.Object({ siteId: Id }, { additionalProperties: false });
export type WorkingAreasQuery = Type.Static<typeof WorkingAreasQuery>;

/** `GET /api/admin/cleaners?siteId=`. */
export const SiteCleanersQuery = Type.Object({ siteId: Id }, { additionalProperties: false });
export type SiteCleanersQuery = Type.Static<typeof SiteCleanersQuery>;

/** `/api/admin/working-areas/{id}` and its `/history`. */
export const WorkingAreaIdParams = Type.Object({ id: Id });
export type WorkingAreaIdParams = Type.Static<typeof WorkingAreaIdParams>;

/**
 * The fields a body may carry. Only the JSON types are checked here: the working-area rules
 * check the name's length (under 50 characters, trimmed) and its uniqueness in the site, so
 * the answer says why.
 */
const workingAreaFields = {
  name: Type.String({ maxLength: 500 }),
  /** Rooms of the site that are not removed. */
  roomIds: IdList,
  /** Users of type `cleaner` granted the site. */
  cleanerIds: IdList,
};

/** `POST /api/admin/working-areas`: a new working area of a site; left-out lists are empty. */
export const CreateWorkingAreaBody = Type.Object(
  {
    siteId: Id,
    name: workingAreaFields.name,
    roomIds: Type.Optional(workingAreaFields.roomIds),
    cleanerIds: Type.Optional(workingAreaFields.cleanerIds),
  },
  { additionalProperties: false },
);
export type CreateWorkingAreaBody = Type.Static<typeof CreateWorkingAreaBody>;

/** `PUT /api/admin/working-areas/{id}`: the fields to change; a list is replaced whole, absent ones stay. */
export const UpdateWorkingAreaBody = Type.Partial(Type.Object(workingAreaFields), { additionalProperties: false });
export type UpdateWorkingAreaBody = Type.Static<typeof UpdateWorkingAreaBody>;

/** A room of a working area, with what a screen needs to show and group it. */
export const WorkingAreaRoom = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  building: Nullable(Type.String()),
  floor: Nullable(Type.Integer()),
});
export type WorkingAreaRoom = Type.Static<typeof WorkingAreaRoom>;

/** A cleaner of a working area. */
export const WorkingAreaCleaner = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  /** False once the user was deactivated (still listed until taken out of the area). */
  active: Type.Boolean(),
});
export type WorkingAreaCleaner = Type.Static<typeof WorkingAreaCleaner>;

/**
 * A working area as the API answers it. `roomIds` and `rooms` hold only rooms that are not
 * removed; `cleanerIds` and `cleaners` only users who are still cleaners granted the site.
 * A save of the lists as read is therefore always accepted.
 */
export const WorkingArea = Type.Object({
  workingAreaId: Type.String(),
  siteId: Type.String(),
  name: Type.String(),
  roomIds: Type.Array(Type.String()),
  cleanerIds: Type.Array(Type.String()),
  rooms: Type.Array(WorkingAreaRoom),
  cleaners: Type.Array(WorkingAreaCleaner),
});
export type WorkingArea = Type.Static<typeof WorkingArea>;

/** `GET /api/admin/working-areas?siteId=`: the site's working areas, by name. */
export const WorkingAreaList = Type.Array(WorkingArea);
export type WorkingAreaList = Type.Static<typeof WorkingAreaList>;

/** `DELETE /api/admin/working-areas/{id}` answers 204 without a body. */
export const WorkingAreaDeletedResponse = Type.Null();

/**
 * A cleaner of a site (spec §3 "Cleaner"): a user of type `cleaner` granted the site, with
 * the site's working areas it belongs to. `isWorkingInSite`: active and in at least one of
 * them. (The spec's `platform`, the cleaners' phone app, is not recorded.)
 */
export const SiteCleaner = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  phone: Nullable(Type.String()),
  email: Type.String(),
  active: Type.Boolean(),
  workingAreaIds: Type.Array(Type.String()),
  workingAreaNames: Type.Array(Type.String()),
  isWorkingInSite: Type.Boolean(),
});
export type SiteCleaner = Type.Static<typeof SiteCleaner>;

/** `GET /api/admin/cleaners?siteId=`: the site's cleaners, by last then first name. */
export const SiteCleanerList = Type.Array(SiteCleaner);
export type SiteCleanerList = Type.Static<typeof SiteCleanerList>;
