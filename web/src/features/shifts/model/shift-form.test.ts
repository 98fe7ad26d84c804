import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftOverlap,
  formToShift,
  newShiftForm,
  nextShiftNumber,
  removedRoomsOf,
  shiftRules,
  shiftsBody,
  shiftToForm,
  withActive,
  withoutShift,
  withShift,
  type ShiftFormValues,
} from './shift-form.ts';

const morning: SiteShift = { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: [1, 2, 3, 4, 5], minSla: 15, maxSla: 30, roomIds: [], active: true };
const lobby: SiteShift = { shiftNumber: 4, shiftName: 'Lobby weekend', start: '22:00', end: '06:00', days: [6, 7], minSla: 20, maxSla: 45, roomIds: ['r-2', 'r-1'], active: false };
const ROOMS = new Set(['r-1', 'r-2', 'r-3']);

const failures = (values: ShiftFormValues, others: readonly SiteShift[] = [], roomIds: ReadonlySet<string> | null = ROOMS) =>
  Object.fromEntries(Object.entries(shiftRules({ others, roomIds })(values)).filter(([, rule]) => rule));

describe('shift form <-> body', () => {
  it('round-trips a usual name and a free-text name', () => {
    expect(shiftToForm(morning)).toMatchObject({ nameChoice: 'morning', shiftName: '' });
    expect(formToShift(shiftToForm(morning))).toEqual(morning);
    expect(shiftToForm(lobby)).toMatchObject({ nameChoice: 'other', shiftName: 'Lobby weekend' });
    // The server stores rooms sorted; so does the form's output.
    expect(formToShift(shiftToForm(lobby))).toEqual({ ...lobby, roomIds: ['r-1', 'r-2'] });
  });

  it('trims a free-text name, sorts days and drops repeats', () => {
    const values: ShiftFormValues = { ...shiftToForm(lobby), shiftName: '  Gate  ', days: [7, 1, 7] };
    expect(formToShift(values)).toMatchObject({ shiftName: 'Gate', days: [1, 7] });
  });

  it('starts a new shift with the next number, every day, the whole site, active', () => {
    expect(nextShiftNumber([])).toBe(1);
    expect(newShiftForm([morning, lobby])).toEqual({
      shiftNumber: 5,
      nameChoice: '',
      shiftName: '',
      start: '',
      end: '',
      days: [1, 2, 3, 4, 5, 6, 7],
      minSla: null,
      maxSla: null,
      roomIds: [],
      active: true,
    });
  });

  it('sends the whole list in the order given, with the company', () => {
    const list = [morning, lobby];
    const changed = { ...morning, minSla: 10 };
    expect(shiftsBody('c-1', withShift(list, 0, changed))).toEqual({ companyId: 'c-1', shifts: [changed, lobby] });
    expect(withShift(list, null, changed)).toEqual([morning, lobby, changed]);
    expect(withoutShift(list, 0)).toEqual([lobby]);
    expect(withActive(list, 1, true)[1]).toEqual({ ...lobby, active: true });
  });
});

describe('shift rules', () => {
  it('passes a complete shift', () => {
    expect(failures(shiftToForm(morning))).toEqual({});
  });

  it('asks for every required field of a new shift', () => {
    expect(failures({ ...newShiftForm([]), days: [] })).toEqual({
      shiftName: 'rules.pleaseSelect',
      start: 'rules.pleaseSelect',
      end: 'rules.pleaseSelect',
      days: 'shifts:rules.pickDay',
      minSla: 'rules.pleaseEnter',
      maxSla: 'rules.pleaseEnter',
    });
    expect(failures({ ...shiftToForm(morning), shiftNumber: null, nameChoice: 'other', shiftName: '  ' })).toEqual({
      shiftNumber: 'rules.pleaseEnter',
      shiftName: 'rules.pleaseEnter',
    });
  });

  it('checks numbers, names and times as the server does', () => {
    const values = shiftToForm(morning);
    expect(failures({ ...values, shiftNumber: 0 })).toEqual({ shiftNumber: 'shifts:rules.numberRange' });
    expect(failures({ ...values, shiftNumber: 1.5 })).toEqual({ shiftNumber: 'shifts:rules.numberRange' });
    expect(failures({ ...values, shiftNumber: 4 }, [lobby])).toEqual({ shiftNumber: 'rules.taken' });
    expect(failures({ ...values, nameChoice: 'other', shiftName: 'x'.repeat(51) })).toEqual({ shiftName: 'shifts:rules.nameTooLong' });
    expect(failures({ ...values, end: '06:00' })).toEqual({ end: 'shifts:rules.sameAsStart' });
    expect(failures({ ...values, start: '24:00' })).toEqual({ start: 'shifts:rules.invalidTime' });
    // Crossing midnight is allowed: the end is on the next day.
    expect(failures({ ...values, start: '22:00', end: '06:00' })).toEqual({});
  });

  it('wants whole SLA minutes from 1, the maximum not below the minimum', () => {
    const values = shiftToForm(morning);
    expect(failures({ ...values, minSla: 0 })).toEqual({ minSla: 'shifts:rules.wholeMinutes' });
    expect(failures({ ...values, minSla: 2.5 })).toEqual({ minSla: 'shifts:rules.wholeMinutes' });
    expect(failures({ ...values, minSla: 31 })).toEqual({ maxSla: 'shifts:rules.maxBelowMin' });
    expect(failures({ ...values, minSla: 30 })).toEqual({});
  });

  it('flags rooms the site no longer has, once the rooms are known', () => {
    const values = { ...shiftToForm(lobby), roomIds: ['r-1', 'r-gone'] };
    expect(failures(values)).toEqual({ roomIds: 'shifts:rules.removedRooms' });
    expect(failures(values, [], null)).toEqual({});
    expect(removedRoomsOf(values, ROOMS)).toEqual(['r-gone']);
  });
});

describe('the draft against the other shifts', () => {
  it('names the other shift and weekday it overlaps', () => {
    const draft = { ...newShiftForm([morning]), start: '13:00', end: '21:00', days: [3] };
    expect(draftOverlap(draft, [morning])).toEqual({ other: 0, weekday: 3, roomId: null });
    expect(draftOverlap({ ...draft, active: false }, [morning])).toBeNull();
    expect(draftOverlap({ ...draft, days: [7] }, [morning])).toBeNull();
  });
});
