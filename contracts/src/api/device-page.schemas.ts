import Type from 'typebox';
import { COMPLAINT_CATEGORIES, DEVICE_TYPES } from '../domain/enums.ts';
import { USER_LANGUAGES } from '../domain/languages.ts';
import { TASK_TYPES } from '../events/task.events.ts';
import { Survey } from './surveys.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * `GET /api/devices/self` with `Authorization: Bearer <device token>`: what a device that is
 * just a browser needs to draw itself. The kiosk page (`/kiosk#<token>`, a wall tablet) and
 * the QR page (`/qr#<token>`, a phone that scanned a room's `qr_tag`) read it, then post
 * what people press through `POST /api/ingest` with the same token, like any device. The
 * token travels in the URL's fragment, which browsers never send to a server or a log.
 * Public (no session): rate-limited per device and address; a revoked token answers 401.
 */

const Instant = Type.String({ format: 'date-time' });

/** A problem button: a label key of the site's call settings (or the default list) and the call it opens. */
export const DevicePageProblem = Type.Object({
  problem: Type.String(),
  category: Type.Enum(COMPLAINT_CATEGORIES),
});
export type DevicePageProblem = Type.Static<typeof DevicePageProblem>;

/** Today's turn of a task at the device's room, for staff to confirm (`TaskCompleted`). */
export const DevicePageTask = Type.Object({
  taskId: Type.String(),
  occurrenceId: Type.String(),
  title: Type.String(),
  callToAction: Type.String(),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  taskType: Type.Enum(TASK_TYPES),
  dueAt: Instant,
  deadlineAt: Instant,
  done: Type.Boolean(),
});
export type DevicePageTask = Type.Static<typeof DevicePageTask>;

export const DevicePage = Type.Object({
  deviceId: Type.String(),
  deviceType: Type.Enum(DEVICE_TYPES),
  deviceCode: Nullable(Type.String()),
  room: Type.Object({ roomId: Type.String(), displayName: Type.String(), roomNameEn: Nullable(Type.String()) }),
  site: Type.Object({
    siteId: Type.String(),
    name: Type.String(),
    timezone: Type.String(),
    /** The language the page opens in (the site's complaint language); a visitor may switch. */
    language: Type.Enum(USER_LANGUAGES),
  }),
  /** The cleaning and maintenance problem buttons, in order. */
  problems: Type.Array(DevicePageProblem),
  /** The survey assigned to the device, or null. */
  survey: Nullable(Survey),
  /** Today's occurrences of the room's active tasks (site's local day; a manual task's once given), by due time. */
  tasks: Type.Array(DevicePageTask),
  /** The server's clock, so a page whose own clock is wrong can correct `occurredAt`. */
  serverTime: Instant,
});
export type DevicePage = Type.Static<typeof DevicePage>;
