/**
 * Every route of spec §2 with its name. `header` marks the analytics-type screens that show
 * the company/site and time filter; `extraFilter` says which extra filter panel they offer.
 * Every name has its screen in `app/pages.ts`, except `staff`, which the guard sends on.
 */
export type ExtraFilterKind = 'full' | 'shiftDays';

export interface RouteEntry {
  name: string;
  /** wouter pattern, absolute. */
  path: string;
  header?: boolean;
  extraFilter?: ExtraFilterKind;
  /** Part of the dashboard (its filter is reset when the user leaves it). */
  dashboard?: boolean;
}

const dashboard = (name: string, path: string, extra: Omit<RouteEntry, 'name' | 'path'> = {}): RouteEntry => ({
  name,
  path: `/dashboard${path}`,
  dashboard: true,
  ...extra,
});

export const ROUTES: RouteEntry[] = [
  { name: 'login', path: '/login' },
  dashboard('overview', '', { header: true, extraFilter: 'full' }),
  dashboard('performance', '/performance', { header: true, extraFilter: 'full' }),
  dashboard('roiCalculator', '/roiCalculator'),
  // What-if replays (issue 18): the period and the site are the page's own, not the header filter's.
  dashboard('whatIf', '/what-if'),
  // The printable analysis report (issue 18): its address carries its own filter.
  dashboard('report', '/report'),
  dashboard('analytics', '/analytics', { header: true, extraFilter: 'full' }),
  dashboard('detailed', '/analytics/detailed', { header: true, extraFilter: 'full' }),
  dashboard('analyses', '/analytics/analyses', { header: true, extraFilter: 'full' }),
  dashboard('serviceLog', '/serviceLog'),
  dashboard('cleanLog', '/serviceLog/cleanLog/:roomId', { header: true, extraFilter: 'shiftDays' }),
  dashboard('maintenanceLog', '/serviceLog/maintenanceLog/:roomId', { header: true, extraFilter: 'shiftDays' }),
  dashboard('roomAnalytics', '/roomAnalytics/:roomId', { header: true, extraFilter: 'shiftDays' }),
  dashboard('cleanerArrival', '/cleanerArrival/:roomId', { header: true, extraFilter: 'shiftDays' }),
  dashboard('roomAnalyticsLog', '/roomAnalyticsLog/:roomId', { header: true, extraFilter: 'shiftDays' }),
  dashboard('roomExposures', '/roomExposures/:roomId', { header: true, extraFilter: 'shiftDays' }),
  dashboard('suggestion', '/suggestion', { header: true, extraFilter: 'full' }),
  { name: 'realTime', path: '/real-time' },
  { name: 'maintenanceRealTime', path: '/real-time/maintenance' },
  { name: 'taskRealTime', path: '/real-time/task' },
  { name: 'cleanDex', path: '/real-time/cleandex' },
  // Time travel (issue 18): the board as of a past moment.
  { name: 'timeTravel', path: '/real-time/history' },
  { name: 'task', path: '/task' },
  { name: 'calendar', path: '/task/calendar' },
  { name: 'survey', path: '/survey' },
  { name: 'surveyEdit', path: '/survey/edit/:surveyId?' },
  { name: 'shift', path: '/shift' },
  { name: 'callSettings', path: '/shift/calls' },
  { name: 'notifications', path: '/shift/notifications' },
  { name: 'staff', path: '/staff' },
  { name: 'users', path: '/users' },
  { name: 'cleaners', path: '/users/cleaners' },
  { name: 'workingArea', path: '/working-area' },
  { name: 'franchise', path: '/admin/franchise' },
  { name: 'company', path: '/admin/company' },
  // The and the legacy panel's address of the same list.
  { name: 'companyList', path: '/admin/company/list' },
  { name: 'cleaning', path: '/admin/company/cleaning' },
  { name: 'management', path: '/admin/company/management' },
  { name: 'site', path: '/admin/site' },
  { name: 'siteDetails', path: '/admin/site/:id' },
  { name: 'room', path: '/admin/room' },
  { name: 'roomList', path: '/admin/room/list' },
  { name: 'roomGenerate', path: '/admin/room/generate' },
  { name: 'roomDetails', path: '/admin/room/:id' },
  { name: 'user', path: '/admin/user' },
  { name: 'devices', path: '/admin/devices' },
  { name: 'network', path: '/admin/devices/network' },
  { name: 'connectivity', path: '/admin/devices/connectivity', header: true },
  { name: 'power', path: '/admin/devices/power', header: true },
  { name: 'deviceAlerts', path: '/admin/device-alerts' },
  { name: 'active', path: '/admin/device-alerts/active' },
  { name: 'counter', path: '/admin/device-alerts/counter' },
  { name: 'search', path: '/admin/device-alerts/search' },
];

/** The named route a path is, with its parameters; null for a path no route names. */
export function matchRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const route of ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let index = 0;
  for (const part of wanted) {
    const optional = part.endsWith('?');
    const name = part.replace(/^:/, '').replace(/\?$/, '');
    const segment = actual[index];
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(segment);
    } else if (segment !== part) {
      return null;
    }
    index += 1;
  }
  return index === actual.length ? params : null;
}
