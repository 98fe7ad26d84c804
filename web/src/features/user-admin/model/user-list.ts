import type { AdminUser } from '@facility/contracts';

/** A site's place in the organisation, to tell who is granted it. */
export interface SitePlace {
  siteId: string;
  companyId: string;
  franchiseId: string | null;
}

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`.trim();

/** The fields the search box looks in. */
export const searchFields = (user: AdminUser): string[] => [user.username, fullName(user), user.email, user.phone ?? ''];

/**
 * The people of one site: users granted it directly, through its company or through its
 * franchise. The provider's own users (level buzzz) see every site but belong to none, so
 * they are not listed as the site's people.
 */
export function siteUsers(users: readonly AdminUser[], site: SitePlace): AdminUser[] {
  return users
    .filter((user) => {
      if (user.level === 'buzzz') return false;
      const { franchiseIds, companyIds, siteIds } = user.scopes;
      return siteIds.includes(site.siteId) || companyIds.includes(site.companyId) || (site.franchiseId !== null && franchiseIds.includes(site.franchiseId));
    })
    .sort(byName);
}

/** By last name, then first name, in the reader's collation. */
export function byName(a: AdminUser, b: AdminUser): number {
  return a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.username.localeCompare(b.username);
}

/** The signer's own record in the admin list: the logged user has no id, so it is found by email (unique, without case). */
export function findSigner(users: readonly AdminUser[], email: string): AdminUser | null {
  const wanted = email.trim().toLowerCase();
  return users.find((user) => user.email.toLowerCase() === wanted) ?? null;
}
