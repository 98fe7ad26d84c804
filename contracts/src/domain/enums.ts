/** Device kinds accepted by `POST /api/admin/devices` (INTERFACES.md). */
export const DEVICE_TYPES = [
  'pad9',
  'pad9plus',
  'tablet',
  'counter_women',
  'counter_men',
  'counter_handicap',
  'counter_shared',
  'liquid_sensor',
  'toilet_paper',
  'double_toilet_paper',
  'tag',
  'qr_tag',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Staff roles that check in at rooms. */
export const STAFF_ROLES = ['cleaner', 'maintenance', 'supervisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How staff checked in. */
export const ARRIVAL_METHODS = ['nfc', 'button', 'qr', 'app'] as const;

/** Complaint categories: which kind of call a complaint opens. */
export const COMPLAINT_CATEGORIES = ['cleaning', 'maintenance'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** People-counter channels. */
export const COUNTER_KINDS = ['men', 'women', 'handicap', 'shared'] as const;

/** Consumables watched by dispenser sensors. */
export const DISPENSER_ITEMS = ['toilet_paper', 'soap', 'towel', 'liquid'] as const;
export const DISPENSER_LEVELS = ['ok', 'almost_empty', 'empty'] as const;

/** What opened a call (DOMAIN.md "Calls"). */
export const CALL_SOURCES = ['complaint', 'counter', 'cleandex', 'manual', 'task'] as const;
export type CallSource = (typeof CALL_SOURCES)[number];

/**
 * A room's live state (DOMAIN.md "Room status"). Precedence: escalated > late > call_open
 * (any open call) > offline (every device offline) > clean (cleaned within the round
 * interval) > in_use.
 */
export const ROOM_STATES = ['clean', 'in_use', 'call_open', 'late', 'escalated', 'offline'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** An open call against its SLA: late past the shift's min SLA, escalated past its max SLA. */
export const CALL_STATES = ['open', 'late', 'escalated'] as const;
export type CallState = (typeof CALL_STATES)[number];

/**
 * How a call of the service log went against its shift's SLA: escalated when it escalated;
 * else open while unresolved; else late when resolved after its min SLA; else in_sla.
 */
export const SLA_STATES = ['in_sla', 'late', 'escalated', 'open'] as const;
export type SlaState = (typeof SLA_STATES)[number];
