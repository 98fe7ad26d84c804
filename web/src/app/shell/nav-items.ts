/** A side-navigation entry: the permission that shows it (spec §2) and where it goes. */
export interface NavItem {
  permission: string;
  path: string;
  /** Dictionary key under `nav.`. */
  label: string;
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { permission: 'dashboard', path: '/dashboard', label: 'dashboard' },
  { permission: 'real-time', path: '/real-time', label: 'realTime' },
  { permission: 'survey', path: '/survey', label: 'survey' },
  { permission: 'room', path: '/admin/room/list', label: 'room' },
  { permission: 'task', path: '/task', label: 'task' },
  { permission: 'users', path: '/users', label: 'users' },
  { permission: 'shift', path: '/shift', label: 'shift' },
  { permission: 'devices', path: '/admin/devices', label: 'devices' },
  { permission: 'working_area', path: '/working-area', label: 'workingArea' },
];

export const SETTINGS_ITEMS: NavItem[] = [
  { permission: 'franchise', path: '/admin/franchise', label: 'franchise', adminOnly: true },
  { permission: 'company', path: '/admin/company', label: 'company', adminOnly: true },
  { permission: 'site', path: '/admin/site', label: 'site', adminOnly: true },
  { permission: 'user', path: '/admin/user', label: 'user', adminOnly: true },
  { permission: 'device-alerts', path: '/admin/device-alerts', label: 'deviceAlerts', adminOnly: true },
];

/** The dashboard's own screens, listed under its entry. */
export const DASHBOARD_ITEMS = [
  { path: '/dashboard', label: 'overview' },
  { path: '/dashboard/performance', label: 'performance' },
  { path: '/dashboard/analytics/detailed', label: 'analytics' },
  { path: '/dashboard/serviceLog', label: 'serviceLog' },
  { path: '/dashboard/suggestion', label: 'suggestion' },
  { path: '/dashboard/roiCalculator', label: 'roiCalculator' },
  { path: '/dashboard/what-if', label: 'whatIf' },
] as const;

/** The dashboard entries that stand for a whole part of it: analytics' two tabs, the service log's rooms. */
const SECTION_PREFIXES: Record<string, string> = { '/dashboard/analytics/detailed': '/dashboard/analytics', '/dashboard/serviceLog': '/dashboard/serviceLog' };

/** Whether a dashboard entry is the current one at `location`. */
export function isActiveChild(path: string, location: string): boolean {
  const prefix = SECTION_PREFIXES[path];
  return location === path || (prefix !== undefined && (location === prefix || location.startsWith(`${prefix}/`)));
}

/**
 * Items a site type hides (spec §4); the spec's names map to permissions (real_time →
 * real-time, rooms → room). planning has no item of its own yet.
 */
const HIDDEN_BY_SITE_TYPE: Record<string, readonly string[]> = {
  operation: ['task'],
  survey: ['real-time', 'task', 'users'],
  task: ['survey', 'real-time'],
  realtime: ['dashboard', 'survey', 'room', 'devices', 'working_area', 'users', 'task'],
  cleandex: [],
};

/**
 * Where "back" leads from the 404 and 403 pages: the dashboard, or for a user without it
 * the first navigation item it may open (the dashboard link would only show it the 403 again).
 */
export function homePathFor(roles: readonly string[]): string {
  if (roles.includes('dashboard')) return '/dashboard';
  return NAV_ITEMS.find((item) => roles.includes(item.permission))?.path ?? '/dashboard';
}

/** Site types whose users land on the real-time board instead of the dashboard. */
export const redirectsToRealTime = (siteType: string | null | undefined): boolean => siteType === 'realtime';

export interface NavContext {
  roles: readonly string[];
  isAdmin: boolean;
  /** The selected site's type; undefined when it could not be fetched (then nothing is hidden). */
  siteType: string | null | undefined;
  hasSite: boolean;
  /** Whether the user may see any site at all (false in an organisation not set up yet). */
  anySite?: boolean;
}

export function visibleItems(items: readonly NavItem[], context: NavContext): NavItem[] {
  const hidden = context.siteType === undefined ? [] : (HIDDEN_BY_SITE_TYPE[context.siteType ?? ''] ?? ['task']);
  return items.filter((item) => {
    if (item.adminOnly && !context.isAdmin) return false;
    if (!context.roles.includes(item.permission)) return false;
    // Without a selected site the site and user items hide (spec §4), except while the user
    // can see no site at all: a new organisation's admin needs them to create the first.
    if (context.siteType === null && !context.hasSite && context.anySite !== false) return item.permission !== 'site' && item.permission !== 'user';
    return !hidden.includes(item.permission);
  });
}
