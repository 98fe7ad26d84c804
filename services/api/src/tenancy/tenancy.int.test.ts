import { DEFAULT_CALL_SETTINGS, DEFAULT_NOTIFICATION_SETTINGS, deviceCommandStreamId, deviceRegistryStreamId, roomStreamId, siteNotificationsStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyStreamId, franchiseStreamId, surveyStreamId, taskStreamId, userStreamId, workingAreaStreamId } from '@facility/contracts';
import { handleCommand } from '../domain/command-handler.ts';
import { franchiseDecider } from '../features/organisation/franchise/franchise.decider.ts';
import { deviceDecider } from '../features/organisation/device/device.decider.ts';
import { workingAreaDecider } from '../features/organisation/working-area/working-area.decider.ts';
import { surveyDecider } from '../features/surveys/survey.decider.ts';
import { taskDecider } from '../features/tasks/task.decider.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Tenancy on every route: a user outside a company's scope, even an admin with every
 * permission, gets 404 for anything of that company (as if it did not exist) and sees none
 * of it in lists, and its write attempts change nothing. The last test fails when a route
 * is added to the API without being listed here.
 */

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

const week = 'timeType=last_week';
const shift = { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: [1], minSla: 15, maxSla: 30, roomIds: [], active: true };

const intruderSite = {
  companyId: 'c-1',
  name: 'Intruder',
  country: 'Israel',
  state: 'Center',
  city: 'Petah Tikva',
  sector: 'offices',
  timezone: 'Asia/Jerusalem',
  location: { address: 'Jabotinsky 1', latitude: 32.09, longitude: 34.88, radius: 100 },
};

/** A user the admin form would create (granting the scope each attempt names). */
const intruderUser = {
  username: 'intruder',
  firstName: 'In',
  lastName: 'Truder',
  email: 'intruder@demo.test',
  password: 'intruder-pass',
  type: 'viewer',
  roles: ['dashboard'],
  level: 'company',
};

/** A survey of one content stage, for the survey routes (sv-1 of site s-1). */
const surveyProfile = {
  name: 'Visitors',
  kind: 'tablet' as const,
  languages: ['en' as const],
  stages: [{ kind: 'content' as const, title: { en: 'Hello' }, buttons: [], buttonShape: 'rounded' as const, ratingShape: 'stars' as const, rows: 1, delaySeconds: 0, linkUrl: null, groupTitles: [] }],
  restartSeconds: 10,
};

/** A daily task of room r-1, for the task routes (t-1 of site s-1). */
const taskProfile = {
  title: 'Restock soap',
  callToAction: '',
  category: 'cleaning' as const,
  taskCategory: '',
  taskType: 'qr' as const,
  roomIds: ['r-1'],
  schedule: { repeat: 'daily' as const, startDate: '2026-03-01', endDate: null, weekDays: [], monthDays: [], time: '10:00', shiftNumber: null },
  allowedMinutes: 30,
};

