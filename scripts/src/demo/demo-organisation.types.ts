import type {
  CompanyType,
  DeviceType,
  Permission,
  RoomGender,
  RoomType,
  SiteType,
  UserGender,
  UserLanguage,
  UserLevel,
  UserScopes,
  UserType,
} from '@facility/contracts';

/**
 * The shapes of the demo organisation (see `demo-organisation.ts`). Sites, shifts, rooms
 * and devices also carry the traffic parameters the history generator and the simulator use.
 */

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
  /** Spec §3 site type: it decides which screens the navigation offers. */
  type: SiteType;
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
