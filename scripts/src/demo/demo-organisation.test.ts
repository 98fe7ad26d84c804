import { DEVICE_TYPES, NAV_PERMISSIONS, PERMISSIONS, ROOM_REF_ID_PATTERN, ROOM_TYPES } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { demoDevices, demoId, demoOrganisation, isToilet } from './demo-organisation.ts';

const org = demoOrganisation();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('demoOrganisation', () => {
  it('is the same on every call: ids never change between runs', () => {
    expect(demoOrganisation()).toEqual(org);
    expect(demoId('room', 'x')).toBe(demoId('room', 'x'));
    expect(demoId('room', 'x')).not.toBe(demoId('site', 'x'));
  });

  it('has one franchise, a management and a cleaning company', () => {
    expect(org.companies.length).toBeGreaterThanOrEqual(2);
    expect(org.companies.map((company) => company.type)).toEqual(expect.arrayContaining(['management_co', 'cleaning_co']));
    for (const company of org.companies) expect(company.franchiseId).toBe(org.franchise.id);
  });

  it('has three sites in three time zones, one of them Asia/Jerusalem, each under a company', () => {
    expect(org.sites).toHaveLength(3);
    expect(new Set(org.sites.map((site) => site.timezone))).toEqual(new Set(['Asia/Jerusalem', 'Europe/Warsaw', 'America/New_York']));
    const companyIds = org.companies.map((company) => company.id);
    for (const site of org.sites) expect(companyIds).toContain(site.companyId);
  });

  it('gives each site 2-3 shifts on days 1-7 with min <= max SLA, time saving and a holiday', () => {
    for (const site of org.sites) {
      expect(site.shifts.length).toBeGreaterThanOrEqual(2);
      expect(site.shifts.length).toBeLessThanOrEqual(3);
      for (const shift of site.shifts) {
        expect(shift.days.every((day) => day >= 1 && day <= 7)).toBe(true);
        expect(shift.minSla).toBeGreaterThan(0);
        expect(shift.maxSla).toBeGreaterThanOrEqual(shift.minSla);
      }
      expect(site.holidays.length).toBeGreaterThan(0);
      for (const holiday of site.holidays) expect(holiday.name.length).toBeLessThan(25);
      expect(site.timeSaving.isTimeSave).toBe(true);
    }
  });

  it('has 60+ rooms of every type, with 3-digit ref ids unique per site', () => {
    const rooms = org.sites.flatMap((site) => site.rooms);
    expect(rooms.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rooms.map((room) => room.roomType))).toEqual(new Set(ROOM_TYPES));
    for (const site of org.sites) {
      const refIds = site.rooms.map((room) => room.refId);
      expect(new Set(refIds).size).toBe(refIds.length);
      for (const refId of refIds) expect(refId).toMatch(new RegExp(ROOM_REF_ID_PATTERN));
      for (const room of site.rooms) {
        expect(room.siteId).toBe(site.id);
        expect(room.roomNameEn).toMatch(/^[A-Za-z0-9 ]+$/);
        expect(room.floor).toBeGreaterThanOrEqual(1);
        expect(room.floor).toBeLessThanOrEqual(25);
      }
    }
  });

  it('puts a button pad and a people counter in every toilet, tablets and dispensers in some rooms', () => {
    const rooms = org.sites.flatMap((site) => site.rooms);
    for (const room of rooms.filter((r) => isToilet(r.roomType))) {
      const types = room.devices.map((device) => device.deviceType);
      expect(types.some((type) => type === 'pad9' || type === 'pad9plus')).toBe(true);
      expect(types.some((type) => type.startsWith('counter_'))).toBe(true);
    }
    const types = new Set(demoDevices(org).map(({ device }) => device.deviceType));
    for (const type of ['pad9', 'pad9plus', 'tablet', 'toilet_paper', 'liquid_sensor', 'counter_men', 'counter_women'] as const) {
      expect(types).toContain(type);
    }
    for (const type of types) expect(DEVICE_TYPES).toContain(type);
  });

  it('marks a few devices low on battery and a few offline', () => {
    const devices = demoDevices(org).map(({ device }) => device);
    expect(devices.filter((device) => device.health.lowBattery).length).toBeGreaterThanOrEqual(2);
    expect(devices.filter((device) => device.health.offlineDaysAgo !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('uses unique UUID-shaped ids everywhere, and unique device codes', () => {
    const ids = [
      org.franchise.id,
      ...org.companies.map((company) => company.id),
      ...org.sites.map((site) => site.id),
      ...org.sites.flatMap((site) => site.rooms.map((room) => room.id)),
      ...demoDevices(org).map(({ device }) => device.id),
      ...org.users.map((user) => user.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID);
    const codes = demoDevices(org).map(({ device }) => device.deviceCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has the admin with every permission at level buzzz', () => {
    expect(org.admin).toMatchObject({ email: 'admin@demo.test', password: 'demo-admin', type: 'admin', level: 'buzzz' });
    expect([...org.admin.roles].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('has the manager scoped to exactly one company, with the navigation permissions', () => {
    const manager = org.manager;
    expect(manager).toMatchObject({ email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' });
    expect(manager.scopes.companyIds).toHaveLength(1);
    expect(org.companies.map((company) => company.id)).toContain(manager.scopes.companyIds[0]);
    expect(manager.scopes.siteIds).toEqual([]);
    expect(manager.scopes.franchiseIds).toEqual([]);
    expect([...manager.roles].sort()).toEqual([...NAV_PERMISSIONS].sort());
  });

  it('has supervisors and cleaners working at the sites, with unique emails and usernames', () => {
    const staff = org.users.filter((user) => user.worksAt !== null);
    expect(staff.some((user) => user.type === 'supervisor')).toBe(true);
    expect(staff.some((user) => user.type === 'cleaner')).toBe(true);
    for (const user of staff) {
      expect(org.sites.map((site) => site.id)).toContain(user.worksAt);
      expect(user.scopes.siteIds).toEqual([user.worksAt]);
    }
    const emails = org.users.map((user) => user.email);
    const usernames = org.users.map((user) => user.username.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const user of org.users) expect(user.username.length).toBeGreaterThanOrEqual(5);
  });
});