/** Every route that names something of company c-1 (site s-1, room r-1, working area w-1): each must answer 404. */
const ROUTES_NAMING_C1: [string, Attempt][] = [
  ['GET /api/filter/options/{companyId}', { method: 'GET', url: '/api/filter/options/c-1' }],
  ['GET /api/room/staticRooms', { method: 'GET', url: '/api/room/staticRooms?siteId=s-1' }],
  ['GET /api/site/{id}', { method: 'GET', url: '/api/site/s-1' }],
  ['POST /api/site', { method: 'POST', url: '/api/site', payload: intruderSite }],
  ['PUT /api/site', { method: 'PUT', url: '/api/site', payload: { siteId: 's-1', name: 'Taken over' } }],
  ['DELETE /api/site', { method: 'DELETE', url: '/api/site', payload: { siteId: 's-1' } }],
  ['GET /api/site/offdays/{id}', { method: 'GET', url: '/api/site/offdays/s-1' }],
  ['PUT /api/site/offdays/{id}', { method: 'PUT', url: '/api/site/offdays/s-1', payload: { offDays: [] } }],
  ['POST /api/site/shifts/{id}', { method: 'POST', url: '/api/site/shifts/s-1', payload: { companyId: 'c-1', shifts: [shift] } }],
  ['DELETE /api/site/shifts/{id}', { method: 'DELETE', url: '/api/site/shifts/s-1?companyId=c-1' }],
  ['GET /api/stats/performance/overview', { method: 'GET', url: `/api/stats/performance/overview?siteId=s-1&${week}` }],
  ['GET /api/stats/performance/analytics', { method: 'GET', url: `/api/stats/performance/analytics?siteId=s-1&${week}` }],
  ['GET /api/suggestions/topSuggestions', { method: 'GET', url: `/api/suggestions/topSuggestions?siteId=s-1&language=en&${week}` }],
  ['GET /api/forecast', { method: 'GET', url: '/api/forecast?siteId=s-1&days=7' }],
  ['GET /api/what-if/settings', { method: 'GET', url: '/api/what-if/settings?siteId=s-1' }],
  ['POST /api/what-if', { method: 'POST', url: '/api/what-if', payload: { siteId: 's-1', from: '2026-01-01', to: '2026-01-02', settings: {} } }],
  ['GET /api/stats/room/cleaner-arrival/{id}', { method: 'GET', url: `/api/stats/room/cleaner-arrival/r-1?${week}` }],
  ['GET /api/stats/room/room-exposures/{id}', { method: 'GET', url: `/api/stats/room/room-exposures/r-1?${week}` }],
  ['GET /api/stats/room/site-cleaner-arrival/{siteId}', { method: 'GET', url: `/api/stats/room/site-cleaner-arrival/s-1?${week}` }],
  ['GET /api/stats/room/site-supervisor-arrival/{siteId}', { method: 'GET', url: `/api/stats/room/site-supervisor-arrival/s-1?${week}` }],
  ['GET /api/stats/room/hourData/{id}', { method: 'GET', url: `/api/stats/room/hourData/r-1?${week}` }],
  ['GET /api/stats/room/service-log/{id}', { method: 'GET', url: `/api/stats/room/service-log/r-1?${week}&category=cleaning` }],
  ['GET /api/sensor/status', { method: 'GET', url: '/api/sensor/status?siteId=s-1' }],
  ['GET /api/sensor/connectivity', { method: 'GET', url: '/api/sensor/connectivity?siteId=s-1&dates=2026-11-01,2026-11-07' }],
  ['GET /api/sensor/battery/power', { method: 'GET', url: '/api/sensor/battery/power?siteId=s-1' }],
  ['GET /api/sensor', { method: 'GET', url: '/api/sensor?site_id=s-1' }],
  ['GET /api/device-alerts', { method: 'GET', url: '/api/device-alerts?siteId=s-1&state=all' }],
  ['GET /api/device-alerts/offline-time', { method: 'GET', url: '/api/device-alerts/offline-time?siteId=s-1&month=2026-11' }],
  ['GET /api/site/calls/{id}', { method: 'GET', url: '/api/site/calls/s-1' }],
  ['PUT /api/site/calls/{id}', { method: 'PUT', url: '/api/site/calls/s-1', payload: { ...DEFAULT_CALL_SETTINGS, gapInMinutes: 30 } }],
  ['GET /api/stats/performance/analysis-report', { method: 'GET', url: `/api/stats/performance/analysis-report?siteId=s-1&${week}` }],
  ['GET /api/site/notifications/{id}', { method: 'GET', url: '/api/site/notifications/s-1' }],
  ['PUT /api/site/notifications/{id}', { method: 'PUT', url: '/api/site/notifications/s-1', payload: { ...DEFAULT_NOTIFICATION_SETTINGS, webhook: { ...DEFAULT_NOTIFICATION_SETTINGS.webhook, secret: null } } }],
  ['POST /api/site/notifications/{id}/preview', { method: 'POST', url: '/api/site/notifications/s-1/preview', payload: { email: DEFAULT_NOTIFICATION_SETTINGS.email, trigger: 'call_late' } }],
  ['POST /api/site/notifications/{id}/test', { method: 'POST', url: '/api/site/notifications/s-1/test', payload: { email: DEFAULT_NOTIFICATION_SETTINGS.email, trigger: 'call_late', to: 'ops@example.com' } }],
  ['GET /api/notifications', { method: 'GET', url: '/api/notifications?siteId=s-1' }],
  ['GET /api/room/{id}', { method: 'GET', url: '/api/room/r-1' }],
  ['GET /api/room/history', { method: 'GET', url: `/api/room/history?siteId=s-1&at=${new Date(Date.now() - 60_000).toISOString()}` }],
  ['GET /api/room/{id}/history', { method: 'GET', url: `/api/room/r-1/history?at=${new Date(Date.now() - 60_000).toISOString()}` }],
  ['GET /api/room/realtime', { method: 'GET', url: '/api/room/realtime?siteId=s-1' }],
  ['GET /api/cleandex', { method: 'GET', url: '/api/cleandex?siteId=s-1' }],
  ['GET /api/cleandex/series', { method: 'GET', url: `/api/cleandex/series?siteId=s-1&roomId=r-1&${week}` }],
  ['POST /api/room/{id}/calls', { method: 'POST', url: '/api/room/r-1/calls', payload: {} }],
  ['POST /api/admin/devices', { method: 'POST', url: '/api/admin/devices', payload: { roomId: 'r-1', deviceType: 'pad9' } }],
  ['POST /api/sensor/tabletAction', { method: 'POST', url: '/api/sensor/tabletAction', payload: { deviceCode: 'TAB-C1', action: 'restart' } }],
  ['GET /api/kiosk/screenshot/{id}', { method: 'GET', url: '/api/kiosk/screenshot/d-1' }],
  ['GET /api/kiosk/profileDownload/{id}', { method: 'GET', url: '/api/kiosk/profileDownload/d-1' }],
  ['GET /api/kiosk/openKioskBrowserSettings/{id}', { method: 'GET', url: '/api/kiosk/openKioskBrowserSettings/d-1' }],
  ['GET /api/kiosk/openTeamViewerQuickSupport/{id}', { method: 'GET', url: '/api/kiosk/openTeamViewerQuickSupport/d-1' }],
  ['GET /api/kiosk/restartApplication/{id}', { method: 'GET', url: '/api/kiosk/restartApplication/d-1' }],
  ['GET /api/admin/rooms', { method: 'GET', url: '/api/admin/rooms?siteId=s-1' }],
  ['POST /api/admin/rooms', { method: 'POST', url: '/api/admin/rooms', payload: { siteId: 's-1', displayName: 'Taken', room_name_en: 'Taken', roomType: 'men', ref_id: '999' } }],
  ['POST /api/admin/rooms/generate', { method: 'POST', url: '/api/admin/rooms/generate', payload: { siteId: 's-1', buildings: [{ name: 'X', floors: 1 }], roomsPerFloor: [{ roomType: 'men' }] } }],
  ['GET /api/admin/rooms/{id}', { method: 'GET', url: '/api/admin/rooms/r-1' }],
  ['PUT /api/admin/rooms/{id}', { method: 'PUT', url: '/api/admin/rooms/r-1', payload: { pinned: true } }],
  ['DELETE /api/admin/rooms/{id}', { method: 'DELETE', url: '/api/admin/rooms/r-1' }],
  ['GET /api/admin/devices', { method: 'GET', url: '/api/admin/devices?siteId=s-1' }],
  ['GET /api/admin/devices/{id}', { method: 'GET', url: '/api/admin/devices/d-1' }],
  ['PUT /api/admin/devices/{id}', { method: 'PUT', url: '/api/admin/devices/d-1', payload: { roomId: 'r-2', note: 'Taken over' } }],
  ['DELETE /api/admin/devices/{id}', { method: 'DELETE', url: '/api/admin/devices/d-1' }],
  ['POST /api/admin/devices/{id}/token', { method: 'POST', url: '/api/admin/devices/d-1/token' }],
  ['POST /api/admin/devices/{id}/flags', { method: 'POST', url: '/api/admin/devices/d-1/flags', payload: { is_update: true, is_restart: true } }],
  ['GET /api/admin/rooms/{id}/history', { method: 'GET', url: '/api/admin/rooms/r-1/history' }],
  ['GET /api/admin/devices/{id}/history', { method: 'GET', url: '/api/admin/devices/d-1/history' }],
  ['GET /api/site/{id}/history', { method: 'GET', url: '/api/site/s-1/history' }],
  ['PUT /api/site/timeSaving/{id}', { method: 'PUT', url: '/api/site/timeSaving/s-1', payload: { isTimeSave: false, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 10, employerCostPerHour: 50, currency: 'ILS' } }],
  ['GET /api/site/details/{id}', { method: 'GET', url: '/api/site/details/s-1' }],
  ['GET /api/site/siteRooms/{id}', { method: 'GET', url: '/api/site/siteRooms/s-1' }],
  ['GET /api/site/QRDevices/{id}', { method: 'GET', url: '/api/site/QRDevices/s-1' }],
  ['GET /api/serviceProvider/site/{id}', { method: 'GET', url: '/api/serviceProvider/site/s-1' }],
  ['GET /api/admin/franchises/{id}', { method: 'GET', url: '/api/admin/franchises/f-1' }],
  ['PUT /api/admin/franchises/{id}', { method: 'PUT', url: '/api/admin/franchises/f-1', payload: { franchiseName: 'Taken over' } }],
  ['DELETE /api/admin/franchises/{id}', { method: 'DELETE', url: '/api/admin/franchises/f-1' }],
  ['GET /api/admin/franchises/{id}/history', { method: 'GET', url: '/api/admin/franchises/f-1/history' }],
  ['POST /api/admin/companies', { method: 'POST', url: '/api/admin/companies', payload: { franchiseId: 'f-1', companyName: 'Intruder', companyType: 'cleaning_co', region: 'Center' } }],
  ['GET /api/admin/companies/{id}', { method: 'GET', url: '/api/admin/companies/c-1' }],
  ['PUT /api/admin/companies/{id}', { method: 'PUT', url: '/api/admin/companies/c-1', payload: { companyName: 'Taken over' } }],
  ['DELETE /api/admin/companies/{id}', { method: 'DELETE', url: '/api/admin/companies/c-1' }],
  ['GET /api/admin/companies/{id}/history', { method: 'GET', url: '/api/admin/companies/c-1/history' }],
  ['POST /api/admin/users', { method: 'POST', url: '/api/admin/users', payload: { ...intruderUser, scopes: { companyIds: ['c-1'] } } }],
  ['GET /api/admin/users/{id}', { method: 'GET', url: '/api/admin/users/u-c1' }],
  ['PUT /api/admin/users/{id}', { method: 'PUT', url: '/api/admin/users/u-c1', payload: { password: 'taken-over-password' } }],
  ['DELETE /api/admin/users/{id}', { method: 'DELETE', url: '/api/admin/users/u-c1' }],
  ['GET /api/admin/users/{id}/history', { method: 'GET', url: '/api/admin/users/u-c1/history' }],
  ['GET /api/admin/working-areas', { method: 'GET', url: '/api/admin/working-areas?siteId=s-1' }],
  ['POST /api/admin/working-areas', { method: 'POST', url: '/api/admin/working-areas', payload: { siteId: 's-1', name: 'Taken', roomIds: ['r-1'] } }],
  ['GET /api/admin/working-areas/{id}', { method: 'GET', url: '/api/admin/working-areas/w-1' }],
  ['PUT /api/admin/working-areas/{id}', { method: 'PUT', url: '/api/admin/working-areas/w-1', payload: { name: 'Taken over' } }],
  ['DELETE /api/admin/working-areas/{id}', { method: 'DELETE', url: '/api/admin/working-areas/w-1' }],
  ['GET /api/admin/working-areas/{id}/history', { method: 'GET', url: '/api/admin/working-areas/w-1/history' }],
  ['GET /api/admin/cleaners', { method: 'GET', url: '/api/admin/cleaners?siteId=s-1' }],
  ['GET /api/site-users', { method: 'GET', url: '/api/site-users?siteId=s-1' }],
  ['GET /api/survey', { method: 'GET', url: '/api/survey?siteId=s-1' }],
  ['POST /api/survey', { method: 'POST', url: '/api/survey', payload: { siteId: 's-1', ...surveyProfile, name: 'Taken' } }],
  ['GET /api/survey/{id}', { method: 'GET', url: '/api/survey/sv-1' }],
  ['PUT /api/survey/{id}', { method: 'PUT', url: '/api/survey/sv-1', payload: { name: 'Taken over' } }],
  ['DELETE /api/survey/{id}', { method: 'DELETE', url: '/api/survey/sv-1' }],
  ['PUT /api/survey/{id}/devices', { method: 'PUT', url: '/api/survey/sv-1/devices', payload: { deviceIds: ['d-1'] } }],
  ['GET /api/survey/{id}/results', { method: 'GET', url: `/api/survey/sv-1/results?${week}` }],
  ['GET /api/sensor/survey', { method: 'GET', url: '/api/sensor/survey?surveyId=sv-1' }],
  ['GET /api/task', { method: 'GET', url: '/api/task?siteId=s-1' }],
  ['POST /api/task', { method: 'POST', url: '/api/task', payload: { siteId: 's-1', ...taskProfile } }],
  ['GET /api/task/calendar', { method: 'GET', url: '/api/task/calendar?siteId=s-1&from=2026-03-01&to=2026-03-07' }],
  ['GET /api/task/board', { method: 'GET', url: '/api/task/board?siteId=s-1' }],
  ['GET /api/task/{id}', { method: 'GET', url: '/api/task/t-1' }],
  ['PUT /api/task/{id}', { method: 'PUT', url: '/api/task/t-1', payload: { title: 'Taken over' } }],
  ['DELETE /api/task/{id}', { method: 'DELETE', url: '/api/task/t-1' }],
  ['PUT /api/task/{id}/state', { method: 'PUT', url: '/api/task/t-1/state', payload: { state: 'inactive' } }],
  ['POST /api/task/{id}/done', { method: 'POST', url: '/api/task/t-1/done', payload: { roomId: 'r-1', occurrenceId: 'o-1' } }],
  ['GET /api/task/{id}/history', { method: 'GET', url: '/api/task/t-1/history' }],
];

