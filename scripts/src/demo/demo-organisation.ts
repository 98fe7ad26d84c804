import { createHash } from 'node:crypto';
import {
  NAV_PERMISSIONS,
  PERMISSIONS,
  type CompanyType,
  type DeviceType,
  type Permission,
  type RoomGender,
  type RoomType,
  type UserGender,
  type UserLanguage,
  type UserLevel,
  type UserScopes,
  type UserType,
} from '@facility/contracts';

/**
 * The demo organisation `npm start` seeds into an empty database (INTERFACES.md
 * "Start-up"): one franchise, two companies, three sites in three time zones, 64 rooms
 * with their devices, and the users who log in. Pure and deterministic: every id is
 * derived from a readable key, so the same description comes out on every run and a
 * re-seed finds the streams it wrote before.
 *
 * Besides what the admin commands record, sites, shifts, rooms and devices carry the
 * traffic parameters the history generator and the simulator use (`traffic`,
 * `roundEveryMinutes`, `responseMinutes`, `health`); the seed leaves them out of the
 * commands.
 */

/** A UUID-shaped id (version 5 layout) derived from `kind` and `key`: stable across runs. */
export function demoId(kind: string, key: string): string {
  const hex = createHash('sha1').update(`facility-demo/v1/${kind}/${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DemoFranchise {
  id: string;
  name: string;
  country: string;
}

export interface DemoCompany {
  id: string;
  key: string;
  franchiseId: string;
  name: string;
  type: CompanyType;
  region: string;
  endClients: string[];
}

export interface DemoShift {
  number: number;
  name: 'morning' | 'afternoon' | 'night';
  /** Site-local `HH:mm`. */
  start: string;
  end: string;
  /** 1 = Sunday .. 7 = Saturday. */
  days: number[];
  minSla: number;
  maxSla: number;
  /** Traffic: minutes between cleaning rounds in a busy toilet during this shift. */
  roundEveryMinutes: number;
  /** Traffic: how long a cleaner takes to answer a call in this shift, [fastest, slowest] minutes. */
  responseMinutes: readonly [number, number];
}

export interface DemoHoliday {
  name: string;
  start: string;
  end: string;
  shiftIds: number[];
}

export interface DemoOffDay {
  name: string;
  year: number;
  month: number;
  day: number;
}

export interface DemoTimeSaving {
  isTimeSave: boolean;
  roundIntervalMinutes: number;
  cleaningMinutesPerRoom: number;
  employerCostPerHour: number;
  currency: string;
}

/** How busy a site is by local hour and weekday. */
export interface DemoTraffic {
  /** Relative visitors per local hour 0..23 (peak 1). */
  hourly: readonly number[];
  /** Relative visitors per weekday, Sunday..Saturday (busiest 1). */
  weekdays: readonly number[];
}

export interface DemoDeviceHealth {
  /** The battery ends the history low (under 20 %). */
  lowBattery?: boolean;
  /** The device stopped sending this many days before the seed's "now". */
  offlineDaysAgo?: number;
  /** A note an admin left on the device. */
  note?: string;
  /** The battery was replaced this many days before "now" (recorded as device maintenance). */
  batteryReplacedDaysAgo?: number;
}

export interface DemoDevice {
  id: string;
  key: string;
  roomId: string;
  siteId: string;
  deviceType: DeviceType;
  deviceCode: string;
  installSpot: string;
  macId: string;
  health: DemoDeviceHealth;
}

export interface DemoRoom {
  id: string;
  key: string;
  siteId: string;
  refId: string;
  displayName: string;
  roomNameEn: string;
  roomType: RoomType;
  floor: number;
  building: string;
  zone: string | null;
  gender: RoomGender | null;
  pinned: boolean;
  cellsNum: number;
  sinksNum: number;
  urinalsNum: number;
  toiletPaperSize: string | null;
  visitorThreshold: number | null;
  devices: DemoDevice[];
}

export interface DemoSite {
  id: string;
  key: string;
  companyId: string;
  name: string;
  description: string;
  country: string;
  state: string;
  city: string;
  sector: string;
  timezone: string;
  location: { address: string; latitude: number; longitude: number; radius: number };
  buildingArea: number;
  cleanersNumber: number;
  counterThreshold: number;
  shifts: DemoShift[];
  holidays: DemoHoliday[];
  offDays: DemoOffDay[];
  timeSaving: DemoTimeSaving;
  traffic: DemoTraffic;
  rooms: DemoRoom[];
}

export interface DemoUser {
  id: string;
  key: string;
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  gender: UserGender | null;
  language: UserLanguage | null;
  type: UserType;
  roles: Permission[];
  level: UserLevel;
  scopes: UserScopes;
  /** Staff: the site where they check in (their id is the `staffId` of their arrivals). */
  worksAt: string | null;
}

export interface DemoOrganisation {
  franchise: DemoFranchise;
  companies: DemoCompany[];
  sites: DemoSite[];
  users: DemoUser[];
  /** `admin@demo.test` / `demo-admin`: type admin, level buzzz, every permission. */
  admin: DemoUser;
  /** `manager@demo.test` / `demo-manager`: type manager, level company, one company. */
  manager: DemoUser;
}

/** A device with where it stands, as the simulator and the seed's ingest need it. */
export interface DemoDeviceEntry {
  device: DemoDevice;
  room: DemoRoom;
  site: DemoSite;
}

// ---------------------------------------------------------------------------------------
// Rooms and devices

type Lang = 'he' | 'pl' | 'en';

const ROOM_NAMES: Record<RoomType, Record<Lang, string> & { en: string }> = {
  men: { he: 'שירותי גברים', pl: 'Toaleta męska', en: 'Men Restroom' },
  women: { he: 'שירותי נשים', pl: 'Toaleta damska', en: 'Women Restroom' },
  handicapped: { he: 'שירותי נכים', pl: 'Toaleta dla niepełnosprawnych', en: 'Accessible Restroom' },
  shared: { he: 'שירותים משותפים', pl: 'Toaleta koedukacyjna', en: 'All Gender Restroom' },
  kitchen: { he: 'מטבחון', pl: 'Aneks kuchenny', en: 'Kitchenette' },
  lobby: { he: 'לובי', pl: 'Lobby', en: 'Lobby' },
  meeting_room: { he: 'חדר ישיבות', pl: 'Sala konferencyjna', en: 'Meeting Room' },
  elevator: { he: 'מעליות', pl: 'Windy', en: 'Elevators' },
};

const FLOOR_WORD: Record<Lang, string> = { he: 'קומה', pl: 'piętro', en: 'Floor' };

const GENDER_OF: Partial<Record<RoomType, RoomGender>> = {
  men: 'men',
  women: 'women',
  handicapped: 'shared',
  shared: 'shared',
};

const FIXTURES: Record<RoomType, { cells: number; sinks: number; urinals: number; paper: string | null }> = {
  men: { cells: 3, sinks: 3, urinals: 4, paper: 'jumbo' },
  women: { cells: 5, sinks: 3, urinals: 0, paper: 'jumbo' },
  handicapped: { cells: 1, sinks: 1, urinals: 0, paper: 'standard' },
  shared: { cells: 2, sinks: 2, urinals: 0, paper: 'standard' },
  kitchen: { cells: 0, sinks: 2, urinals: 0, paper: null },
  lobby: { cells: 0, sinks: 0, urinals: 0, paper: null },
  meeting_room: { cells: 0, sinks: 0, urinals: 0, paper: null },
  elevator: { cells: 0, sinks: 0, urinals: 0, paper: null },
};

const COUNTER_OF: Partial<Record<RoomType, DeviceType>> = {
  men: 'counter_men',
  women: 'counter_women',
  handicapped: 'counter_handicap',
  shared: 'counter_shared',
};

const TOILETS: readonly RoomType[] = ['men', 'women', 'handicapped', 'shared'];
export const isToilet = (type: RoomType): boolean => TOILETS.includes(type);

const CODE_PREFIX: Record<DeviceType, string> = {
  pad9: 'P9',
  pad9plus: 'P9P',
  tablet: 'TAB',
  counter_women: 'CW',
  counter_men: 'CM',
  counter_handicap: 'CH',
  counter_shared: 'CS',
  liquid_sensor: 'LS',
  toilet_paper: 'TP',
  double_toilet_paper: 'DTP',
  tag: 'TAG',
  qr_tag: 'QR',
};

const INSTALL_SPOT: Record<DeviceType, string> = {
  pad9: 'Wall beside the door',
  pad9plus: 'Wall beside the door',
  tablet: 'Stand at the entrance',
  counter_women: 'Entrance door frame',
  counter_men: 'Entrance door frame',
  counter_handicap: 'Entrance door frame',
  counter_shared: 'Entrance door frame',
  liquid_sensor: 'Soap dispenser above the sinks',
  toilet_paper: 'Inside the cells',
  double_toilet_paper: 'Inside the cells',
  tag: 'Beside the door',
  qr_tag: 'Beside the door',
};

/** One floor's rooms: which kinds, in what order (the order gives the ref ids). */
interface FloorPlan {
  floor: number;
  rooms: RoomType[];
}

interface BuildingPlan {
  name: string;
  /** The name in the site's language, for display names. */
  localName: string;
  floors: FloorPlan[];
}

const OFFICE_FLOOR: RoomType[] = ['men', 'women', 'kitchen', 'meeting_room'];

/**
 * Devices for a room. Every toilet has a button pad (pad9+ on every other one) and a people
 * counter at its entrance; toilet paper and soap sensors are in some; lobbies have a survey
 * tablet, and so do some kitchens.
 */
function devicesFor(type: RoomType, index: number): DeviceType[] {
  if (isToilet(type)) {
    const devices: DeviceType[] = [index % 2 === 0 ? 'pad9plus' : 'pad9', COUNTER_OF[type]!];
    if (type === 'women' || (type !== 'men' && index % 2 === 0) || (type === 'men' && index % 3 === 0)) {
      devices.push(type === 'women' && index % 4 === 1 ? 'double_toilet_paper' : 'toilet_paper');
    }
    if ((type === 'men' || type === 'women') && index % 3 !== 2) devices.push('liquid_sensor');
    if (type === 'women' && index % 5 === 0) devices.push('tablet');
    return devices;
  }
  switch (type) {
    case 'lobby':
      return ['tablet'];
    case 'kitchen':
      return index % 2 === 0 ? ['pad9', 'tablet'] : ['pad9'];
    default:
      return ['pad9'];
  }
}

function buildRooms(site: { id: string; key: string; lang: Lang; code: string }, buildings: BuildingPlan[]): DemoRoom[] {
  const rooms: DemoRoom[] = [];
  let index = 0;
  buildings.forEach((building, b) => {
    let sequence = 0;
    for (const { floor, rooms: kinds } of building.floors) {
      for (const roomType of kinds) {
        sequence++;
        const refId = String((b + 1) * 100 + sequence).padStart(3, '0');
        const key = `${site.key}/${refId}`;
        const id = demoId('room', key);
        const names = ROOM_NAMES[roomType];
        const fixtures = FIXTURES[roomType];
        const devices = devicesFor(roomType, index).map((deviceType): DemoDevice => {
          const deviceKey = `${key}/${deviceType}`;
          const mac = createHash('sha1').update(deviceKey).digest('hex').slice(0, 6).toUpperCase();
          return {
            id: demoId('device', deviceKey),
            key: deviceKey,
            roomId: id,
            siteId: site.id,
            deviceType,
            deviceCode: `${site.code}-${CODE_PREFIX[deviceType]}-${refId}`,
            installSpot: INSTALL_SPOT[deviceType],
            macId: `AC:23:3F:${mac.slice(0, 2)}:${mac.slice(2, 4)}:${mac.slice(4, 6)}`,
            health: {},
          };
        });
        rooms.push({
          id,
          key,
          siteId: site.id,
          refId,
          displayName: `${names[site.lang]} ${FLOOR_WORD[site.lang]} ${floor}${buildings.length > 1 ? ` - ${building.localName}` : ''}`,
          roomNameEn: `${names.en} ${buildings.length > 1 ? `${building.name} ` : ''}Floor ${floor}`,
          roomType,
          floor,
          building: building.name,
          zone: floor === 1 ? 'Ground floor' : floor % 2 === 0 ? 'North core' : 'South core',
          gender: GENDER_OF[roomType] ?? null,
          pinned: roomType === 'lobby',
          cellsNum: fixtures.cells,
          sinksNum: fixtures.sinks,
          urinalsNum: fixtures.urinals,
          toiletPaperSize: fixtures.paper,
          visitorThreshold: roomType === 'women' ? 45 : roomType === 'men' ? 50 : null,
          devices,
        });
        index++;
      }
    }
  });
  return rooms;
}

/** Marks the devices whose history shows a low battery, an outage or maintenance. */
function setHealth(rooms: DemoRoom[], marks: { refId: string; deviceType: DeviceType; health: DemoDeviceHealth }[]): void {
  for (const mark of marks) {
    const device = rooms.find((room) => room.refId === mark.refId)?.devices.find((d) => d.deviceType === mark.deviceType);
    if (!device) throw new Error(`demo organisation: no ${mark.deviceType} in room ${mark.refId}`);
    device.health = mark.health;
  }
}

// ---------------------------------------------------------------------------------------
// Sites

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

/** Offices: a morning ramp, a lunch peak, quiet nights. */
const OFFICE_HOURS = [
  0.03, 0.02, 0.02, 0.02, 0.03, 0.06, 0.15, 0.4, 0.8, 1, 0.85, 0.8, 1, 0.95, 0.75, 0.7, 0.72, 0.6, 0.35, 0.2, 0.12, 0.08, 0.05,
  0.04,
];
/** Offices over a shopping mall: the evening stays busy. */
const MIXED_HOURS = [
  0.04, 0.02, 0.02, 0.02, 0.03, 0.05, 0.12, 0.35, 0.7, 0.9, 0.85, 0.85, 1, 1, 0.85, 0.8, 0.85, 0.9, 0.8, 0.65, 0.5, 0.35, 0.15,
  0.07,
];

function telAviv(companyId: string): DemoSite {
  const key = 'azrieli';
  const id = demoId('site', key);
  const rooms = buildRooms({ id, key, lang: 'he', code: 'TLV' }, [
    {
      name: 'Round Tower',
      localName: 'המגדל העגול',
      floors: [
        { floor: 1, rooms: ['lobby', 'elevator', 'men', 'women', 'handicapped'] },
        { floor: 10, rooms: [...OFFICE_FLOOR, 'handicapped'] },
        { floor: 11, rooms: OFFICE_FLOOR },
        { floor: 12, rooms: OFFICE_FLOOR },
      ],
    },
    {
      name: 'Square Tower',
      localName: 'המגדל המרובע',
      floors: [
        { floor: 1, rooms: ['lobby', 'men', 'women'] },
        { floor: 5, rooms: ['men', 'women', 'kitchen'] },
        { floor: 6, rooms: ['men', 'women', 'kitchen'] },
      ],
    },
  ]);
  setHealth(rooms, [
    { refId: '103', deviceType: 'counter_men', health: { lowBattery: true } },
    { refId: '112', deviceType: 'toilet_paper', health: { offlineDaysAgo: 4, note: 'Sensor cover broken, replacement ordered' } },
    { refId: '203', deviceType: 'counter_women', health: { lowBattery: true } },
    { refId: '106', deviceType: 'pad9', health: { batteryReplacedDaysAgo: 34 } },
  ]);
  return {
    id,
    key,
    companyId,
    name: 'Azrieli Tower',
    description: 'Office towers over a shopping mall, Tel Aviv',
    country: 'Israel',
    state: 'Tel Aviv District',
    city: 'Tel Aviv',
    sector: 'offices',
    timezone: 'Asia/Jerusalem',
    location: { address: 'Menachem Begin Rd 132, Tel Aviv', latitude: 32.0744, longitude: 34.792, radius: 150 },
    buildingArea: 150_000,
    cleanersNumber: 14,
    counterThreshold: 40,
    shifts: [
      { number: 1, name: 'morning', start: '06:00', end: '14:00', days: ALL_DAYS, minSla: 15, maxSla: 30, roundEveryMinutes: 90, responseMinutes: [3, 22] },
      { number: 2, name: 'afternoon', start: '14:00', end: '22:00', days: ALL_DAYS, minSla: 20, maxSla: 40, roundEveryMinutes: 105, responseMinutes: [5, 32] },
      { number: 3, name: 'night', start: '22:00', end: '06:00', days: ALL_DAYS, minSla: 45, maxSla: 90, roundEveryMinutes: 240, responseMinutes: [20, 110] },
    ],
    holidays: [
      { name: 'Rosh Hashanah', start: '2026-09-12', end: '2026-09-13', shiftIds: [] },
      { name: 'Yom Kippur', start: '2026-09-21', end: '2026-09-21', shiftIds: [] },
      { name: 'Sukkot', start: '2026-09-26', end: '2026-09-27', shiftIds: [1, 2] },
      { name: 'Passover', start: '2027-04-22', end: '2027-04-28', shiftIds: [] },
      { name: 'Rosh Hashanah', start: '2027-10-02', end: '2027-10-03', shiftIds: [] },
    ],
    offDays: [{ name: 'Building maintenance', year: 2026, month: 10, day: 16 }],
    timeSaving: { isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 8, employerCostPerHour: 65, currency: 'ILS' },
    // The Israeli week: Sunday to Thursday, a short Friday, a quiet Saturday.
    traffic: { hourly: MIXED_HOURS, weekdays: [1, 1, 1, 0.97, 0.92, 0.5, 0.3] },
    rooms,
  };
}

function warsaw(companyId: string): DemoSite {
  const key = 'mokotow';
  const id = demoId('site', key);
  const rooms = buildRooms({ id, key, lang: 'pl', code: 'WAW' }, [
    {
      name: 'Building A',
      localName: 'Budynek A',
      floors: [
        { floor: 1, rooms: ['lobby', 'elevator', 'men', 'women', 'handicapped', 'shared'] },
        { floor: 2, rooms: OFFICE_FLOOR },
        { floor: 3, rooms: OFFICE_FLOOR },
        { floor: 4, rooms: OFFICE_FLOOR },
      ],
    },
  ]);
  setHealth(rooms, [
    { refId: '108', deviceType: 'counter_women', health: { offlineDaysAgo: 2 } },
    { refId: '111', deviceType: 'counter_men', health: { lowBattery: true } },
    { refId: '104', deviceType: 'liquid_sensor', health: { batteryReplacedDaysAgo: 51 } },
  ]);
  return {
    id,
    key,
    companyId,
    name: 'Mokotow Business Park',
    description: 'Class A office building, Warsaw',
    country: 'Poland',
    state: 'Masovian',
    city: 'Warsaw',
    sector: 'offices',
    timezone: 'Europe/Warsaw',
    location: { address: 'ul. Woloska 24, 02-675 Warszawa', latitude: 52.1806, longitude: 21.0023, radius: 120 },
    buildingArea: 32_000,
    cleanersNumber: 6,
    counterThreshold: 35,
    shifts: [
      { number: 1, name: 'morning', start: '06:00', end: '14:00', days: ALL_DAYS, minSla: 15, maxSla: 30, roundEveryMinutes: 95, responseMinutes: [4, 25] },
      { number: 2, name: 'afternoon', start: '14:00', end: '22:00', days: ALL_DAYS, minSla: 25, maxSla: 50, roundEveryMinutes: 120, responseMinutes: [6, 40] },
    ],
    holidays: [
      { name: 'All Saints Day', start: '2026-11-01', end: '2026-11-01', shiftIds: [] },
      { name: 'Independence Day', start: '2026-11-11', end: '2026-11-11', shiftIds: [] },
      { name: 'Christmas', start: '2026-12-24', end: '2026-12-26', shiftIds: [] },
      { name: 'Easter Monday', start: '2027-03-29', end: '2027-03-29', shiftIds: [] },
    ],
    offDays: [{ name: 'Bridge day', year: 2026, month: 11, day: 10 }],
    timeSaving: { isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 7, employerCostPerHour: 45, currency: 'PLN' },
    traffic: { hourly: OFFICE_HOURS, weekdays: [0.15, 1, 1, 1, 0.97, 0.85, 0.2] },
    rooms,
  };
}

function newYork(companyId: string): DemoSite {
  const key = 'madison';
  const id = demoId('site', key);
  const rooms = buildRooms({ id, key, lang: 'en', code: 'NYC' }, [
    {
      name: 'Main Building',
      localName: 'Main Building',
      floors: [
        { floor: 1, rooms: ['lobby', 'elevator', 'men', 'women', 'handicapped'] },
        { floor: 20, rooms: OFFICE_FLOOR },
        { floor: 21, rooms: OFFICE_FLOOR },
        { floor: 22, rooms: OFFICE_FLOOR },
        { floor: 23, rooms: ['shared', 'meeting_room'] },
      ],
    },
  ]);
  setHealth(rooms, [
    { refId: '117', deviceType: 'pad9', health: { offlineDaysAgo: 9, note: 'Pad removed during renovation' } },
    { refId: '107', deviceType: 'counter_women', health: { lowBattery: true } },
    { refId: '110', deviceType: 'toilet_paper', health: { offlineDaysAgo: 6 } },
  ]);
  return {
    id,
    key,
    companyId,
    name: 'Madison Avenue Offices',
    description: 'Midtown office tower, New York',
    country: 'USA',
    state: 'New York',
    city: 'New York',
    sector: 'offices',
    timezone: 'America/New_York',
    location: { address: '450 Madison Avenue, New York, NY 10022', latitude: 40.7587, longitude: -73.976, radius: 100 },
    buildingArea: 48_000,
    cleanersNumber: 8,
    counterThreshold: 40,
    shifts: [
      { number: 1, name: 'morning', start: '07:00', end: '15:00', days: ALL_DAYS, minSla: 15, maxSla: 30, roundEveryMinutes: 85, responseMinutes: [3, 20] },
      { number: 2, name: 'afternoon', start: '15:00', end: '23:00', days: ALL_DAYS, minSla: 20, maxSla: 45, roundEveryMinutes: 110, responseMinutes: [5, 35] },
      { number: 3, name: 'night', start: '23:00', end: '07:00', days: ALL_DAYS, minSla: 60, maxSla: 120, roundEveryMinutes: 270, responseMinutes: [25, 130] },
    ],
    holidays: [
      { name: 'Labor Day', start: '2026-09-07', end: '2026-09-07', shiftIds: [] },
      { name: 'Thanksgiving', start: '2026-11-26', end: '2026-11-27', shiftIds: [] },
      { name: 'Christmas', start: '2026-12-25', end: '2026-12-25', shiftIds: [] },
      { name: 'Independence Day', start: '2027-07-05', end: '2027-07-05', shiftIds: [] },
    ],
    offDays: [{ name: 'Columbus Day closure', year: 2026, month: 10, day: 12 }],
    timeSaving: { isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 10, employerCostPerHour: 28, currency: 'USD' },
    traffic: { hourly: OFFICE_HOURS, weekdays: [0.12, 1, 1, 1, 1, 0.88, 0.18] },
    rooms,
  };
}

// ---------------------------------------------------------------------------------------
// Users

const NO_SCOPES: UserScopes = { franchiseIds: [], companyIds: [], siteIds: [] };

function user(key: string, fields: Omit<DemoUser, 'id' | 'key'>): DemoUser {
  return { id: demoId('user', key), key, ...fields };
}

function staff(
  key: string,
  type: 'supervisor' | 'cleaner' | 'maintenance',
  site: DemoSite,
  names: { first: string; last: string; gender: UserGender; language: UserLanguage },
): DemoUser {
  return user(key, {
    email: `${key}@demo.test`,
    password: 'demo-staff',
    username: key,
    firstName: names.first,
    lastName: names.last,
    phone: null,
    gender: names.gender,
    language: names.language,
    type,
    roles: type === 'supervisor' ? ['dashboard', 'real-time', 'room', 'working_area'] : ['real-time'],
    level: 'site',
    scopes: { franchiseIds: [], companyIds: [site.companyId], siteIds: [site.id] },
    worksAt: site.id,
  });
}

function build(): DemoOrganisation {
  const franchise: DemoFranchise = { id: demoId('franchise', 'buzzz-demo'), name: 'Buzzz Demo Franchise', country: 'Israel' };
  const companies: DemoCompany[] = [
    {
      id: demoId('company', 'azrieli-properties'),
      key: 'azrieli-properties',
      franchiseId: franchise.id,
      name: 'Azrieli Properties',
      type: 'management_co',
      region: 'Israel',
      endClients: ['Azrieli Mall', 'Round Tower tenants', 'Square Tower tenants'],
    },
    {
      id: demoId('company', 'sparkle-facility'),
      key: 'sparkle-facility',
      franchiseId: franchise.id,
      name: 'Sparkle Facility Services',
      type: 'cleaning_co',
      region: 'Europe and North America',
      endClients: ['Mokotow Business Park', 'Madison Avenue Offices'],
    },
  ];
  const [azrieli, sparkle] = companies as [DemoCompany, DemoCompany];
  const sites = [telAviv(azrieli.id), warsaw(sparkle.id), newYork(sparkle.id)];
  const [tlv, waw, nyc] = sites as [DemoSite, DemoSite, DemoSite];

  const admin = user('demo-admin', {
    email: 'admin@demo.test',
    password: 'demo-admin',
    username: 'demo.admin',
    firstName: 'Dana',
    lastName: 'Levi',
    phone: '+972 3 555 0100',
    gender: 'female',
    language: 'en',
    type: 'admin',
    roles: [...PERMISSIONS],
    level: 'buzzz',
    scopes: NO_SCOPES,
    worksAt: null,
  });
  const manager = user('demo-manager', {
    email: 'manager@demo.test',
    password: 'demo-manager',
    username: 'demo.manager',
    firstName: 'Avi',
    lastName: 'Cohen',
    phone: '+972 52 555 0101',
    gender: 'male',
    language: 'he',
    type: 'manager',
    roles: [...NAV_PERMISSIONS],
    level: 'company',
    scopes: { franchiseIds: [], companyIds: [azrieli.id], siteIds: [] },
    worksAt: null,
  });
  const users = [
    admin,
    manager,
    staff('noa.supervisor', 'supervisor', tlv, { first: 'Noa', last: 'Mizrahi', gender: 'female', language: 'he' }),
    staff('yossi.cleaner', 'cleaner', tlv, { first: 'Yossi', last: 'Peretz', gender: 'male', language: 'he' }),
    staff('david.maintenance', 'maintenance', tlv, { first: 'David', last: 'Biton', gender: 'male', language: 'he' }),
    staff('anna.cleaner', 'cleaner', waw, { first: 'Anna', last: 'Nowak', gender: 'female', language: 'pl' }),
    staff('maria.cleaner', 'cleaner', nyc, { first: 'Maria', last: 'Lopez', gender: 'female', language: 'es' }),
    staff('james.supervisor', 'supervisor', nyc, { first: 'James', last: 'Miller', gender: 'male', language: 'en' }),
  ];
  return { franchise, companies, sites, users, admin, manager };
}

/** The demo organisation (a fresh copy on every call; the content never changes). */
export function demoOrganisation(): DemoOrganisation {
  return build();
}

/** Every device with its room and site, in site, room and device order. */
export function demoDevices(org: DemoOrganisation): DemoDeviceEntry[] {
  return org.sites.flatMap((site) => site.rooms.flatMap((room) => room.devices.map((device) => ({ device, room, site }))));
}
