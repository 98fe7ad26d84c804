import {
  companyStreamId,
  deviceRegistryStreamId,
  franchiseStreamId,
  roomStreamId,
  siteStreamId,
  userStreamId,
  type CompanyEvent,
  type DeviceRegistryEvent,
  type FranchiseEvent,
  type RoomCreated,
  type RoomEvent,
  type SiteCreated,
  type SiteEvent,
  type UserCreated,
  type UserEvent,
} from '@facility/contracts';
import type { EventStore } from '@facility/event-store';

/** An organisation event as a decider produces it. */
export type OrganisationEvent = FranchiseEvent | CompanyEvent | SiteEvent | RoomEvent | DeviceRegistryEvent | UserEvent;

/** An event bound for its `org-*` stream at a producer time. */
export interface OrgFixture {
  streamId: string;
  event: OrganisationEvent;
  occurredAt: Date;
}

/** The stream an organisation event belongs to, from the id its data carries. */
function streamOf(event: OrganisationEvent): string {
  const data = event.data as Record<string, string>;
  if (event.type.startsWith('Franchise')) return franchiseStreamId(data.franchiseId!);
  if (event.type.startsWith('Company')) return companyStreamId(data.companyId!);
  if (event.type.startsWith('Site')) return siteStreamId(data.siteId!);
  if (event.type.startsWith('Room')) return roomStreamId(data.roomId!);
  if (event.type.startsWith('Device')) return deviceRegistryStreamId(data.deviceId!);
  return userStreamId(data.userId!);
}

/** Fixtures one minute apart from `start`, each on its entity's stream. */
export function orgFixtures(start: string, events: readonly OrganisationEvent[]): OrgFixture[] {
  return events.map((event, index) => ({
    streamId: streamOf(event),
    event,
    occurredAt: new Date(new Date(start).getTime() + index * 60_000),
  }));
}

/** Appends the fixtures one by one, in order, as admin commands would. */
export async function appendOrgFixtures(store: EventStore, fixtures: readonly OrgFixture[]): Promise<void> {
  for (const { streamId, event, occurredAt } of fixtures) {
    await store.append(streamId, [{ type: event.type, data: event.data, occurredAt, metadata: { source: 'admin' } }]);
  }
}

export const site1: SiteCreated = {
  siteId: 's-1',
  companyId: 'c-1',
  name: 'Azrieli Tower',
  description: null,
  type: 'operation',
  status: 'active',
  country: 'Israel',
  state: 'Tel Aviv District',
  city: 'Tel Aviv',
  sector: 'offices',
  buildingArea: 12_500.5,
  officialStartDate: '2026-06-01',
  timezone: 'Asia/Jerusalem',
  location: { address: 'Menachem Begin 132', latitude: 32.074, longitude: 34.792, radius: 150 },
  cleaningServiceProviderId: 5,
  managementServiceProviderId: 4,
  isTimeSave: true,
  exposures: true,
  alerts: true,
  embeddedLink: null,
  cleanersNumber: 6,
  counterThreshold: 30,
};

export const room1: RoomCreated = {
  roomId: 'r-1',
  siteId: 's-1',
  displayName: 'שירותי גברים קומה 2',
  roomNameEn: 'Men WC 2',
  roomType: 'men',
  floor: 2,
  building: 'A',
  zone: 'North',
  gender: 'men',
  isCalculated: true,
  pinned: false,
  refId: '007',
  cellsNum: 4,
  sinksNum: 3,
  urinalsNum: 2,
  toiletPaperSize: 'jumbo',
  visitorThreshold: null,
};

export const admin: UserCreated = {
  userId: 'u-1',
  username: 'dana.admin',
  firstName: 'Dana',
  lastName: 'Levi',
  email: 'dana@demo.test',
  phone: '+972 50-123-4567',
  gender: 'female',
  language: 'he',
  type: 'admin',
  roles: ['dashboard', 'franchise', 'company', 'site', 'user'],
  level: 'buzzz',
  scopes: { franchiseIds: [], companyIds: [], siteIds: [] },
  passwordHash: 'scrypt$salt$hash-1',
};

export const cleaner: UserCreated = {
  userId: 'u-2',
  username: 'yossi_cleaner',
  firstName: 'Yossi',
  lastName: 'Cohen',
  email: 'yossi@demo.test',
  phone: null,
  gender: null,
  language: null,
  type: 'cleaner',
  roles: ['real-time'],
  level: 'site',
  scopes: { franchiseIds: [], companyIds: [], siteIds: ['s-1'] },
  passwordHash: 'scrypt$salt$hash-2',
};