/** Lists: answer 200 without anything of c-1. */
const LISTS: [string, string][] = [
  ['GET /api/site', '/api/site'],
  ['GET /api/filter/site-company-list', '/api/filter/site-company-list'],
  ['GET /api/company/general', '/api/company/general'],
  ['GET /api/admin/companies', '/api/admin/companies'],
  ['GET /api/admin/users', '/api/admin/users'],
  ['GET /api/site/serviceProviders', '/api/site/serviceProviders'],
];

/** Routes that name nothing of a tenant: the caller's own session, health, and the device channel (scoped by its token). */
const NOT_TENANT_SCOPED = [
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/auth/loggedInUser',
  'POST /api/auth/logout',
  'GET /api/auth/is-email-valid',
  'GET /api/auth/is-username-valid',
  'GET /api/auth/is-phone-valid',
  'POST /api/ingest',
  'GET /api/devices/channel',
  // A pad's or counter's own update/restart flags, by its token.
  'GET /api/devices/flags',
  'POST /api/devices/flags/ack',
  // A kiosk's or QR page's own set-up, by its token (its room, site and survey only).
  'GET /api/devices/self',
  // A new franchise names no existing tenant; only the provider may create one (403 to everyone else).
  'POST /api/admin/franchises',
  // Lists the caller's own franchises; checked below (empty for a company-level caller).
  'GET /api/admin/franchises',
  // The site form's fixed choices and the offline public holiday calendar: the same for everyone.
  'GET /api/site/sectors',
  'GET /api/site/publicHolidays',
  'GET /api/site/countries',
];

