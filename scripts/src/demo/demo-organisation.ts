import {
  NAV_PERMISSIONS,
  PERMISSIONS,
  type UserGender,
  type UserLanguage,
  type UserScopes,
} from '@facility/contracts';
import { demoId } from './demo-id.ts';
import type {
  DemoCompany,
  DemoDeviceEntry,
  DemoFranchise,
  DemoOrganisation,
  DemoSite,
  DemoUser,
} from './demo-organisation.types.ts';
import { newYork, telAviv, warsaw } from './demo-sites.data.ts';

export { demoId } from './demo-id.ts';
export { isToilet } from './demo-rooms.builder.ts';
export type {
  DemoCompany,
  DemoDevice,
  DemoDeviceEntry,
  DemoDeviceHealth,
  DemoFranchise,
  DemoHoliday,
  DemoOffDay,
  DemoOrganisation,
  DemoRoom,
  DemoShift,
  DemoSite,
  DemoTimeSaving,
  DemoTraffic,
  DemoUser,
} from './demo-organisation.types.ts';

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