/** A franchise with two companies (one directly under the provider), three sites, rooms, devices and users. */
export const organisationCreated: OrganisationEvent[] = [
  { type: 'FranchiseCreated', data: { franchiseId: 'f-1', franchiseName: 'Buzzz Israel', franchiseCountry: 'Israel' } },
  {
    type: 'CompanyCreated',
    data: {
      companyId: 'c-1',
      franchiseId: 'f-1',
      companyName: 'Clean Co',
      companyType: 'cleaning_co',
      region: 'Center',
      endClients: ['Tenant A', 'Tenant B'],
      logo: 'https://cdn.demo.test/clean-co.png',
    },
  },
  {
    type: 'CompanyCreated',
    data: {
      companyId: 'c-2',
      franchiseId: null,
      companyName: 'Acme Management',
      companyType: 'management_co',
      region: 'North',
      endClients: [],
      logo: null,
    },
  },
  { type: 'SiteCreated', data: site1 },
  { type: 'SiteCreated', data: { ...site1, siteId: 's-2', name: 'Azrieli Mall', sector: 'retail', type: 'realtime' } },
  { type: 'SiteCreated', data: { ...site1, siteId: 's-3', companyId: 'c-2', name: 'Haifa Port', timezone: 'UTC' } },
  { type: 'RoomCreated', data: room1 },
  {
    type: 'RoomCreated',
    data: { ...room1, roomId: 'r-2', displayName: 'Women WC 2', roomNameEn: 'Women WC 2', roomType: 'women', gender: 'women', pinned: true, refId: '008', urinalsNum: 0 },
  },
  { type: 'RoomCreated', data: { ...room1, roomId: 'r-3', siteId: 's-2', displayName: 'Mall lobby', roomNameEn: 'Mall lobby', roomType: 'lobby', gender: null, refId: '001' } },
  {
    type: 'DeviceRegistered',
    data: { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1', deviceType: 'pad9', deviceCode: 'PAD-0001', tokenHash: 'hash-d1', registeredAt: '2026-06-01T09:20:00.000Z' },
  },
  {
    type: 'DeviceRegistered',
    data: { deviceId: 'd-2', roomId: 'r-2', siteId: 's-1', deviceType: 'counter_women', deviceCode: null, tokenHash: 'hash-d2', registeredAt: '2026-06-01T09:21:00.000Z' },
  },
  { type: 'UserCreated', data: admin },
  { type: 'UserCreated', data: cleaner },
];

/** A week of admin work on {@link organisationCreated}. */
export const organisationChanged: OrganisationEvent[] = [
  { type: 'FranchiseUpdated', data: { franchiseId: 'f-1', franchiseName: 'Buzzz IL' } },
  { type: 'CompanyUpdated', data: { companyId: 'c-1', logo: null, endClients: ['Tenant A'] } },
  {
    type: 'SiteDetailsUpdated',
    data: { siteId: 's-1', name: 'Azrieli Tower North', description: 'Floors 1-3', counterThreshold: 40, cleanersNumber: null },
  },
  {
    type: 'SiteShiftsSet',
    data: {
      siteId: 's-1',
      shifts: [
        { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: [1, 2, 3, 4, 5], minSla: 15, maxSla: 30, roomIds: ['r-1', 'r-2'], active: true },
        { shiftNumber: 2, shiftName: 'night', start: '22:00', end: '06:00', days: [1, 2, 3, 4, 5], minSla: 20, maxSla: 45, roomIds: [], active: true },
      ],
    },
  },
  { type: 'SiteHolidaysSet', data: { siteId: 's-1', holidays: [{ name: 'Passover', start: '2026-04-01', end: '2026-04-08', shiftIds: [] }] } },
  { type: 'SiteOffDaysSet', data: { siteId: 's-1', offDays: [{ name: 'Election day', year: 2026, month: 10, day: 27 }] } },
  {
    type: 'SiteTimeSavingSet',
    data: { siteId: 's-1', isTimeSave: false, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 7.5, employerCostPerHour: 62, currency: 'ILS' },
  },
  { type: 'RoomUpdated', data: { roomId: 'r-1', siteId: 's-1', displayName: 'Men WC 2 North', floor: null, visitorThreshold: 50 } },
  { type: 'DeviceMoved', data: { deviceId: 'd-2', fromRoomId: 'r-2', fromSiteId: 's-1', toRoomId: 'r-3', toSiteId: 's-2' } },
  { type: 'RoomRemoved', data: { roomId: 'r-2', siteId: 's-1' } },
  { type: 'DeviceInstalled', data: { deviceId: 'd-1', installSpot: 'left of the door', macId: 'AA:BB:CC:00:11:22', qrTag: null } },
  { type: 'DeviceTokenRotated', data: { deviceId: 'd-1', tokenHash: 'hash-d1-rotated' } },
  { type: 'DeviceMaintenanceRecorded', data: { deviceId: 'd-1', kind: 'battery_replacement', date: '2026-06-05', byName: 'Avi', note: '' } },
  // Back-filled: an older record must not replace the latest day.
  { type: 'DeviceMaintenanceRecorded', data: { deviceId: 'd-1', kind: 'battery_replacement', date: '2026-05-20', byName: 'Avi', note: 'late entry' } },
  { type: 'DeviceMaintenanceRecorded', data: { deviceId: 'd-1', kind: 'technician_check', date: '2026-06-06', byName: 'Noa', note: '' } },
  { type: 'DeviceNoteSet', data: { deviceId: 'd-1', text: 'Loose bracket', setAt: '2026-06-07T08:00:00.000Z' } },
  { type: 'DeviceRemoved', data: { deviceId: 'd-2', roomId: 'r-3', siteId: 's-2' } },
  {
    type: 'UserAccessChanged',
    data: { userId: 'u-2', type: 'supervisor', roles: ['real-time', 'dashboard'], scopes: { franchiseIds: [], companyIds: [], siteIds: ['s-1', 's-2'] } },
  },
  { type: 'UserProfileUpdated', data: { userId: 'u-2', email: 'yossi.cohen@demo.test', phone: '050 765 4321' } },
  { type: 'UserPasswordChanged', data: { userId: 'u-1', passwordHash: 'scrypt$salt$hash-1b' } },
  { type: 'UserDeactivated', data: { userId: 'u-2' } },
  { type: 'SiteDeleted', data: { siteId: 's-3' } },
  { type: 'CompanyDeleted', data: { companyId: 'c-2' } },
];
