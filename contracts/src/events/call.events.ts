import Type from 'typebox';
import { CALL_SOURCES, COMPLAINT_CATEGORIES } from '../domain/enums.ts';

/**
 * Calls (DOMAIN.md "Calls"): a call asks for staff at a room. The call reactor writes these
 * to the room's call stream from the events that cause them, with ids derived from the
 * causing event's id, so running it again never writes a call twice. Every event carries
 * the room and site so read models need no lookup.
 */

const Ids = {
  callId: Type.String({ minLength: 1 }),
  roomId: Type.String({ minLength: 1 }),
  siteId: Type.String({ minLength: 1 }),
};
const Instant = Type.String({ format: 'date-time' });

/** The SLA of the shift that was active when the call opened; null outside every shift. */
export const CallSla = Type.Object({
  shiftNumber: Type.Integer({ minimum: 1 }),
  minSla: Type.Integer({ minimum: 1, description: 'Minutes after which the call is late' }),
  maxSla: Type.Integer({ minimum: 1, description: 'Minutes after which the call escalates' }),
});
export type CallSla = Type.Static<typeof CallSla>;

export const CallEventSchemas = {
  /** A call was opened (by a complaint, the visitor counter, Cleandex, a manager, or a task). */
  CallOpened: Type.Object({
    ...Ids,
    source: Type.Enum(CALL_SOURCES),
    category: Type.Enum(COMPLAINT_CATEGORIES),
    /** Label keys of the problems reported so far (`dirty_floor`...); `call_cleaner` for a visitor's call or a manager's cleaning call, `call_maintenance` for a manager's maintenance call, `visitors_threshold` for the counter. */
    problems: Type.Array(Type.String()),
    openedAt: Instant,
    sla: Type.Union([CallSla, Type.Null()]),
  }),
  /** Another complaint arrived for a call that was already open. */
  CallComplaintAdded: Type.Object({
    ...Ids,
    problem: Type.String(),
    reportedAt: Instant,
  }),
  /** The call passed its shift's max SLA while open (level 1); the supervisor is to be told. */
  CallEscalated: Type.Object({
    ...Ids,
    level: Type.Integer({ minimum: 1 }),
    escalatedAt: Instant,
  }),
  /** Staff arrived (or maintenance fixed the issue): the call is closed. */
  CallResolved: Type.Object({
    ...Ids,
    resolvedAt: Instant,
    /** `resolvedAt - openedAt` in minutes (fractional). */
    responseMinutes: Type.Number({ minimum: 0 }),
    /** The arriving staff member's id, or null for an anonymous check-in. */
    resolvedBy: Type.Union([Type.String(), Type.Null()]),
  }),
  /** A manager asked for staff at the room from the panel ("call cleaner"); the reactor opens a `manual` call. */
  ManualCallRequested: Type.Object({
    roomId: Ids.roomId,
    siteId: Ids.siteId,
    category: Type.Enum(COMPLAINT_CATEGORIES),
    note: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  }),
} as const;

export type CallEventType = keyof typeof CallEventSchemas;
export const CALL_EVENT_TYPES = Object.keys(CallEventSchemas) as CallEventType[];
export type CallEventData<T extends CallEventType> = Type.Static<(typeof CallEventSchemas)[T]>;

/** The stream of a room's calls and call requests. */
export const roomCallsStreamId = (roomId: string): string => `room-${roomId}`;
