/**
 * The title of every screen, as a key of the common dictionary: the tab title
 * ("Overview · Facility Pulse") and the shell's heading both read it, so they always agree.
 * A unit test checks that every route of config/routes.ts has one and every language has its text.
 */
export const ROUTE_TITLE_KEYS: Readonly<Record<string, string>> = {
  login: 'routes.login',
  overview: 'routes.overview',
  performance: 'routes.performance',
  roiCalculator: 'routes.roiCalculator',
  whatIf: 'routes.whatIf',
  report: 'routes.report',
  analytics: 'routes.analytics',
  detailed: 'routes.detailed',
  analyses: 'routes.analyses',
  serviceLog: 'routes.serviceLog',
  cleanLog: 'routes.cleanLog',
  maintenanceLog: 'routes.maintenanceLog',
  roomAnalytics: 'routes.roomAnalytics',
  cleanerArrival: 'routes.cleanerArrival',
  roomAnalyticsLog: 'routes.roomAnalyticsLog',
  roomExposures: 'routes.roomExposures',
  suggestion: 'routes.suggestion',
  realTime: 'routes.realTime',
  maintenanceRealTime: 'routes.maintenanceRealTime',
  taskRealTime: 'routes.taskRealTime',
  cleanDex: 'routes.cleanDex',
  timeTravel: 'routes.timeTravel',
  task: 'routes.task',
  calendar: 'routes.calendar',
  survey: 'routes.survey',
  surveyEdit: 'routes.surveyEdit',
  shift: 'routes.shift',
  callSettings: 'routes.callSettings',
  notifications: 'routes.notifications',
  staff: 'routes.staff',
  users: 'routes.users',
  cleaners: 'routes.cleaners',
  workingArea: 'routes.workingArea',
  franchise: 'routes.franchise',
  company: 'routes.company',
  companyList: 'routes.companyList',
  cleaning: 'routes.cleaning',
  management: 'routes.management',
  site: 'routes.site',
  siteDetails: 'routes.siteDetails',
  room: 'routes.room',
  roomList: 'routes.roomList',
  roomGenerate: 'routes.roomGenerate',
  roomDetails: 'routes.roomDetails',
  user: 'routes.user',
  devices: 'routes.devices',
  network: 'routes.network',
  connectivity: 'routes.connectivity',
  power: 'routes.power',
  deviceAlerts: 'routes.deviceAlerts',
  active: 'routes.active',
  counter: 'routes.counter',
  search: 'routes.search',
};

/** The shell's own pages, shown in place of a screen the guard does not open. */
export const STATUS_TITLE_KEYS = {
  notFound: 'routes.notFound',
  forbidden: 'routes.forbidden',
} as const;

export type ShellStatus = keyof typeof STATUS_TITLE_KEYS;

/** The title key of a route or of a shell page; null for a name no screen has. */
export function titleKeyFor(name: string | null | undefined, status?: ShellStatus | null): string | null {
  if (status) return STATUS_TITLE_KEYS[status];
  return name ? (ROUTE_TITLE_KEYS[name] ?? null) : null;
}

/** "Page · App": the page first, so a row of browser tabs tells the screens apart. */
export function documentTitle(page: string | null, appName: string): string {
  return page ? `${page} · ${appName}` : appName;
}
