import type { SiteCleaner } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { cleanerName, cleanerStatus, filterCleaners } from './cleaner-list.ts';
import { createBody, formOf, nameRule, updateBody } from './working-area-form.ts';

const cleaner = (fields: Partial<SiteCleaner>): SiteCleaner => ({
  userId: 'u-1',
  firstName: 'Yossi',
  lastName: 'Peretz',
  username: 'yossi.cleaner',
  phone: '+972 50-123-4567',
  email: 'yossi@demo.test',
  active: true,
  workingAreaIds: ['w-1'],
  workingAreaNames: ['Lobby wing'],
  isWorkingInSite: true,
  ...fields,
});

describe('cleaner list', () => {
  it('says whether a cleaner works in the site, has no area, or is deactivated', () => {
    expect(cleanerStatus(cleaner({}))).toBe('working');
    expect(cleanerStatus(cleaner({ isWorkingInSite: false, workingAreaIds: [], workingAreaNames: [] }))).toBe('unassigned');
    expect(cleanerStatus(cleaner({ active: false, isWorkingInSite: false }))).toBe('inactive');
    expect(cleanerName(cleaner({}))).toBe('Yossi Peretz');
  });

  it('searches names, usernames, working areas and phone digits', () => {
    const people = [cleaner({}), cleaner({ userId: 'u-2', firstName: 'Anna', lastName: 'Nowak', username: 'anna.cleaner', phone: null, email: 'anna@demo.test', workingAreaNames: ['Łazienki'] })];
    const ids = (search: string) => filterCleaners(people, search).map((one) => one.userId);
    expect(ids('')).toEqual(['u-1', 'u-2']);
    expect(ids('NOWAK')).toEqual(['u-2']);
    expect(ids('ŁAZIENKI')).toEqual(['u-2']);
    expect(ids('yossi.c')).toEqual(['u-1']);
    expect(ids('0501234')).toEqual([]);
    expect(ids('501234')).toEqual(['u-1']);
    expect(ids('50-123')).toEqual(['u-1']);
    expect(ids('lobby')).toEqual(['u-1']);
    expect(ids('nobody')).toEqual([]);
  });
});

describe('working-area form', () => {
  it('needs a name no other area of the site has, regardless of case', () => {
    const others = [{ name: 'Lobby wing' }];
    expect(nameRule('  ', others)).toBe('rules.pleaseEnter');
    expect(nameRule(' LOBBY wing ', others)).toBe('rules.taken');
    expect(nameRule('Kitchen', others)).toBeNull();
  });

  it('fills from an area and sends trimmed bodies', () => {
    const values = formOf({ name: 'East', roomIds: ['r-1'], cleanerIds: ['u-1'] });
    expect(createBody('s-1', { ...values, name: ' East ' })).toEqual({ siteId: 's-1', name: 'East', roomIds: ['r-1'], cleanerIds: ['u-1'] });
    expect(updateBody({ ...values, roomIds: [] })).toEqual({ name: 'East', roomIds: [], cleanerIds: ['u-1'] });
  });
});
