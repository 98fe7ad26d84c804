import type { AdminUser, SiteUser } from '@facility/contracts';

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`.trim();

/** The fields the search box looks in. */
export const searchFields = (user: AdminUser | SiteUser): string[] => [user.username, fullName(user), user.email, user.phone ?? ''];

/** By last name, then first name, in the reader's collation. */
export function byName(a: AdminUser, b: AdminUser): number {
  return a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.username.localeCompare(b.username);
}

/** The signer's own record in the admin list: the logged user has no id, so it is found by email (unique, without case). */
export function findSigner(users: readonly AdminUser[], email: string): AdminUser | null {
  const wanted = email.trim().toLowerCase();
  return users.find((user) => user.email.toLowerCase() === wanted) ?? null;
}
