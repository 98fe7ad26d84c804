import type { DeviceType, RaiseDeviceFlagsBody, TabletActionBody } from '@facility/contracts';

/**
 * Which remote actions a device takes (spec §7 "Device actions"), and what their answers
 * mean (spec §8):
 * - a kiosk tablet (a tablet that reports no version) takes the five `GET kiosk/<action>/{id}`
 *   commands;
 * - a native tablet (a tablet with a version) takes refresh survey and restart, sent by its
 *   device code (`POST sensor/tabletAction`);
 * - pads and counters take update and restart flags, picked up on their next heartbeat
 *   (`POST admin/devices/{id}/flags`);
 * - other sensors take none.
 * Texts are keys of the `devices` dictionary (`common:` for the generic error).
 */

/** One command sent over the device channel: the server waits for the tablet's answer (10 s at most). */
export interface CommandAction {
  /**
   * `data-testid` is `device-action-<id>`, the id being the API's own name for the action:
   * the command for a kiosk tablet (`restart_app`…), the `tabletAction` action for a native
   * one (`refresh`, `restart`).
   */
  id: string;
  label: string;
  request: { method: 'GET' | 'POST'; url: string; body?: TabletActionBody };
  /** The success text; a screenshot answers its image instead. */
  success: string;
  /** The text of a 503 (the tablet not connected, refusing, or silent). */
  failure: string;
  screenshot: boolean;
}

/** One flag raised for a pad or counter. */
export interface FlagAction {
  /** `data-testid` is `device-action-<id>`: the flag's name (`is_update`, `is_restart`). */
  id: string;
  label: string;
  flag: keyof RaiseDeviceFlagsBody;
  body: RaiseDeviceFlagsBody;
  success: string;
}

export type DeviceActions =
  | { kind: 'kiosk'; commands: readonly CommandAction[] }
  | { kind: 'native'; commands: readonly CommandAction[] }
  /** A native tablet without a device code: the tablet action route finds tablets by code only. */
  | { kind: 'native-no-code' }
  | { kind: 'flags'; flags: readonly FlagAction[] }
  | { kind: 'none' };

export interface ActionTarget {
  device_id: string;
  device_type: DeviceType;
  deviceCode: string | null;
  version: string | null;
}

export const KIOSK_FAILURE = 'actions.failure.kiosk';
export const TABLET_FAILURE = 'actions.failure.tablet';
export const NO_IMAGE = 'actions.failure.noImage';
export const GENERIC_FAILURE = 'common:errors.somethingWentWrong';

const FLAG_TYPES: ReadonlySet<DeviceType> = new Set(['pad9', 'pad9plus', 'counter_women', 'counter_men', 'counter_handicap', 'counter_shared']);

const has = (text: string | null): text is string => text !== null && text.trim() !== '';

/** A tablet is native when it reports a version (its app sends one); a kiosk browser does not. */
export const isNativeTablet = (device: Pick<ActionTarget, 'device_type' | 'version'>): boolean => device.device_type === 'tablet' && has(device.version);

export function deviceActions(device: ActionTarget): DeviceActions {
  if (device.device_type === 'tablet') {
    if (!isNativeTablet(device)) return { kind: 'kiosk', commands: kioskCommands(device.device_id) };
    return has(device.deviceCode) ? { kind: 'native', commands: nativeCommands(device.deviceCode.trim()) } : { kind: 'native-no-code' };
  }
  if (FLAG_TYPES.has(device.device_type)) return { kind: 'flags', flags: FLAGS };
  return { kind: 'none' };
}

const KIOSK: readonly { id: string; path: string; label: string; success: string }[] = [
  { id: 'profile_download', path: 'profileDownload', label: 'actions.profileDownload', success: 'actions.success.profileDownload' },
  { id: 'screenshot', path: 'screenshot', label: 'actions.screenshot', success: 'actions.success.screenshot' },
  { id: 'teamviewer', path: 'openTeamViewerQuickSupport', label: 'actions.teamViewer', success: 'actions.success.teamViewer' },
  { id: 'restart_app', path: 'restartApplication', label: 'actions.restartApp', success: 'actions.success.restartApp' },
  { id: 'kiosk_settings', path: 'openKioskBrowserSettings', label: 'actions.kioskSettings', success: 'actions.success.kioskSettings' },
];

const kioskCommands = (deviceId: string): CommandAction[] =>
  KIOSK.map(({ id, path, label, success }) => ({
    id,
    label,
    request: { method: 'GET', url: `/api/kiosk/${path}/${encodeURIComponent(deviceId)}` },
    success,
    failure: KIOSK_FAILURE,
    screenshot: path === 'screenshot',
  }));

const nativeCommands = (deviceCode: string): CommandAction[] =>
  (
    [
      { id: 'refresh', action: 'refresh', label: 'actions.refreshSurvey', success: 'actions.success.refreshSurvey' },
      { id: 'restart', action: 'restart', label: 'actions.restartTablet', success: 'actions.success.restartTablet' },
    ] as const
  ).map(({ id, action, label, success }) => ({
    id,
    label,
    request: { method: 'POST', url: '/api/sensor/tabletAction', body: { deviceCode, action } },
    success,
    failure: TABLET_FAILURE,
    screenshot: false,
  }));

const FLAGS: readonly FlagAction[] = [
  { id: 'is_update', label: 'actions.requestUpdate', flag: 'is_update', body: { is_update: true }, success: 'flags.updateRequested' },
  { id: 'is_restart', label: 'actions.requestRestart', flag: 'is_restart', body: { is_restart: true }, success: 'flags.restartRequested' },
];

/** What the drawer shows after a command: a text key, and a screenshot's image. */
export type CommandOutcome = { ok: true; text: string; imageUrl: string | null } | { ok: false; text: string; detail: string | null };

/**
 * A screenshot must be an image the browser can show: an http(s) URL or a `data:image/…`
 * URL (never `javascript:` or another scheme, since it is opened in a window).
 */
export function isImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (/^data:image\/[\w.+-]+[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A 200 answer: the success text, or for a screenshot its image ('did not get image' when the answer is none). */
export function commandAnswered(action: Pick<CommandAction, 'success' | 'screenshot'>, answer: unknown): CommandOutcome {
  if (!action.screenshot) return { ok: true, text: action.success, imageUrl: null };
  return isImageUrl(answer) ? { ok: true, text: action.success, imageUrl: answer } : { ok: false, text: NO_IMAGE, detail: null };
}

/**
 * A failed command: a 503 is the tablet not answering (spec §8 texts); anything else (no
 * permission, device gone, a code two tablets share, the network) is the generic error,
 * with the server's reason when it gave one.
 */
export function commandFailed(action: Pick<CommandAction, 'failure'>, status: number | null, detail: string | null): CommandOutcome {
  if (status === 503) return { ok: false, text: action.failure, detail: null };
  return { ok: false, text: GENERIC_FAILURE, detail };
}

/** The flags a pad or counter has not picked up yet, as notice keys. */
export function waitingFlags(device: { is_update?: boolean | null; is_restart?: boolean | null }): string[] {
  const notices: string[] = [];
  if (device.is_update) notices.push('flags.updateWaiting');
  if (device.is_restart) notices.push('flags.restartWaiting');
  return notices;
}
