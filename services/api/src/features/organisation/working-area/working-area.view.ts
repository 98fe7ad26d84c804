import type { SiteCleaner, WorkingArea } from '@facility/contracts';
import type { CleanerUserRecord, WorkingAreaRecord } from '@facility/projections';

/**
 * What the working-area and cleaner routes answer, from read-model records. Pure: the
 * routes pass the site's cleaners already chosen (users of type `cleaner` granted the site).
 */

/**
 * A working area as the API answers it. Its rooms are already only live rooms of its site;
 * its cleaners are kept only while they are still cleaners granted the site, so a save of
 * the lists as read is always accepted.
 */
export function toWorkingArea(record: WorkingAreaRecord, siteCleaners: ReadonlyMap<string, CleanerUserRecord>): WorkingArea {
  const cleaners = record.cleanerIds.flatMap((id) => {
    const cleaner = siteCleaners.get(id);
    return cleaner ? [cleaner] : [];
  });
  return {
    workingAreaId: record.workingAreaId,
    siteId: record.siteId,
    name: record.name,
    roomIds: record.roomIds,
    cleanerIds: cleaners.map((cleaner) => cleaner.userId),
    rooms: record.rooms.map((room) => ({ roomId: room.roomId, displayName: room.displayName, building: room.building, floor: room.floor })),
    cleaners: cleaners.map((cleaner) => ({
      userId: cleaner.userId,
      firstName: cleaner.firstName,
      lastName: cleaner.lastName,
      username: cleaner.username,
      active: cleaner.active,
    })),
  };
}

/**
 * The site's cleaners (spec §3 "Cleaner"), in the order given, each with the site's working
 * areas it belongs to (by the areas' order). Working in the site: active and in at least
 * one of its working areas.
 */
export function toSiteCleaners(cleaners: readonly CleanerUserRecord[], areas: readonly WorkingAreaRecord[]): SiteCleaner[] {
  return cleaners.map((cleaner) => {
    const mine = areas.filter((area) => area.cleanerIds.includes(cleaner.userId));
    return {
      userId: cleaner.userId,
      firstName: cleaner.firstName,
      lastName: cleaner.lastName,
      username: cleaner.username,
      phone: cleaner.phone,
      email: cleaner.email,
      active: cleaner.active,
      workingAreaIds: mine.map((area) => area.workingAreaId),
      workingAreaNames: mine.map((area) => area.name),
      isWorkingInSite: cleaner.active && mine.length > 0,
    };
  });
}
