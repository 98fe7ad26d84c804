import { createElement, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page.ts';
import { StatusPage } from './pages/status-page.tsx';

/** A route name without a screen: none but `staff`, which the guard sends to `users` first. */
const NotFound = () => createElement(StatusPage, { status: 'notFound' });
const analytics = lazyPage(() => import('../features/analytics/components/analytics-page.tsx'));
const companies = lazyPage(() => import('../features/organisation-admin/components/company-page.tsx'));

/** Each route name's screen, each its own chunk. */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  login: lazyPage(() => import('../features/auth/components/login-page.tsx')),
  overview: lazyPage(() => import('../features/overview/components/overview-page.tsx')),
  performance: lazyPage(() => import('../features/performance/components/performance-page.tsx')),
  analytics,
  detailed: analytics,
  analyses: analytics,
  serviceLog: lazyPage(() => import('../features/service-log/components/service-log-index-page.tsx')),
  cleanLog: lazyPage(() => import('../features/service-log/components/clean-log-page.tsx')),
  maintenanceLog: lazyPage(() => import('../features/service-log/components/maintenance-log-page.tsx')),
  roomAnalytics: lazyPage(() => import('../features/room-analytics/components/room-analytics-page.tsx')),
  roomAnalyticsLog: lazyPage(() => import('../features/room-analytics/components/room-analytics-log-page.tsx')),
  cleanerArrival: lazyPage(() => import('../features/cleaner-arrival/components/cleaner-arrival-page.tsx')),
  roomExposures: lazyPage(() => import('../features/room-exposures/components/room-exposures-page.tsx')),
  suggestion: lazyPage(() => import('../features/suggestions/components/suggestions-page.tsx')),
  report: lazyPage(() => import('../features/reports/components/report-page.tsx')),
  roiCalculator: lazyPage(() => import('../features/roi-calculator/components/roi-calculator-page.tsx')),
  whatIf: lazyPage(() => import('../features/what-if/components/what-if-page.tsx')),
  realTime: lazyPage(() => import('../features/real-time/components/real-time-page.tsx')),
  maintenanceRealTime: lazyPage(() => import('../features/real-time/components/maintenance-real-time-page.tsx')),
  taskRealTime: lazyPage(() => import('../features/real-time/components/task-real-time-page.tsx')),
  cleanDex: lazyPage(() => import('../features/real-time/components/cleandex-page.tsx')),
  timeTravel: lazyPage(() => import('../features/real-time/components/time-travel-page.tsx')),
  task: lazyPage(() => import('../features/tasks/components/tasks-page.tsx')),
  calendar: lazyPage(() => import('../features/tasks/components/calendar-page.tsx')),
  survey: lazyPage(() => import('../features/surveys/components/survey-list-page.tsx')),
  surveyEdit: lazyPage(() => import('../features/surveys/components/survey-edit-page.tsx')),
  room: lazyPage(() => import('../features/room-admin/components/room-list-page.tsx')),
  roomList: lazyPage(() => import('../features/room-admin/components/room-list-page.tsx')),
  roomGenerate: lazyPage(() => import('../features/room-admin/components/room-generate-page.tsx')),
  roomDetails: lazyPage(() => import('../features/room-admin/components/room-details-page.tsx')),
  user: lazyPage(() => import('../features/user-admin/components/user-admin-page.tsx')),
  users: lazyPage(() => import('../features/user-admin/components/site-users-page.tsx')),
  franchise: lazyPage(() => import('../features/organisation-admin/components/franchise-page.tsx')),
  company: companies,
  companyList: companies,
  cleaning: companies,
  management: companies,
  site: lazyPage(() => import('../features/organisation-admin/components/site-list-page.tsx')),
  siteDetails: lazyPage(() => import('../features/organisation-admin/components/site-details-page.tsx')),
  workingArea: lazyPage(() => import('../features/workforce/components/working-area-page.tsx')),
  shift: lazyPage(() => import('./pages/shift-area-screens.tsx').then((module) => ({ default: module.ShiftsScreen }))),
  callSettings: lazyPage(() => import('./pages/shift-area-screens.tsx').then((module) => ({ default: module.CallSettingsScreen }))),
  notifications: lazyPage(() => import('./pages/shift-area-screens.tsx').then((module) => ({ default: module.NotificationSettingsScreen }))),
  cleaners: lazyPage(() => import('../features/workforce/components/cleaners-page.tsx')),
  devices: lazyPage(() => import('../features/devices/components/devices-page.tsx')),
  network: lazyPage(() => import('./pages/device-report-pages.tsx').then((module) => ({ default: module.NetworkScreen }))),
  connectivity: lazyPage(() => import('./pages/device-report-pages.tsx').then((module) => ({ default: module.ConnectivityScreen }))),
  power: lazyPage(() => import('./pages/device-report-pages.tsx').then((module) => ({ default: module.PowerScreen }))),
  deviceAlerts: lazyPage(() => import('../features/device-alerts/components/device-alerts-page.tsx')),
  active: lazyPage(() => import('../features/device-alerts/components/active-alerts-page.tsx')),
  counter: lazyPage(() => import('../features/device-alerts/components/counter-alerts-page.tsx')),
  search: lazyPage(() => import('../features/device-alerts/components/search-alerts-page.tsx')),
};

export const pageFor = (name: string): ComponentType => PAGES[name] ?? NotFound;
