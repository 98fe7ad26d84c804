import {
  companyStreamId,
  deviceRegistryStreamId,
  deviceStreamId,
  franchiseStreamId,
  roomStreamId,
  siteStreamId,
  surveyStreamId,
  taskStreamId,
  userStreamId,
} from '@facility/contracts';
import { PostgresEventStore, START } from '@facility/event-store';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDevices, demoOrganisation } from './demo-organisation.ts';
import { demoSurvey } from './demo-survey.ts';
import { demoTasks } from './demo-tasks.ts';
import { demoSeedState, seedDemo, type SeedDemoResult, type SeedProgress } from './seed-demo.ts';

// PGlite only: the seed runs on the same SQL as the store's own suites, which cover both engines.
describe('seedDemo (pglite)', () => {
  const org = demoOrganisation();
  const now = new Date('2026-11-21T06:00:00Z');
  let testDatabase: TestDatabase;
  let store: PostgresEventStore;
  let first: SeedDemoResult;
  const progress: SeedProgress[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    store = await PostgresEventStore.open(testDatabase.database);
    expect(await demoSeedState(store, org)).toEqual({ status: 'absent' });
    first = await seedDemo({ store, now, days: 3, onProgress: (p) => progress.push(p) });
  });

  afterAll(async () => {
    await store?.close();
    await testDatabase?.dispose();
  });

  it('creates every organisation stream through the deciders, recorded as the seed', async () => {
    const streams = [
      franchiseStreamId(org.franchise.id),
      ...org.companies.map((company) => companyStreamId(company.id)),
      ...org.sites.map((site) => siteStreamId(site.id)),
      ...org.sites.flatMap((site) => site.rooms.map((room) => roomStreamId(room.id))),
      ...demoDevices(org).map(({ device }) => deviceRegistryStreamId(device.id)),
      ...org.users.map((user) => userStreamId(user.id)),
    ];
    for (const streamId of streams) {
      const events = await store.readStream(streamId);
      expect(events.length, streamId).toBeGreaterThan(0);
      expect(events[0]!.metadata.actor).toEqual({ kind: 'system', id: 'demo-seed' });
    }
    const site = await store.readStream(siteStreamId(org.sites[0]!.id));
    expect(site.map((event) => event.type)).toEqual([
      'SiteCreated',
      'SiteOffDaysSet',
      'SiteTimeSavingSet',
      'SiteShiftsSet',
      'SiteHolidaysSet',
    ]);
    expect(site[0]!.data).toMatchObject({ timezone: 'Asia/Jerusalem', name: 'Azrieli Tower' });
    const [admin] = await store.readStream(userStreamId(org.admin.id));
    expect(admin!.data).toMatchObject({ email: 'admin@demo.test', level: 'buzzz', type: 'admin' });
    expect(String(admin!.data.passwordHash)).toMatch(/^scrypt\$/);
    expect(JSON.stringify(admin!.data)).not.toContain('demo-admin"');
    expect(first).toMatchObject({ status: 'seeded', now });
  });

  it('gives every site its visitor survey on its tablets, and the showcase site its tasks', async () => {
    for (const site of org.sites) {
      const survey = demoSurvey(site);
      const events = await store.readStream(surveyStreamId(survey.surveyId));
      expect(events.map((event) => event.type)).toEqual(['SurveyCreated', 'SurveyAssigned']);
      expect([...(events[1]!.data.deviceIds as string[])].sort()).toEqual([...survey.deviceIds].sort());
    }
    const tasks = demoTasks(org.sites[0]!, '2026-11-21');
    expect(tasks.map((task) => task.profile.taskType)).toEqual(['scheduled', 'scheduled', 'qr', 'scheduled']);
    for (const task of tasks) {
      const [created] = await store.readStream(taskStreamId(task.taskId));
      expect(created).toMatchObject({ type: 'TaskCreated', data: { siteId: org.sites[0]!.id, title: task.profile.title } });
      expect(task.profile.roomIds.length).toBeGreaterThan(0);
    }
    expect(org.sites.slice(1).flatMap((site) => demoTasks(site, '2026-11-21'))).toEqual([]);
  });

  it('ingests telemetry for every site, stamped with the device room and site', async () => {
    const perSite = new Map<string, number>();
    for (const { device, room, site } of demoDevices(org)) {
      const events = await store.readStream(deviceStreamId(device.id));
      perSite.set(site.id, (perSite.get(site.id) ?? 0) + events.length);
      for (const event of events.slice(0, 3)) {
        expect(event.data).toMatchObject({ deviceId: device.id, roomId: room.id, siteId: site.id });
        expect(event.metadata).toMatchObject({ source: 'ingest', actor: { kind: 'device', id: device.id } });
      }
    }
    for (const site of org.sites) expect(perSite.get(site.id), site.name).toBeGreaterThan(500);
    expect(first.events).toBe([...perSite.values()].reduce((a, b) => a + b, 0));
    expect(progress.some((p) => p.phase === 'organisation')).toBe(true);
    expect(progress.filter((p) => p.phase === 'history').at(-1)).toMatchObject({ processed: first.events, total: first.events });
  });

  it('appends nothing when run again', async () => {
    const before = await store.countAfter(START);
    const again = await seedDemo({ store, now: new Date(), days: 3 });
    expect(again.status).toBe('already-seeded');
    expect(await store.countAfter(START)).toBe(before);
    expect(await demoSeedState(store, org)).toEqual({ status: 'complete', startedAt: now });
  });
});

describe('seedDemo resuming an interrupted seed (pglite)', () => {
  it('adds only what is missing, with the same history ids', async () => {
    const testDatabase = await createTestDatabase('pglite');
    const store = await PostgresEventStore.open(testDatabase.database);
    try {
      const org = demoOrganisation();
      const now = new Date('2026-11-21T06:00:00Z');
      const stop = new AbortController();
      const interrupted = seedDemo({
        store,
        now,
        days: 1,
        signal: stop.signal,
        onProgress: (p) => {
          if (p.phase === 'history' && p.processed >= 1_000) stop.abort(new Error('interrupted'));
        },
      });
      await expect(interrupted).rejects.toThrow('interrupted');
      const partial = await demoSeedState(store, org);
      expect(partial).toEqual({ status: 'partial', startedAt: now });
      const before = await store.countAfter(START);

      // A later start resumes with the original "now", whatever the clock says.
      const resumed = await seedDemo({ store, now: new Date(now.getTime() + 3_600_000), days: 1 });
      expect(resumed).toMatchObject({ status: 'seeded', now });
      expect(resumed.duplicates).toBeGreaterThan(0);
      expect(await demoSeedState(store, org)).toMatchObject({ status: 'complete' });

      const reference = await createTestDatabase('pglite');
      const referenceStore = await PostgresEventStore.open(reference.database);
      try {
        const whole = await seedDemo({ store: referenceStore, now, days: 1 });
        expect(await store.countAfter(START)).toBe(await referenceStore.countAfter(START));
        expect(resumed.events + resumed.duplicates).toBe(whole.events);
        expect(before).toBeLessThan(await store.countAfter(START));
      } finally {
        await referenceStore.close();
        await reference.dispose();
      }
    } finally {
      await store.close();
      await testDatabase.dispose();
    }
  });
});
