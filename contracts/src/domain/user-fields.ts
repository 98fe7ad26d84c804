/**
 * What a user record may hold, as plain values (no schema library), so the dashboard's forms
 * check the same rules as the server's schemas without loading those schemas.
 */

/** What kind of staff a user is (DOMAIN.md "Organisation"); `admin` sees Settings and admin navigation. */
export const USER_TYPES = [
  'admin',
  'manager',
  'supervisor',
  'cleaner',
  'maintenance',
  'installer',
  'viewer',
  'service_provider',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Side-navigation permissions any user type may hold (spec §2). */
export const NAV_PERMISSIONS = [
  'dashboard',
  'real-time',
  'survey',
  'room',
  'task',
  'users',
  'shift',
  'devices',
  'working_area',
] as const;

/** Admin-only navigation items (spec §2); the navigation shows them to type `admin` only. */
export const ADMIN_PERMISSIONS = ['franchise', 'company', 'site', 'user', 'device-alerts'] as const;

/**
 * Permission names a user's `roles` list may hold. The route guard (spec §4) allows a route
 * when one of them equals a path segment, so they are spelt as the paths are.
 */
export const PERMISSIONS = [...NAV_PERMISSIONS, ...ADMIN_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * How far up the organisation a user sits: `buzzz` is the provider and sees everything;
 * the others see what their scopes at that level (and below) name.
 */
export const USER_LEVELS = ['buzzz', 'franchise', 'company', 'site'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

/** The user form's gender choice; the spec shows the field but not its values. */
export const USER_GENDERS = ['male', 'female', 'other'] as const;
export type UserGender = (typeof USER_GENDERS)[number];

/** Usernames: at least 5 characters (spec §5), letters of any script, digits, `.`, `_`, `-`. */
export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_PATTERN = '^[\\p{L}\\p{N}._-]+$';

/** Email (spec §5): no spaces, one `@`, and a dot inside the domain. Stored trimmed and lower-cased. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';

/** Phone: digits, spaces, `+`, `-` and parentheses, with 7 to 20 digits in all. */
export const PHONE_PATTERN = '^[ +()-]*([0-9][ +()-]*){7,20}$';

/** Passwords: at least 8 characters; stored only as a hash. */
export const PASSWORD_MIN_LENGTH = 8;
