import { STAFF_ROLES, type StaffRole } from '@facility/contracts';

/**
 * A staff member's check-in on the QR page (pure): who they said they are, remembered for
 * the rest of their shift in this tab so confirming tasks does not ask again.
 */
export interface StaffCheckIn {
  role: StaffRole;
  /** The staff code typed, or null (anonymous). */
  staffId: string | null;
  /** When (epoch ms). */
  at: number;
}

/** A check-in is good for a shift. */
export const CHECK_IN_VALID_MS = 12 * 3_600_000;

/** The typed staff code as `StaffArrived.staffId`: trimmed, at most 100 characters, null when empty. */
export const staffIdOf = (code: string): string | null => code.trim().slice(0, 100) || null;

/** A stored check-in read back; null when absent, malformed or from an earlier shift. */
export function currentCheckIn(raw: unknown, now: number): StaffCheckIn | null {
  if (!raw || typeof raw !== 'object') return null;
  const { role, staffId, at } = raw as Partial<StaffCheckIn>;
  if (!STAFF_ROLES.includes(role as StaffRole) || typeof at !== 'number' || now - at > CHECK_IN_VALID_MS || now < at - 60_000) return null;
  return { role: role as StaffRole, staffId: typeof staffId === 'string' && staffId ? staffId : null, at };
}
