import type { SiteEvent, SiteShift } from '@facility/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../../domain/decider-specification.ts';
import { NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { HolidayInput, OffDayInput, SetSiteTimeSaving, ShiftInput } from './site.commands.ts';
import { siteDecider } from './site.decider.ts';
import { rejects, siteCreated } from './site.fixtures.ts';

const given = spec(siteDecider).given;

const morning: ShiftInput = {
  shiftNumber: 1,
  shiftName: 'morning',
  start: '06:00',
  end: '14:00',
  days: [6, 1, 2, 3, 4, 5],
  minSla: 15,
  maxSla: 30,
  roomIds: ['r-2', 'r-1'],
  active: true,
};
const night: ShiftInput = {
  shiftNumber: 3,
  shiftName: 'night',
  start: '22:00',
  end: '06:00',
  days: [1, 2, 3, 4, 5],
  minSla: 30,
  maxSla: 60,
  roomIds: ['r-1'],
  active: true,
};
const setShifts = (...shifts: ShiftInput[]) => ({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts } }) as const;
const normalised = (shift: ShiftInput): SiteShift => ({
  ...shift,
  days: [...shift.days].sort((a, b) => a - b),
  roomIds: [...shift.roomIds].sort(),
});
const shiftsSet: SiteEvent = { type: 'SiteShiftsSet', data: { siteId: 's-1', shifts: [normalised(morning), normalised(night)] } };

describe('SetSiteShifts', () => {
  it('records the shifts sorted by number, with days and rooms sorted', () => {
    given([siteCreated]).when(setShifts(night, morning)).then([shiftsSet]);
  });

  it('records nothing when the shifts are the same', () => {
    given([siteCreated, shiftsSet]).when(setShifts(morning, night)).then([]);
    given([siteCreated]).when(setShifts()).then([]);
  });

  it('replaces the shifts, and can remove them all', () => {
    const changed = { ...morning, maxSla: 45 };
    given([siteCreated, shiftsSet])
      .when(setShifts(changed, night))
      .then([{ type: 'SiteShiftsSet', data: { siteId: 's-1', shifts: [normalised(changed), normalised(night)] } }]);
    given([siteCreated, shiftsSet]).when(setShifts()).then([{ type: 'SiteShiftsSet', data: { siteId: 's-1', shifts: [] } }]);
  });

  it.each<[string, Partial<ShiftInput>]>([
    ['shifts/0/shiftNumber', { shiftNumber: 0 }],
    ['shifts/0/shiftName', { shiftName: '' }],
    ['shifts/0/shiftName', { shiftName: 'n'.repeat(51) }],
    ['shifts/0/start', { start: '24:00' }],
    ['shifts/0/start', { start: '6:00' }],
    ['shifts/0/end', { end: '14:60' }],
    ['shifts/0/end', { end: '06:00' }],
    ['shifts/0/days', { days: [] }],
    ['shifts/0/days/1', { days: [1, 8] }],
    ['shifts/0/days/0', { days: [0] }],
    ['shifts/0/days/2', { days: [1, 2, 1] }],
    ['shifts/0/minSla', { minSla: 0 }],
    ['shifts/0/minSla', { minSla: 7.5 }],
    ['shifts/0/maxSla', { minSla: 30, maxSla: 20 }],
    ['shifts/0/roomIds/1', { roomIds: ['r-1', ''] }],
    ['shifts/0/roomIds/1', { roomIds: ['r-1', 'r-1'] }],
    ['shifts/0/active', { active: 'yes' as never }],
  ])('rejects an invalid shift field (%s)', (field, change) => {
    rejects([siteCreated], setShifts({ ...morning, ...change }), field);
  });

  it('accepts minSla equal to maxSla', () => {
    const strict = { ...morning, minSla: 20, maxSla: 20 };
    given([siteCreated])
      .when(setShifts(strict))
      .then([{ type: 'SiteShiftsSet', data: { siteId: 's-1', shifts: [normalised(strict)] } }]);
  });

  it('names the second shift that reuses a number', () => {
    rejects([siteCreated], setShifts(morning, { ...night, shiftNumber: 1 }), 'shifts/1/shiftNumber');
  });

  it('rejects active shifts that cover the same room at the same time', () => {
    const afternoon = { ...morning, shiftNumber: 2, shiftName: 'afternoon', start: '13:30', end: '22:00', roomIds: ['r-2'] };
    rejects([siteCreated], setShifts(morning, afternoon), 'shifts/1/start');
    given([siteCreated]).when(setShifts(morning, afternoon)).thenThrows(ValidationError, 'overlaps active shift 1 in room r-2 on Sunday');
  });

  it('counts a shift without rooms as covering every room', () => {
    const wholeSite = { ...morning, shiftNumber: 2, shiftName: 'afternoon', start: '13:30', end: '22:00', roomIds: [] };
    given([siteCreated]).when(setShifts(morning, wholeSite)).thenThrows(ValidationError, 'overlaps active shift 1 on the whole site on Sunday');
    given([siteCreated]).when(setShifts({ ...wholeSite, shiftNumber: 1 }, { ...wholeSite, shiftNumber: 2, start: '21:00', end: '06:00' })).thenThrows(ValidationError, 'shift 1');
  });

  it('sees overlaps after midnight and across the end of the week', () => {
    // Night from Thursday 22:00 runs into Friday morning.
    const earlyFriday = { ...morning, shiftNumber: 2, start: '05:00', end: '07:00', days: [6] };
    given([siteCreated])
      .when(setShifts({ ...night, shiftNumber: 1, days: [5] }, { ...earlyFriday, shiftNumber: 2 }))
      .thenThrows(ValidationError, 'on Friday');
    // Saturday night runs into Sunday morning.
    const saturdayNight = { ...night, days: [7] };
    const sundayDawn = { ...morning, start: '05:00', end: '08:00', days: [1] };
    rejects([siteCreated], setShifts(sundayDawn, saturdayNight), 'shifts/1/start');
  });

  it('lets shifts touch, cover other rooms, or overlap while inactive', () => {
    const afternoon = { ...morning, shiftNumber: 2, start: '14:00', end: '22:00' };
    const otherRooms = { ...morning, shiftNumber: 4, roomIds: ['r-3'] };
    const draft = { ...morning, shiftNumber: 5, active: false };
    given([siteCreated])
      .when(setShifts(morning, afternoon, night, otherRooms, draft))
      .then([
        {
          type: 'SiteShiftsSet',
          data: { siteId: 's-1', shifts: [morning, afternoon, night, otherRooms, draft].map(normalised) },
        },
      ]);
  });

  it('fails on a site that does not exist', () => {
    given([]).when(setShifts(morning)).thenThrows(NotFoundError);
  });
});

