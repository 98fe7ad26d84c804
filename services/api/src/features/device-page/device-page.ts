import type { DevicePage, DevicePageProblem, DevicePageTask, SiteCallSettings, SiteNotificationSettings, Survey, UserLanguage } from '@facility/contracts';
import type { DeviceIdentity } from '@facility/projections';

/**
 * The problem buttons of a site without call services: the most common cleaning and
 * maintenance complaints, every one a key of the `labels` dictionary, so a browser device
 * works before anyone has configured the site.
 */
export const DEFAULT_PROBLEMS: readonly DevicePageProblem[] = [
  ...['dirty_floor', 'dirty_toilet', 'dirty_sink', 'bad_smell', 'full_trash', 'missing_toilet_paper', 'missing_soap', 'missing_paper_towels'].map(
    (problem) => ({ problem, category: 'cleaning' as const }),
  ),
  ...['problem_leak', 'problem_flush', 'problem_light', 'problem_clogged_toilet', 'problem_other'].map((problem) => ({ problem, category: 'maintenance' as const })),
];

/** The page has its own "call a cleaner" button (`CleanerCallRequested`), so this key is never a problem button. */
const NOT_A_PROBLEM_BUTTON = new Set(['call_cleaner']);

/**
 * The site's problem buttons: each call service's problems with the service's category, in
 * the services' order, cleaning before maintenance (the pad's layout); the default list when
 * the site has no services.
 */
export function problemButtons(settings: SiteCallSettings): DevicePageProblem[] {
  const seen = new Set<string>();
  const buttons: DevicePageProblem[] = [];
  for (const category of ['cleaning', 'maintenance'] as const) {
    for (const service of settings.services.filter((candidate) => candidate.category === category)) {
      for (const problem of service.problems) {
        if (seen.has(problem) || NOT_A_PROBLEM_BUTTON.has(problem)) continue;
        seen.add(problem);
        buttons.push({ problem, category });
      }
    }
  }
  return buttons.length > 0 ? buttons : [...DEFAULT_PROBLEMS];
}

/** The page opens in the language the site's complaints are written in (its notification mail's), else English. */
export function pageLanguage(settings: SiteNotificationSettings | null | undefined): UserLanguage {
  return settings?.email.complaintLanguage ?? 'en';
}

export interface DevicePageParts {
  device: Pick<DeviceIdentity, 'deviceId' | 'deviceType'> & { deviceCode: string | null };
  room: { roomId: string; displayName: string; roomNameEn: string | null };
  site: { siteId: string; name: string; timezone: string; callSettings: SiteCallSettings };
  notificationSettings: SiteNotificationSettings | null;
  survey: Survey | null;
  tasks: DevicePageTask[];
  now: Date;
}

/** `GET /api/devices/self`'s answer from what the read models hold. */
export function toDevicePage(parts: DevicePageParts): DevicePage {
  const { device, room, site } = parts;
  return {
    deviceId: device.deviceId,
    deviceType: device.deviceType,
    deviceCode: device.deviceCode,
    room: { roomId: room.roomId, displayName: room.displayName, roomNameEn: room.roomNameEn || null },
    site: { siteId: site.siteId, name: site.name, timezone: site.timezone, language: pageLanguage(parts.notificationSettings) },
    problems: problemButtons(site.callSettings),
    survey: parts.survey,
    tasks: [...parts.tasks].sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.taskId.localeCompare(b.taskId)),
    serverTime: parts.now.toISOString(),
  };
}
