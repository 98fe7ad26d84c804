import Type from 'typebox';

/**
 * Device commands (spec §7 "Devices"): an admin asks a tablet to do something (refresh its
 * survey, restart, take a screenshot...) over the device channel (`GET /api/devices/channel`,
 * a WebSocket authenticated by the device token) and the tablet acknowledges. Every command
 * and its outcome is an event, so the panel's device actions are auditable like the rest.
 *
 * A command's events, in its device's stream {@link deviceCommandStreamId}:
 * `DeviceCommandIssued`, then exactly one of `DeviceCommandAcknowledged` (the device did it)
 * or `DeviceCommandFailed` (it was not connected, went away, did not answer in time, or
 * refused). No projection reads them yet; projections skip event types they do not know.
 */

/** Native tablets (the app reports a version): refresh the survey, restart the app. */
export const NATIVE_TABLET_ACTIONS = ['refresh_survey', 'restart'] as const;
/** Kiosk tablets (no version): download the kiosk profile, screenshot, TeamViewer, kiosk settings, restart the kiosk app. */
export const KIOSK_TABLET_ACTIONS = ['profile_download', 'screenshot', 'teamviewer', 'kiosk_settings', 'restart_app'] as const;

/** Everything a tablet can be told to do over the device channel. */
export const DEVICE_COMMAND_ACTIONS = [...NATIVE_TABLET_ACTIONS, ...KIOSK_TABLET_ACTIONS] as const;
export type DeviceCommandAction = (typeof DEVICE_COMMAND_ACTIONS)[number];

/**
 * Why a command failed:
 * - `not_connected`: the device had no channel open to this server when the command was issued;
 * - `disconnected`: the channel closed before the device answered;
 * - `timeout`: no acknowledgement in time (10 s by default);
 * - `rejected`: the device answered `ok: false`;
 * - `invalid_result`: the device answered `ok: true` without what the action needs (a screenshot's image URL).
 */
export const DEVICE_COMMAND_FAILURES = ['not_connected', 'disconnected', 'timeout', 'rejected', 'invalid_result'] as const;
export type DeviceCommandFailure = (typeof DEVICE_COMMAND_FAILURES)[number];

const Id = Type.String({ minLength: 1, maxLength: 100 });
const CommandIds = {
  /** Also the `DeviceCommandIssued` event's id and the `commandId` on the wire. */
  commandId: Type.String({ format: 'uuid' }),
  deviceId: Id,
  /** The device's site when the command was issued (for audits by site). */
  siteId: Id,
  action: Type.Enum(DEVICE_COMMAND_ACTIONS),
};

export const DeviceCommandEventSchemas = {
  /** A user issued a command to a device (sent at once when the device was connected). */
  DeviceCommandIssued: Type.Object({
    ...CommandIds,
    /** The user who issued it (also the event's actor). */
    issuedBy: Id,
  }),
  /** The device acknowledged the command as done. */
  DeviceCommandAcknowledged: Type.Object({
    ...CommandIds,
    /**
     * What the device answered, if anything (a screenshot's image URL). A `data:` URL is
     * recorded by its media type only (`data:image/png`), so the log holds no images.
     */
    result: Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]),
  }),
  /** The command did not get done; see {@link DEVICE_COMMAND_FAILURES}. */
  DeviceCommandFailed: Type.Object({
    ...CommandIds,
    reason: Type.Enum(DEVICE_COMMAND_FAILURES),
    /** The device's own explanation of a refusal, when it gave one. */
    error: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  }),
} as const;

export type DeviceCommandEventType = keyof typeof DeviceCommandEventSchemas;
export const DEVICE_COMMAND_EVENT_TYPES = Object.keys(DeviceCommandEventSchemas) as DeviceCommandEventType[];
export type DeviceCommandEventData<T extends DeviceCommandEventType> = Type.Static<(typeof DeviceCommandEventSchemas)[T]>;

/**
 * The stream of a device's commands, `command-device-<deviceId>`, beside `org-device-<id>`
 * (registry) and `device-<id>` (telemetry). Deliberately not `device-...`: the
 * device-status projection counts every event of a `device-` stream as a signal from the
 * device, and a command sent to a tablet says nothing about whether it is alive.
 */