const passover: HolidayInput = { name: 'Passover', start: '2026-04-02', end: '2026-04-08', shiftIds: [3, 1] };
const newYear: HolidayInput = { name: 'Rosh Hashana', start: '2026-09-12', end: '2026-09-13', shiftIds: [] };
const setHolidays = (...holidays: HolidayInput[]) => ({ type: 'SetSiteHolidays', data: { siteId: 's-1', holidays } }) as const;
const holidaysSet: SiteEvent = {
  type: 'SiteHolidaysSet',
  data: { siteId: 's-1', holidays: [{ ...passover, shiftIds: [1, 3] }, newYear] },
};

describe('SetSiteHolidays', () => {
  it('records the holidays sorted by date, for shifts the site has', () => {
    given([siteCreated, shiftsSet]).when(setHolidays(newYear, passover)).then([holidaysSet]);
  });

  it('records nothing when the holidays are the same', () => {
    given([siteCreated, shiftsSet, holidaysSet]).when(setHolidays(passover, newYear)).then([]);
  });

  it('checks shift numbers against the shifts as last set', () => {
    rejects([siteCreated], setHolidays(passover), 'holidays/0/shiftIds/0');
    rejects([siteCreated, shiftsSet], setHolidays({ ...passover, shiftIds: [1, 2] }), 'holidays/0/shiftIds/1');
  });

  it.each<[string, Partial<HolidayInput>]>([
    ['holidays/1/name', { name: '' }],
    ['holidays/1/name', { name: 'Independence Day holidays' }],
    ['holidays/1/start', { start: '2026-13-01' }],
    ['holidays/1/end', { end: '2026-09-31' }],
    ['holidays/1/end', { end: '2026-09-11' }],
    ['holidays/1/shiftIds/1', { shiftIds: [1, 1] }],
    ['holidays/1/shiftIds/0', { shiftIds: [0] }],
  ])('rejects an invalid holiday field (%s)', (field, change) => {
    rejects([siteCreated, shiftsSet], setHolidays(passover, { ...newYear, ...change }), field);
  });

  it('accepts a one-day holiday with a 24-character name', () => {
    const oneDay = { name: 'x'.repeat(24), start: '2026-05-01', end: '2026-05-01', shiftIds: [] };
    given([siteCreated])
      .when(setHolidays(oneDay))
      .then([{ type: 'SiteHolidaysSet', data: { siteId: 's-1', holidays: [oneDay] } }]);
  });

  it('fails on a site that does not exist', () => {
    given([]).when(setHolidays()).thenThrows(NotFoundError);
  });
});

