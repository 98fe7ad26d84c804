import { demoId } from './demo-id.ts';
import type { DemoSite } from './demo-organisation.types.ts';
import { buildRooms, OFFICE_FLOOR, setHealth } from './demo-rooms.builder.ts';

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

export function telAviv(companyId: string): DemoSite {
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
    // The showcase site runs everything: Cleandex sites hide no screen (tasks and surveys included).
    type: 'cleandex',
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

export function warsaw(companyId: string): DemoSite {
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
    type: 'operation',
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

export function newYork(companyId: string): DemoSite {
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
    type: 'operation',
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