export const deviceCommandStreamId = (deviceId: string): string => `command-device-${deviceId}`;

// ---------------------------------------------------------------- wire messages

/**
 * Messages on the device channel, JSON text frames both ways. The server sends `ready`
 * once the connection is registered, then `command`s; the device answers each command with
 * an `ack` carrying its `commandId`. Anything the server cannot read gets an `error` back
 * and the connection stays open.
 */
export const DeviceChannelServerMessages = {
  /** The channel is open and commands for `deviceId` will come here. */
  ready: Type.Object({ type: Type.Literal('ready'), deviceId: Type.String() }),
  /** Do `action`, then acknowledge `commandId`. */
  command: Type.Object({
    type: Type.Literal('command'),
    commandId: Type.String({ format: 'uuid' }),
    action: Type.Enum(DEVICE_COMMAND_ACTIONS),
    issuedAt: Type.String({ format: 'date-time' }),
  }),
  /** The server could not use a message the device sent (bad JSON, unknown type, unknown command). */
  error: Type.Object({ type: Type.Literal('error'), detail: Type.String() }),
} as const;

/**
 * The device's answer to a command: `ok` true when done (for `screenshot`, `result` is the
 * image's URL: `https://...` or `data:image/...`), false when it refused or could not (with
 * an optional `error` text).
 */
export const DeviceCommandAck = Type.Object({
  type: Type.Literal('ack'),
  commandId: Type.String({ minLength: 1, maxLength: 100 }),
  ok: Type.Boolean(),
  result: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  error: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type DeviceCommandAck = Type.Static<typeof DeviceCommandAck>;
export type DeviceChannelServerMessage = {
  [K in keyof typeof DeviceChannelServerMessages]: Type.Static<(typeof DeviceChannelServerMessages)[K]>;
}[keyof typeof DeviceChannelServerMessages];

/**
 * WebSocket close codes the server uses on the device channel. An unknown or revoked token
 * never gets this far: the upgrade itself is answered `401`.
 */
export const DEVICE_CHANNEL_CLOSE_CODES = {
  /** The server is shutting down; reconnect (with backoff). */
  goingAway: 1001,
  /** A newer connection with the same device token took over; do not reconnect from this one. */
  replaced: 4409,
  /** The device's token was revoked or rotated, or the device removed, while connected. */
  revoked: 4401,
} as const;

/**
 * Pads and counters speak only HTTP, so they cannot be pushed to: an admin raises the spec's
 * `is_update` / `is_restart` flags (§3 "Device status record") and the device picks them up
 * on its next call (the `flags` of `POST /api/ingest`'s answer to a batch holding a
 * heartbeat, or `GET /api/devices/flags`), does the work, and clears them with
 * `POST /api/devices/flags/ack`. Stream: {@link deviceCommandStreamId}.
 */
export const DeviceFlagEventSchemas = {
  /** An admin asked the device to update its firmware and/or restart (true = raise; false leaves it as it is). */
  DeviceFlagsRaised: Type.Object({
    deviceId: Id,
    siteId: Id,
    is_update: Type.Boolean(),
    is_restart: Type.Boolean(),
    raisedBy: Id,
  }),
  /** The device said it did the work: those flags are down again (true = cleared). */
  DeviceFlagsCleared: Type.Object({
    deviceId: Id,
    siteId: Id,
    is_update: Type.Boolean(),
    is_restart: Type.Boolean(),
  }),
} as const;
export type DeviceFlagEventType = keyof typeof DeviceFlagEventSchemas;
export const DEVICE_FLAG_EVENT_TYPES = Object.keys(DeviceFlagEventSchemas) as DeviceFlagEventType[];

/** Device types that take the HTTP flags (pads and counters; tablets use the channel, QR tags are pages). */
export const FLAG_DEVICE_TYPES = ['pad9', 'pad9plus', 'counter_women', 'counter_men', 'counter_handicap', 'counter_shared'] as const;
