import { DEFAULT_CALL_SETTINGS, deviceStreamId } from '@facility/contracts';
import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import {
  findDeviceByTokenHash,
  findUserByEmail,
  findUserById,
  getDevice,
  getRoom,
  getSite,
  getSitePlace,
  isEmailTaken,
  isPhoneTaken,
  isUsernameTaken,
  listCompaniesWithSites,
  listDevices,
  listRooms,
  organisationProjection,
  type ReadModelDatabase,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeSet } from './change-set.ts';
import { Projector } from './projector.ts';
import { quietLogger, until } from './testing/read-model-helpers.ts';
import {
  admin,
  appendOrgFixtures,
  cleaner,
  organisationChanged,
  organisationCreated,
  orgFixtures,
  room1,
  site1,
  type OrganisationEvent,
} from './testing/organisation-fixtures.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

const CREATED_AT = '2026-06-01T09:00:00.000Z';
const CHANGED_AT = '2026-06-08T09:00:00.000Z';

/** Every row of the organisation tables, in key order. */
async function allRows(db: Kysely<ReadModelDatabase>) {
  return {
    franchises: await db.selectFrom('franchises').selectAll().orderBy('franchise_id').execute(),
    companies: await db.selectFrom('companies').selectAll().orderBy('company_id').execute(),
    sites: await db.selectFrom('sites').selectAll().orderBy('site_id').execute(),
    rooms: await db.selectFrom('rooms').selectAll().orderBy('room_id').execute(),
    devices: await db.selectFrom('devices').selectAll().orderBy('device_id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('user_id').execute(),
  };
}

describe.each(BACKENDS)('organisation projection (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let projector: Projector;
  let db: Kysely<ReadModelDatabase>;
  let changes: ChangeSet[];

  const caughtUp = async () => {
    const health = (await projector.health())[organisationProjection.name]!;
    return health.lag === 0 && health.state === 'running';
  };
  /** Appends the events in order and waits until the projection has applied them. */
  const record = async (start: string, events: OrganisationEvent[]) => {
    await appendOrgFixtures(store, orgFixtures(start, events));
    await until(caughtUp);
  };
  /** The sites and rooms the commits after `from` said they touched. */
  const touchedSince = (from: number) => ({
    siteIds: [...new Set(changes.slice(from).flatMap((change) => change.siteIds))].sort(),
    roomIds: [...new Set(changes.slice(from).flatMap((change) => change.roomIds))].sort(),
  });

  beforeEach(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
    db = t.database.withTables<ReadModelDatabase>().db;
    projector = new Projector(store, t.database, [organisationProjection], { batchSize: 7, logger: quietLogger });
    changes = [];
    projector.onChange((change) => changes.push(change));
    await projector.start();
  });
  afterEach(async () => {
    await projector.stop();
    await store.close();
    await t.dispose();
  });

  it('keeps franchise > company > site > rooms > devices and users as created', async () => {
    await record(CREATED_AT, organisationCreated);
    // Telemetry shares the log; the organisation projection passes over it.
    await store.append(deviceStreamId('d-1'), [
      { type: 'VisitorsCounted', data: { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1', count: 3, counter: 'men' } },
    ]);
    await until(caughtUp);

    expect(await listCompaniesWithSites(db)).toEqual([
      {
        companyId: 'c-2',
        companyName: 'Acme Management',
        franchiseId: null,
        franchiseName: null,
        logo: null,
        sites: [{ siteId: 's-3', name: 'Haifa Port', type: 'operation', timezone: 'UTC' }],
      },
      {
        companyId: 'c-1',
        companyName: 'Clean Co',
        franchiseId: 'f-1',
        franchiseName: 'Buzzz Israel',
        logo: 'https://cdn.demo.test/clean-co.png',
        sites: [
          { siteId: 's-2', name: 'Azrieli Mall', type: 'realtime', timezone: 'Asia/Jerusalem' },
          { siteId: 's-1', name: 'Azrieli Tower', type: 'operation', timezone: 'Asia/Jerusalem' },
        ],
      },
    ]);
    const { siteId, companyId, isTimeSave, ...details } = site1;
    const createdAt = new Date(new Date(CREATED_AT).getTime() + 3 * 60_000); // the fourth event
    expect(await getSite(db, 's-1')).toEqual({
      ...details,
      siteId,
      companyId,
      isTimeSave,
      shifts: [],
      holidays: [],
      offDays: [],
      timeSaving: null,
      callSettings: DEFAULT_CALL_SETTINGS,
      deleted: false,
      createdAt,
      updatedAt: createdAt,
    });
    expect(await getSite(db, 'nope')).toBeNull();
    expect(await getSitePlace(db, 's-1')).toEqual({ siteId: 's-1', companyId: 'c-1', franchiseId: 'f-1' });

    // Pinned rooms first.
    expect((await listRooms(db, 's-1')).map((room) => room.roomId)).toEqual(['r-2', 'r-1']);
    const { roomId, siteId: roomSite, ...profile } = room1;
    // RoomCreated is the seventh event of organisationCreated.
    expect(await getRoom(db, 'r-1')).toEqual({ ...profile, roomId, siteId: roomSite, removed: false, createdAt: new Date(new Date(CREATED_AT).getTime() + 6 * 60_000), removedAt: null });

    expect(await findDeviceByTokenHash(db, 'hash-d1')).toEqual({
      deviceId: 'd-1',
      siteId: 's-1',
      roomId: 'r-1',
      deviceType: 'pad9',
      status: 'active',
    });
    expect((await listDevices(db, 's-1')).map((device) => [device.deviceId, device.roomId])).toEqual([
      ['d-1', 'r-1'],
      ['d-2', 'r-2'],
    ]);
    expect(await getDevice(db, 'd-1')).toMatchObject({
      deviceCode: 'PAD-0001',
      installSpot: null,
      note: null,
      batteryMaintenanceDate: null,
      registeredAt: new Date('2026-06-01T09:20:00.000Z'),
    });

    const user = await findUserByEmail(db, '  Dana@DEMO.test ');
    expect(user).toMatchObject({
      userId: 'u-1',
      username: 'dana.admin',
      email: 'dana@demo.test',
      firstName: 'Dana',
      lastName: 'Levi',
      type: 'admin',
      roles: admin.roles,
      level: 'buzzz',
      scopes: { franchiseIds: [], companyIds: [], siteIds: [] },
      passwordHash: 'scrypt$salt$hash-1',
      active: true,
    });
    expect(await findUserById(db, 'u-2')).toMatchObject({ email: cleaner.email, scopes: cleaner.scopes, phone: null });
    expect(await findUserByEmail(db, 'nobody@demo.test')).toBeNull();
    expect(await isEmailTaken(db, 'DANA@demo.test')).toBe(true);
    expect(await isEmailTaken(db, 'dana@demo.test', 'u-1')).toBe(false);
    expect(await isUsernameTaken(db, 'Dana.Admin')).toBe(true);
    expect(await isUsernameTaken(db, 'dana.admin2')).toBe(false);
    expect(await isPhoneTaken(db, '+972-50-1234567')).toBe(true);
    expect(await isPhoneTaken(db, '+972 50 000 0000')).toBe(false);

    expect((await projector.health())[organisationProjection.name]).toMatchObject({ deadLetters: 0 });
  });

  it('follows updates, schedules, moves, token rotations, removals and access changes', async () => {
    await record(CREATED_AT, organisationCreated);
    await record(CHANGED_AT, organisationChanged);

    const [company] = await listCompaniesWithSites(db);
    expect(await listCompaniesWithSites(db)).toHaveLength(1); // c-2 was deleted
    expect(company).toMatchObject({ companyId: 'c-1', franchiseName: 'Buzzz IL', logo: null });
    expect(company!.sites.map((site) => site.name)).toEqual(['Azrieli Mall', 'Azrieli Tower North']);

    const site = await getSite(db, 's-1');
    expect(site).toMatchObject({
      name: 'Azrieli Tower North',
      description: 'Floors 1-3',
      counterThreshold: 40,
      cleanersNumber: null,
      city: 'Tel Aviv',
      isTimeSave: false,
      timeSaving: { roundIntervalMinutes: 60, cleaningMinutesPerRoom: 7.5, employerCostPerHour: 62, currency: 'ILS' },
      holidays: [{ name: 'Passover', start: '2026-04-01', end: '2026-04-08', shiftIds: [] }],
      offDays: [{ name: 'Election day', year: 2026, month: 10, day: 27 }],
      updatedAt: new Date(new Date(CHANGED_AT).getTime() + 6 * 60_000), // SiteTimeSavingSet
    });
    expect(site!.shifts.map((shift) => [shift.shiftName, shift.start, shift.end, shift.roomIds])).toEqual([
      ['morning', '06:00', '14:00', ['r-1', 'r-2']],
      ['night', '22:00', '06:00', []],
    ]);
    expect(await getSite(db, 's-3')).toMatchObject({ deleted: true });
    expect(await getSitePlace(db, 's-3')).toBeNull();

    expect(await listRooms(db, 's-1')).toEqual([
      expect.objectContaining({ roomId: 'r-1', displayName: 'Men WC 2 North', floor: null, visitorThreshold: 50, zone: 'North' }),
    ]);
    expect(await getRoom(db, 'r-2')).toMatchObject({ removed: true, removedAt: new Date(new Date(CHANGED_AT).getTime() + 9 * 60_000), displayName: 'Women WC 2' }); // RoomRemoved

    // d-1: rotated, installed, maintained, noted. The old token no longer works.
    expect(await findDeviceByTokenHash(db, 'hash-d1')).toBeNull();
    expect(await findDeviceByTokenHash(db, 'hash-d1-rotated')).toMatchObject({ deviceId: 'd-1', roomId: 'r-1', siteId: 's-1' });
    expect(await getDevice(db, 'd-1')).toMatchObject({
      installSpot: 'left of the door',
      macId: 'AA:BB:CC:00:11:22',
      qrTag: null,
      batteryMaintenanceDate: '2026-06-05',
      technicianMaintenanceDate: '2026-06-06',
      panelMaintenanceDate: null,
      note: { text: 'Loose bracket', setAt: '2026-06-07T08:00:00.000Z' },
    });
    // d-2: moved to another site, then removed: its token is revoked.
    expect(await findDeviceByTokenHash(db, 'hash-d2')).toBeNull();
    expect(await getDevice(db, 'd-2')).toMatchObject({ siteId: 's-2', roomId: 'r-3', status: 'removed', installSpot: null });
    expect((await listDevices(db, 's-1')).map((device) => device.deviceId)).toEqual(['d-1']);
    expect(await listDevices(db, 's-2')).toEqual([]);
    expect((await listDevices(db, 's-2', { includeRemoved: true })).map((device) => device.deviceId)).toEqual(['d-2']);

    expect(await findUserById(db, 'u-2')).toMatchObject({
      type: 'supervisor',
      roles: ['real-time', 'dashboard'],
      level: 'site',
      scopes: { franchiseIds: [], companyIds: [], siteIds: ['s-1', 's-2'] },
      email: 'yossi.cohen@demo.test',
      active: false,
    });
    expect(await findUserByEmail(db, 'yossi@demo.test')).toBeNull();
    expect(await findUserByEmail(db, 'Yossi.Cohen@demo.test')).toMatchObject({ userId: 'u-2', active: false });
    expect(await isPhoneTaken(db, '0507654321')).toBe(true);
    expect(await findUserById(db, 'u-1')).toMatchObject({
      passwordHash: 'scrypt$salt$hash-1b',
      passwordChangedAt: new Date(new Date(CHANGED_AT).getTime() + 19 * 60_000),
    });

    expect((await projector.health())[organisationProjection.name]).toMatchObject({ deadLetters: 0 });
  });

  it('tells the live hub which sites and rooms changed', async () => {
    await record(CREATED_AT, organisationCreated);

    let from = changes.length;
    await record(CHANGED_AT, [{ type: 'DeviceMoved', data: { deviceId: 'd-2', fromRoomId: 'r-2', fromSiteId: 's-1', toRoomId: 'r-3', toSiteId: 's-2' } }]);
    expect(touchedSince(from)).toEqual({ siteIds: ['s-1', 's-2'], roomIds: ['r-2', 'r-3'] });

    from = changes.length;
    await record(CHANGED_AT, [{ type: 'DeviceTokenRotated', data: { deviceId: 'd-1', tokenHash: 'hash-new' } }]);
    expect(touchedSince(from)).toEqual({ siteIds: ['s-1'], roomIds: ['r-1'] });

    from = changes.length;
    await record(CHANGED_AT, [{ type: 'FranchiseUpdated', data: { franchiseId: 'f-1', franchiseCountry: 'IL' } }]);
    expect(touchedSince(from)).toEqual({ siteIds: ['s-1', 's-2'], roomIds: [] });

    from = changes.length;
    await record(CHANGED_AT, [{ type: 'SiteShiftsSet', data: { siteId: 's-3', shifts: [] } }]);
    expect(touchedSince(from)).toEqual({ siteIds: ['s-3'], roomIds: [] });
  });

  it('shows the companies of a deleted franchise without it', async () => {
    await record(CREATED_AT, organisationCreated);
    await record(CHANGED_AT, [{ type: 'FranchiseDeleted', data: { franchiseId: 'f-1' } }]);
    const companies = await listCompaniesWithSites(db);
    expect(companies.find((company) => company.companyId === 'c-1')).toMatchObject({ franchiseId: null, franchiseName: null });
    expect(await getSitePlace(db, 's-1')).toEqual({ siteId: 's-1', companyId: 'c-1', franchiseId: null });
  });

  it('rebuilds from position 0 to the same rows', async () => {
    await record(CREATED_AT, organisationCreated);
    await record(CHANGED_AT, organisationChanged);
    const live = await allRows(db);
    expect(live.devices).toHaveLength(2);

    const result = await projector.rebuild(organisationProjection.name);
    expect(result.processed).toBe(result.total);
    expect(await allRows(db)).toEqual(live);
    await until(caughtUp);
  });
});