const setOffDays = (...offDays: OffDayInput[]) => ({ type: 'SetSiteOffDays', data: { siteId: 's-1', offDays } }) as const;
const inventory: OffDayInput = { name: 'Inventory', year: 2026, month: 12, day: 31 };
const leapDay: OffDayInput = { name: 'Maintenance', year: 2028, month: 2, day: 29 };
const offDaysSet: SiteEvent = { type: 'SiteOffDaysSet', data: { siteId: 's-1', offDays: [inventory, leapDay] } };

describe('SetSiteOffDays', () => {
  it('records the off-days sorted by date', () => {
    given([siteCreated]).when(setOffDays(leapDay, { ...inventory, name: ' Inventory ' })).then([offDaysSet]);
  });

  it('records nothing when the off-days are the same', () => {
    given([siteCreated, offDaysSet]).when(setOffDays(inventory, leapDay)).then([]);
  });

  it.each<[string, Partial<OffDayInput>]>([
    ['offDays/1/name', { name: ' ' }],
    ['offDays/1/name', { name: 'A very long off-day name!' }],
    ['offDays/1/year', { year: 1969 }],
    ['offDays/1/month', { month: 13 }],
    ['offDays/1/month', { month: 0 }],
    ['offDays/1/day', { day: 32 }],
    ['offDays/1/day', { year: 2027, month: 2, day: 29 }],
    ['offDays/1/day', { month: 4, day: 31 }],
    ['offDays/1/day', { year: 2026, month: 12, day: 31, name: 'Same day again' }],
  ])('rejects an invalid off-day field (%s)', (field, change) => {
    rejects([siteCreated], setOffDays(inventory, { ...leapDay, ...change }), field);
  });

  it('fails on a site that does not exist', () => {
    given([]).when(setOffDays(inventory)).thenThrows(NotFoundError);
  });
});

const timeSaving: SetSiteTimeSaving = {
  type: 'SetSiteTimeSaving',
  data: { siteId: 's-1', isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 7.5, employerCostPerHour: 52.5, currency: 'ILS' },
};
const timeSavingSet: SiteEvent = { type: 'SiteTimeSavingSet', data: timeSaving.data };
const withTimeSaving = (data: Partial<SetSiteTimeSaving['data']>): SetSiteTimeSaving => ({
  ...timeSaving,
  data: { ...timeSaving.data, ...data },
});

describe('SetSiteTimeSaving', () => {
  it('records the parameters, upper-casing the currency', () => {
    given([siteCreated]).when(withTimeSaving({ currency: 'ils' })).then([timeSavingSet]);
  });

  it('records nothing when nothing changes', () => {
    given([siteCreated, timeSavingSet]).when(timeSaving).then([]);
  });

  it('records a change of the flag alone, and folds it into the state', () => {
    const off: SiteEvent = { type: 'SiteTimeSavingSet', data: { ...timeSaving.data, isTimeSave: false } };
    given([siteCreated, timeSavingSet]).when(withTimeSaving({ isTimeSave: false })).then([off]);
    given([siteCreated, timeSavingSet, off]).when(withTimeSaving({ isTimeSave: false })).then([]);
  });

  it('accepts a zero employer cost', () => {
    given([siteCreated])
      .when(withTimeSaving({ employerCostPerHour: 0 }))
      .then([{ type: 'SiteTimeSavingSet', data: { ...timeSaving.data, employerCostPerHour: 0 } }]);
  });

  it.each<[string, Partial<SetSiteTimeSaving['data']>]>([
    ['isTimeSave', { isTimeSave: undefined as never }],
    ['roundIntervalMinutes', { roundIntervalMinutes: 0 }],
    ['roundIntervalMinutes', { roundIntervalMinutes: 12.5 }],
    ['cleaningMinutesPerRoom', { cleaningMinutesPerRoom: 0 }],
    ['employerCostPerHour', { employerCostPerHour: -1 }],
    ['employerCostPerHour', { employerCostPerHour: Number.POSITIVE_INFINITY }],
    ['currency', { currency: 'SHEKEL' }],
    ['currency', { currency: 'ZZZ' }],
    ['currency', { currency: '' }],
  ])('rejects an invalid %s', (field, data) => {
    rejects([siteCreated], withTimeSaving(data), field);
  });

  it('fails on a site that does not exist', () => {
    given([]).when(timeSaving).thenThrows(NotFoundError);
  });
});