describe.each(BACKENDS)('tenancy on every route (%s)', (backend) => {
  let api: TestApp;
  let outsider: string;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    // Company c-1 belongs to franchise f-1.
    await handleCommand(api.store, franchiseStreamId('f-1'), franchiseDecider, {
      type: 'CreateFranchise',
      data: { franchiseId: 'f-1', franchiseName: 'North', franchiseCountry: 'Israel' },
    }, { now: new Date(), actor: { kind: 'system', id: 'test' } });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1', franchiseId: 'f-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    // A tablet of company c-1 (d-1, code TAB-C1) for the device command routes.
    await handleCommand(api.store, deviceRegistryStreamId('d-1'), deviceDecider, {
      type: 'RegisterDevice',
      data: { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1', deviceType: 'tablet', deviceCode: 'TAB-C1', tokenHash: 'tenancy-test-token-hash' },
    }, { now: new Date(), actor: { kind: 'system', id: 'test' } });
    // A working area of site s-1 (w-1) for the working-area routes.
    await handleCommand(api.store, workingAreaStreamId('w-1'), workingAreaDecider, {
      type: 'CreateWorkingArea',
      data: { workingAreaId: 'w-1', siteId: 's-1', name: 'Ground floor', roomIds: ['r-1'] },
    }, { now: new Date(), actor: { kind: 'system', id: 'test' } });
    // A survey of site s-1 (sv-1) for the survey routes.
    await handleCommand(api.store, surveyStreamId('sv-1'), surveyDecider, {
      type: 'CreateSurvey',
      data: { surveyId: 'sv-1', siteId: 's-1', ...surveyProfile },
    }, { now: new Date(), actor: { kind: 'system', id: 'test' } });
    // A task of site s-1 (t-1) for the task routes.
    await handleCommand(api.store, taskStreamId('t-1'), taskDecider, {
      type: 'CreateTask',
      data: { taskId: 't-1', siteId: 's-1', profile: taskProfile, due: [] },
    }, { now: new Date(), actor: { kind: 'system', id: 'test' } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    // A viewer of company c-1, for the user routes.
    await api.seedUser({ userId: 'u-c1', email: 'viewer@one.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] } });
    // An admin with every permission, but of company c-2 only.
    await api.seedUser({
      userId: 'u-outsider',
      email: 'outsider@demo.test',
      password: 'outsider-pass',
      type: 'admin',
      level: 'company',
      scopes: { companyIds: ['c-2'] },
      roles: ['dashboard', 'real-time', 'room', 'devices', 'shift', 'site', 'company', 'franchise', 'user', 'users', 'working_area', 'survey', 'task'],
    });
    await api.caughtUp();
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const send = (cookie: string, { method, url, payload }: Attempt) =>
    api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it.each(ROUTES_NAMING_C1)('%s answers 404 to a user outside the company', async (_name, attempt) => {
    const response = await send(outsider, attempt);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it.each(LISTS)('%s lists nothing of another company', async (_name, url) => {
    const response = await send(outsider, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/"(c-1|s-1|r-1)"/);
    expect(response.body).toMatch(/"(c-2|s-2)"/);
  });

  it('changed nothing of the other company', async () => {
    await api.caughtUp();
    const site = (await send(admin, { method: 'GET', url: '/api/site/s-1' })).json();
    expect(site).toMatchObject({ name: 'Site s-1', shifts: [], isTimeSave: true, timeSaving: null, callSettings: DEFAULT_CALL_SETTINGS });
    expect(await api.store.readStream('room-r-1')).toEqual([]);
    const devices = (await send(admin, { method: 'GET', url: '/api/sensor/status?siteId=s-1' })).json() as { device_id: string }[];
    expect(devices.map((device) => device.device_id)).toEqual(['d-1']);
    expect(await api.store.readStream(deviceCommandStreamId('d-1'))).toEqual([]);
    expect(await api.store.readStream(siteNotificationsStreamId('s-1'))).toEqual([]);
  });

  it('covers every route of the API', async () => {
    const doc = (await send(admin, { method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set([...ROUTES_NAMING_C1.map(([name]) => name), ...LISTS.map(([name]) => name), ...NOT_TENANT_SCOPED]);
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('changed no room or device of the other company through the admin routes', async () => {
    expect((await api.store.readStream(roomStreamId('r-1'))).map((event) => event.type)).toEqual(['RoomCreated']);
    expect((await api.store.readStream(deviceRegistryStreamId('d-1'))).map((event) => event.type)).toEqual(['DeviceRegistered']);
    const rooms = (await send(admin, { method: 'GET', url: '/api/admin/rooms?siteId=s-1' })).json() as { id: string }[];
    expect(rooms.map((room) => room.id)).toEqual(['r-1']);
  });

  it('changed no franchise, company or user of the other company, and lists none of them', async () => {
    expect((await api.store.readStream(franchiseStreamId('f-1'))).map((event) => event.type)).toEqual(['FranchiseCreated']);
    expect((await api.store.readStream(companyStreamId('c-1'))).map((event) => event.type)).toEqual(['CompanyCreated']);
    expect((await api.store.readStream(userStreamId('u-c1'))).map((event) => event.type)).toEqual(['UserCreated']);
    const franchises = await send(outsider, { method: 'GET', url: '/api/admin/franchises' });
    expect(franchises.statusCode).toBe(200);
    expect(franchises.json()).toEqual([]);
    await expect(api.login('viewer@one.test', 'viewer-pass')).resolves.toMatch(/^sid=/);
  });

  it('changed no working area of the other company', async () => {
    expect((await api.store.readStream(workingAreaStreamId('w-1'))).map((event) => event.type)).toEqual(['WorkingAreaCreated']);
    const areas = (await send(admin, { method: 'GET', url: '/api/admin/working-areas?siteId=s-1' })).json() as { workingAreaId: string; name: string }[];
    expect(areas).toMatchObject([{ workingAreaId: 'w-1', name: 'Ground floor' }]);
  });

  it('changed no survey of the other company', async () => {
    expect((await api.store.readStream(surveyStreamId('sv-1'))).map((event) => event.type)).toEqual(['SurveyCreated']);
    const surveys = (await send(admin, { method: 'GET', url: '/api/survey?siteId=s-1' })).json() as { surveyId: string; name: string }[];
    expect(surveys).toMatchObject([{ surveyId: 'sv-1', name: 'Visitors' }]);
  });

  it('changed no task of the other company', async () => {
    expect((await api.store.readStream(taskStreamId('t-1'))).map((event) => event.type)).toEqual(['TaskCreated']);
    const tasks = (await send(admin, { method: 'GET', url: '/api/task?siteId=s-1' })).json() as { taskId: string; title: string }[];
    expect(tasks).toMatchObject([{ taskId: 't-1', title: 'Restock soap' }]);
  });
});
