import type { DemoOrganisation } from './demo-organisation.ts';
import { siteStaff } from './demo-history.profiles.ts';
import { DAY_MS, siteHours } from './demo-history.rhythms.ts';
import { roomHistory, type DeviceHistory } from './demo-history.room-events.ts';

/**
 * The demo's telemetry history: what every device of the demo organisation would have
 * sent over the last `days` days. Pure and deterministic for a given `now`: the random
 * choices come from a seeded PRNG per room and the event ids are derived from the seed,
 * the device and the event's place in the device's stream, so generating again yields
 * the same events with the same ids (and the store counts them as duplicates).
 *
 * The model, per room and hour of the site's local time:
 * - visitors follow the site's hourly and weekly rhythm (Sunday-Thursday in Tel Aviv,
 *   Monday-Friday elsewhere), fall away on holidays and off-days, and differ by room type
 *   (toilets busy, meeting rooms quiet); people counters report them at the end of each hour;
 * - complaints follow visits and grow with the visitors since the last clean and with empty
 *   dispensers; some are pressed twice within a minute; maintenance problems are rarer and
 *   are answered by a maintenance visit and an `IssueFixed`;
 * - cleaners come in rounds, rarer at night (and not at all where a site has no night
 *   shift), and also answer complaints and full counters with a delay drawn from their
 *   shift, so response times and SLA differ by shift;
 * - supervisors visit on working days; ratings and exposures come from pad9+ and tablets;
 *   dispensers report level changes and are refilled by cleaners;
 * - every device sends a heartbeat every twelve hours and once in the last quarter hour;
 *   batteries drain (a few end low, a few were replaced), and a few devices stopped
 *   sending days ago.
 */

export { batteryCurve } from './demo-history.heartbeats.ts';
export {
  dispenserCells,
  feedbackDevice,
  FIRMWARE,
  levelOf,
  ROOM_PROFILES,
  siteStaff,
  type SiteStaff,
} from './demo-history.profiles.ts';
export { hashSeed, historyEventId, poisson, prng } from './demo-history.random.ts';
export { DAY_MS, HOUR_MS, localTime, shiftAt, siteHours, type LocalTime, type SiteHour } from './demo-history.rhythms.ts';
export { roomHistory, type DeviceHistory, type RoomHistoryInput } from './demo-history.room-events.ts';

export interface DemoHistoryOptions {
  /** The history ends here. */
  now: Date;
  days: number;
}

/** The seed key that makes a history's ids: the same `now` and `days` give the same ids. */
export const historySeedKey = (options: DemoHistoryOptions) => `demo-history/v1/${options.now.toISOString()}/${options.days}`;

/** Every device's history, room by room. */
export function* demoHistory(org: DemoOrganisation, options: DemoHistoryOptions): Generator<DeviceHistory[]> {
  const to = options.now.getTime();
  const from = to - options.days * DAY_MS;
  const seedKey = historySeedKey(options);
  for (const site of org.sites) {
    const hours = siteHours(site, from, to);
    const staff = siteStaff(org, site.id);
    for (const room of site.rooms) {
      if (room.devices.length === 0) continue;
      yield roomHistory({ site, room, hours, staff, from, to, seedKey });
    }
  }
}
