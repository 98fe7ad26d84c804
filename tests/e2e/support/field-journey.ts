import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminRoom, RegisteredDevice } from '@facility/contracts';

/**
 * Helpers of the task and survey journeys (tests/e2e/tasks.spec.ts, surveys.spec.ts), on
 * the devices journey's server: a customer of their own made through the admin API by the
 * provider's admin (the set-up journey proves the screens that make one), with a manager
 * who holds the task and survey screens, and the devices that are just a browser.
 */

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

export interface FieldCustomer {
  siteId: string;
  room: AdminRoom;
  manager: { email: string; password: string };
}

/**
 * A Cleandex site (its type hides no screen) in Tel Aviv with one room and a shift running
 * all day, and a manager of that site only. `name` keeps each journey's customer apart.
 */
export async function makeFieldCustomer(request: APIRequestContext, name: string, roomName: string): Promise<FieldCustomer> {
  const key = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const { franchiseId } = await created<{ franchiseId: string }>(request, '/api/admin/franchises', { franchiseName: `${name} Franchise`, franchiseCountry: 'Israel' });
  const { companyId } = await created<{ companyId: string }>(request, '/api/admin/companies', { franchiseId, companyName: `${name} Services`, companyType: 'cleaning_co', region: 'Center' });
  const { siteId } = await created<{ siteId: string }>(request, '/api/site', {
    companyId,
    name: `${name} Campus`,
    type: 'cleandex',
    country: 'Israel',
    state: 'Center',
    city: 'Tel Aviv',
    sector: 'offices',
    timezone: 'Asia/Jerusalem',
    location: { address: 'Dizengoff 50', latitude: 32.07, longitude: 34.77, radius: 100 },
  });
  const room = await created<AdminRoom>(request, '/api/admin/rooms', { siteId, displayName: roomName, room_name_en: roomName, roomType: 'women', ref_id: '101' });
  const shifts = await request.post(`/api/site/shifts/${siteId}`, {
    data: { companyId, shifts: [{ shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7], minSla: 60, maxSla: 240, roomIds: [], active: true }] },
  });
  expect(shifts.status(), await shifts.text()).toBe(200);
  const manager = { email: `manager@${key}.test`, password: `${key}-manager-1` };
  await created(request, '/api/admin/users', {
    username: `${key}.manager`,
    firstName: 'Dana',
    lastName: 'Levi',
    email: manager.email,
    password: manager.password,
    type: 'manager',
    roles: ['dashboard', 'real-time', 'task', 'survey'],
    level: 'site',
    scopes: { siteIds: [siteId] },
  });
  return { siteId, room, manager };
}

/** Registers a device in the room; answers its id and its one-time token. */
export async function registerDevice(request: APIRequestContext, roomId: string, deviceType: string, deviceCode: string): Promise<RegisteredDevice> {
  return created<RegisteredDevice>(request, '/api/admin/devices', { roomId, deviceType, deviceCode });
}
