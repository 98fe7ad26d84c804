import { companyDecider, deviceDecider, handleCommand, hashPassword, newSecretToken, roomDecider, siteDecider, userDecider, type DecisionContext } from '@facility/api';
import { companyStreamId, deviceRegistryStreamId, roomStreamId, siteStreamId, userStreamId, type RoomGender, type RoomType } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { demoId } from '../../demo/demo-id.ts';
import { pool } from '../../demo/seed-demo.pool.ts';
import type { HistoryRoom } from '../../history/history-generator.ts';

/** The admin the benchmark signs in as (level `buzzz`, every permission). */
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-admin' } as const;

/** The refId is three digits and unique per site, so a site holds at most this many rooms. */
export const MAX_BENCH_ROOMS = 999;

export interface BenchRoom extends HistoryRoom {
  building: string;
  floor: number;
}

export interface BenchSite {
  companyId: string;
  siteId: string;
  /** Room number n of the history generator is `rooms[n]`. */
  rooms: BenchRoom[];
}

const ROOMS_PER_FLOOR = 8;
/** One floor of an office tower: toilets on both sides, an accessible one, a kitchenette, a lobby. */
const FLOOR_PLAN: readonly { type: RoomType; gender: RoomGender | null; name: string }[] = [
  { type: 'men', gender: 'men', name: 'Men Restroom' },
  { type: 'women', gender: 'women', name: 'Women Restroom' },
  { type: 'handicapped', gender: 'shared', name: 'Accessible Restroom' },
  { type: 'men', gender: 'men', name: 'Men Restroom East' },
  { type: 'women', gender: 'women', name: 'Women Restroom East' },
  { type: 'shared', gender: 'shared', name: 'All Gender Restroom' },
  { type: 'kitchen', gender: null, name: 'Kitchenette' },
  { type: 'lobby', gender: null, name: 'Lobby' },
];
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const SHIFTS = [
  { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', minSla: 15, maxSla: 30 },
  { shiftNumber: 2, shiftName: 'afternoon', start: '14:00', end: '22:00', minSla: 20, maxSla: 40 },
  { shiftNumber: 3, shiftName: 'night', start: '22:00', end: '06:00', minSla: 45, maxSla: 90 },
];

const id = (kind: string, key: string) => demoId(`bench-${kind}`, key);

interface PlannedRoom extends BenchRoom {
  plan: (typeof FLOOR_PLAN)[number];
  refId: string;
}

/** The site's ids and room layout (pure and stable across runs, so a kept dataset can be measured again). */
export function benchSitePlan(roomCount: number): Omit<BenchSite, 'rooms'> & { rooms: PlannedRoom[] } {
  if (!(Number.isInteger(roomCount) && roomCount > 0 && roomCount <= MAX_BENCH_ROOMS)) throw new Error(`rooms must be 1-${MAX_BENCH_ROOMS}`);
  const siteId = id('site', 's');
  const perTower = Math.ceil(roomCount / 2);
  const rooms = Array.from({ length: roomCount }, (_, n): PlannedRoom => {
    const inTower = n % perTower;
    return {
      siteId,
      roomId: id('room', String(n)),
      deviceId: id('device', String(n)),
      building: n < perTower ? 'North Tower' : 'South Tower',
      floor: Math.min(25, 1 + Math.floor(inTower / ROOMS_PER_FLOOR)),
      plan: FLOOR_PLAN[inTower % ROOMS_PER_FLOOR]!,
      refId: String(n + 1).padStart(3, '0'),
    };
  });
  return { companyId: id('company', 'c'), siteId, rooms };
}

/**
 * One company with one site as a real customer has it, set up through the deciders like
 * the demo seed (nothing written behind the event store's back): a site in Tel Aviv
 * (`Asia/Jerusalem`) with three shifts naming its rooms, time saving and an off-day;
 * `roomCount` rooms over two towers (eight a floor: toilets, a kitchenette, a lobby), one
 * wall pad registered in each, which is the device the history generator reports from;
 * and an admin. Ids are stable across runs.
 */
export async function seedBenchSite(store: EventStore, roomCount: number, now: Date): Promise<BenchSite> {
  const context: DecisionContext = { now, actor: { kind: 'system', id: 'bench' } };
  const { companyId, siteId, rooms } = benchSitePlan(roomCount);

  await handleCommand(store, companyStreamId(companyId), companyDecider, {
    type: 'CreateCompany',
    data: { companyId, franchiseId: null, companyName: 'Bench Properties', companyType: 'management_co', region: 'Center', endClients: [] },
  }, context);
  const site = siteStreamId(siteId);
  await handleCommand(store, site, siteDecider, {
    type: 'CreateSite',
    data: {
      siteId,
      companyId,
      name: 'Bench Towers',
      country: 'Israel',
      state: 'Tel Aviv District',
      city: 'Tel Aviv',
      sector: 'offices',
      officialStartDate: new Date(now.getTime() - 400 * 86_400_000).toISOString().slice(0, 10),
      timezone: 'Asia/Jerusalem',
      location: { address: 'Menachem Begin Rd 132, Tel Aviv', latitude: 32.0744, longitude: 34.792, radius: 150 },
      cleanersNumber: 20,
      counterThreshold: 40,
    },
  }, context);
  await handleCommand(store, site, siteDecider, { type: 'SetSiteOffDays', data: { siteId, offDays: [{ name: 'Building maintenance', year: now.getUTCFullYear(), month: 1, day: 2 }] } }, context);
  await handleCommand(store, site, siteDecider, {
    type: 'SetSiteTimeSaving',
    data: { siteId, isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 8, employerCostPerHour: 65, currency: 'ILS' },
  }, context);

  await pool(rooms, 8, async (room) => {
    await handleCommand(store, roomStreamId(room.roomId), roomDecider, {
      type: 'CreateRoom',
      data: {
        roomId: room.roomId,
        siteId,
        displayName: `${room.plan.name} ${room.building.split(' ')[0]} ${room.floor}`,
        roomNameEn: `${room.plan.name} ${room.refId}`,
        roomType: room.plan.type,
        floor: room.floor,
        building: room.building,
        zone: null,
        gender: room.plan.gender,
        refId: room.refId,
      },
    }, context);
    const device = deviceRegistryStreamId(room.deviceId);
    await handleCommand(store, device, deviceDecider, {
      type: 'RegisterDevice',
      // The history is appended straight to the device streams; nobody keeps the token.
      data: { deviceId: room.deviceId, roomId: room.roomId, siteId, deviceType: 'pad9plus', deviceCode: `P9P-${room.refId}`, tokenHash: newSecretToken().tokenHash },
    }, context);
    await handleCommand(store, device, deviceDecider, { type: 'InstallDevice', data: { deviceId: room.deviceId, installSpot: 'Wall beside the door' } }, context);
  });

  // Shifts name the rooms they cover, as the demo's do.
  const roomIds = rooms.map((room) => room.roomId);
  await handleCommand(store, site, siteDecider, {
    type: 'SetSiteShifts',
    data: { siteId, shifts: SHIFTS.map((shift) => ({ ...shift, days: ALL_DAYS, roomIds, active: true })) },
  }, context);

  const userId = id('user', 'admin');
  await handleCommand(store, userStreamId(userId), userDecider, {
    type: 'CreateUser',
    data: {
      userId,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
      username: 'benchadmin',
      firstName: 'Bench',
      lastName: 'Admin',
      email: BENCH_ADMIN.email,
      type: 'admin',
      roles: ['dashboard', 'real-time', 'devices'],
      level: 'buzzz',
      scopes: { franchiseIds: [], companyIds: [], siteIds: [] },
    },
  }, context);

  return { companyId, siteId, rooms: rooms.map(({ plan: _, refId: __, ...room }) => room) };
}
