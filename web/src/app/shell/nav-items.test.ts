import { describe, expect, it } from 'vitest';
import { homePathFor, isActiveChild, NAV_ITEMS, SETTINGS_ITEMS, visibleItems, type NavContext } from './nav-items.ts';

const everything = [...NAV_ITEMS, ...SETTINGS_ITEMS].map((item) => item.permission);
const admin: NavContext = { roles: everything, isAdmin: true, siteType: 'cleandex', hasSite: true };
const shown = (context: NavContext) => visibleItems([...NAV_ITEMS, ...SETTINGS_ITEMS], context).map((item) => item.permission);

describe('side navigation items (spec §2, §4)', () => {
  it('shows only the items whose permission the user holds', () => {
    expect(shown({ ...admin, roles: ['dashboard', 'shift'] })).toEqual(['dashboard', 'shift']);
  });
  it('shows settings items to admins only', () => {
    expect(shown({ ...admin, isAdmin: false })).not.toContain('franchise');
    expect(shown(admin)).toContain('device-alerts');
  });
  it('hides items by site type', () => {
    expect(shown({ ...admin, siteType: 'operation' })).not.toContain('task');
    expect(shown({ ...admin, siteType: 'survey' })).not.toEqual(expect.arrayContaining(['real-time']));
    expect(shown({ ...admin, siteType: 'task' })).toEqual(expect.not.arrayContaining(['survey', 'real-time']));
    expect(shown({ ...admin, siteType: 'realtime' })).toEqual(['real-time', 'shift', 'franchise', 'company', 'site', 'user', 'device-alerts']);
    expect(shown(admin)).toEqual(everything);
    expect(shown({ ...admin, siteType: 'something-else' })).not.toContain('task');
  });
  it('hides the site and user items without a site, and hides nothing when the site could not be fetched', () => {
    expect(shown({ ...admin, siteType: null, hasSite: false })).toEqual(everything.filter((item) => item !== 'site' && item !== 'user'));
    expect(shown({ ...admin, siteType: undefined })).toEqual(everything);
  });
  it('shows the site and user items to the admin of an organisation without sites, to create the first', () => {
    expect(shown({ ...admin, siteType: null, hasSite: false, anySite: false })).toEqual(everything.filter((item) => item !== 'task'));
  });
});

describe('home of the 404 and 403 pages', () => {
  it('is the dashboard when the user may open it, else its first item', () => {
    expect(homePathFor(['real-time', 'dashboard'])).toBe('/dashboard');
    expect(homePathFor(['shift', 'real-time'])).toBe('/real-time');
    expect(homePathFor([])).toBe('/dashboard');
  });
});

describe('isActiveChild', () => {
  it('marks an entry on its own address', () => {
    expect(isActiveChild('/dashboard/performance', '/dashboard/performance')).toBe(true);
    expect(isActiveChild('/dashboard', '/dashboard/performance')).toBe(false);
  });
  it('marks analytics on both its tabs and the service log on every room log', () => {
    expect(isActiveChild('/dashboard/analytics/detailed', '/dashboard/analytics/analyses')).toBe(true);
    expect(isActiveChild('/dashboard/serviceLog', '/dashboard/serviceLog')).toBe(true);
    expect(isActiveChild('/dashboard/serviceLog', '/dashboard/serviceLog/cleanLog/r-1')).toBe(true);
    expect(isActiveChild('/dashboard/serviceLog', '/dashboard/serviceLogs')).toBe(false);
    expect(isActiveChild('/dashboard/serviceLog', '/dashboard/roomAnalytics/r-1')).toBe(false);
  });
});
