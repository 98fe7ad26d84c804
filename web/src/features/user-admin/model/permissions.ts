import { ADMIN_PERMISSIONS, NAV_PERMISSIONS, USER_LEVELS, type Permission, type UserLevel, type UserScopes } from '@facility/contracts';

/**
 * Which permissions, levels and scope lists the user form offers. The server refuses a
 * grant beyond the signer's own (user-scope.ts `overGrant`: 403 for a permission or level,
 * 404 for a franchise, company or site), so the form offers only what the signer holds and
 * keeps what the edited user already holds (keeping is not granting).
 */

/** Permissions a user of this type may hold: the admin items only for type admin (spec §2). */
export function permissionsForType(type: string): readonly Permission[] {
  return type === 'admin' ? [...NAV_PERMISSIONS, ...ADMIN_PERMISSIONS] : NAV_PERMISSIONS;
}

export const isAdminPermission = (permission: string): boolean => (ADMIN_PERMISSIONS as readonly string[]).includes(permission);

/**
 * The permission boxes the form shows, in the navigation's order: those the type may hold
 * that the signer holds, plus those the user holds already (the signer may keep or take
 * them away, not grant them anew).
 */
export function offeredPermissions(type: string, signerRoles: readonly string[], current: readonly string[]): Permission[] {
  return permissionsForType(type).filter((permission) => signerRoles.includes(permission) || current.includes(permission));
}

/** The roles kept when the type changes: a user who is no longer an admin loses the admin items. */
export function rolesForType(roles: readonly Permission[], type: string): Permission[] {
  const allowed = permissionsForType(type);
  return roles.filter((role) => allowed.includes(role));
}

/** Higher levels first: the provider, then franchise, company, site (as the server ranks them). */
const rank = (level: string): number => {
  const index = (USER_LEVELS as readonly string[]).indexOf(level);
  return index === -1 ? USER_LEVELS.length : index;
};

/** The levels the signer may grant: its own and those below; the user's current level stays offered. */
export function grantableLevels(signerLevel: string, current?: string): UserLevel[] {
  return USER_LEVELS.filter((level) => rank(level) >= rank(signerLevel) || level === current);
}

export type ScopeList = keyof UserScopes;
export const SCOPE_LISTS: readonly ScopeList[] = ['franchiseIds', 'companyIds', 'siteIds'];

/** The scope list a level needs at least one entry in (server rule `checkScopesFitLevel`); none for the provider. */
export function scopeOfLevel(level: string): ScopeList | null {
  if (level === 'franchise') return 'franchiseIds';
  if (level === 'company') return 'companyIds';
  if (level === 'site') return 'siteIds';
  return null;
}

/** The `nav.*` label key (common namespace) of a permission: the navigation already names each. */
export function permissionLabelKey(permission: string): string {
  const camel = permission.replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase());
  return `nav.${camel}`;
}
