import type { RecordedEvent, SiteNotificationSettings } from '@facility/contracts';

/**
 * The notification reactor's copy of a site: its name, zone, alerts flag, services and room
 * names (what a message names) and its notification settings with the moment they were
 * configured, folded from the site, room and settings events in the log's order.
 */

/** What the reactor keeps of a site. */
export interface NotifySite {
  siteId: string;
  name: string;
  timezone: string;
  /** SiteDetails.alerts: false = send nothing. */
  alerts: boolean;
  /** The site services (spec `servikName`) and the problems each answers. */
  services: { name: string; problems: string[] }[];
  /** Room display names by id (removed rooms are dropped). */
  rooms: Record<string, string>;
  /**
   * The codes of the site's devices that have one (`WAW-P9-104`), by id: what a mail names a
   * device by. Absent from states stored before version 2 of the reactor.
   */
  devices?: Record<string, string>;
  settings: SiteNotificationSettings | null;
  /** When the settings were configured (epoch ms): earlier moments are never notified. */
  configuredAt: number | null;
}

/** The site with the device's code (or without the device, for null). */
export function withDeviceCode(site: NotifySite, deviceId: string, code: string | null): NotifySite {
  const { [deviceId]: _old, ...devices } = site.devices ?? {};
  return { ...site, devices: code === null ? devices : { ...devices, [deviceId]: code } };
}

/** What a mail calls a device of the site: its code, else its id (as the device list does). */
export const deviceNameAt = (site: NotifySite, deviceId: string): string => site.devices?.[deviceId] ?? deviceId;

/** Applies a site, room or settings event to the site it concerns; null when the site was deleted. */
export function evolveNotifySite(site: NotifySite | null, event: RecordedEvent): NotifySite | null {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'SiteCreated') {
    return {
      siteId: String(data.siteId),
      name: String(data.name ?? ''),
      timezone: String(data.timezone ?? 'UTC'),
      alerts: data.alerts !== false,
      services: [],
      rooms: site?.rooms ?? {},
      settings: site?.settings ?? null,
      configuredAt: site?.configuredAt ?? null,
    };
  }
  if (event.type === 'SiteDeleted') return null;
  if (!site) return site;
  switch (event.type) {
    case 'SiteDetailsUpdated':
      return {
        ...site,
        name: typeof data.name === 'string' ? data.name : site.name,
        timezone: typeof data.timezone === 'string' ? data.timezone : site.timezone,
        alerts: typeof data.alerts === 'boolean' ? data.alerts : site.alerts,
      };
    case 'SiteCallSettingsSet': {
      const services = Array.isArray(data.services) ? (data.services as { name: string; problems: string[] }[]) : [];
      return { ...site, services: services.map(({ name, problems }) => ({ name, problems })) };
    }
    case 'RoomCreated':
    case 'RoomUpdated':
      return typeof data.displayName === 'string' ? { ...site, rooms: { ...site.rooms, [String(data.roomId)]: data.displayName } } : site;
    case 'RoomRemoved': {
      const { [String(data.roomId)]: _gone, ...rooms } = site.rooms;
      return { ...site, rooms };
    }
    case 'SiteNotificationsConfigured': {
      const { siteId: _siteId, email, webhook } = data as unknown as SiteNotificationSettings & { siteId: string };
      return { ...site, settings: { email, webhook }, configuredAt: event.occurredAt.getTime() };
    }
    default:
      return site;
  }
}
