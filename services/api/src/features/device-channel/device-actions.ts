import type { DeviceCommandAction } from '@facility/contracts';

/** Spec §8: what the panel shows when a kiosk action or a screenshot fails. */
export const KIOSK_FAILURE_TEXT = 'Device might be unavailable';
/** Spec §8: what the panel shows when a native tablet action fails. */
export const TABLET_FAILURE_TEXT = 'Failed to send the message';

/** `POST /api/sensor/tabletAction` actions (spec §7) and the commands they send to native tablets. */
export const TABLET_ACTIONS = { refresh: 'refresh_survey', restart: 'restart' } as const satisfies Record<string, DeviceCommandAction>;
export type TabletAction = keyof typeof TABLET_ACTIONS;

/** Spec §8 success texts, per command. A screenshot answers its image URL instead. */
export const SUCCESS_TEXTS: Record<Exclude<DeviceCommandAction, 'screenshot'>, string> = {
  refresh_survey: 'Tablet Native App Refreshed',
  restart: 'Tablet Native App Restarted',
  profile_download: 'profile Downloaded',
  kiosk_settings: 'Kiosk Browser Opened',
  teamviewer: 'Team Viewer Opened',
  restart_app: 'Kiosk App Restarted',
};

/** One `GET /api/kiosk/<path>/{id}` route (spec §7) and the command it sends. */
export interface KioskRoute {
  path: string;
  action: DeviceCommandAction;
  summary: string;
}

export const KIOSK_ROUTES: readonly KioskRoute[] = [
  { path: 'screenshot', action: 'screenshot', summary: "Take a screenshot of a kiosk tablet; answers the image's URL" },
  { path: 'profileDownload', action: 'profile_download', summary: 'Make a kiosk tablet download its kiosk profile' },
  { path: 'openKioskBrowserSettings', action: 'kiosk_settings', summary: "Open a kiosk tablet's kiosk browser settings" },
  { path: 'openTeamViewerQuickSupport', action: 'teamviewer', summary: 'Open TeamViewer QuickSupport on a kiosk tablet' },
  { path: 'restartApplication', action: 'restart_app', summary: "Restart a kiosk tablet's kiosk app" },
];

/** Longest `result` kept in the event log. */
const MAX_RECORDED_RESULT = 2048;

/**
 * A screenshot's answer must be an image the panel can open: an http(s) URL or a
 * `data:image/...` URL.
 */
export function isImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (/^data:image\/[\w.+-]+[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * What of a device's answer goes into the event log: a `data:` URL by its media type only
 * (the log is no place for images), anything else cut to 2048 characters.
 */
export function recordedResult(result: string | null | undefined): string | null {
  if (typeof result !== 'string' || result.length === 0) return null;
  if (result.startsWith('data:')) return /^data:[^;,]*/.exec(result)![0];
  return result.slice(0, MAX_RECORDED_RESULT);
}
