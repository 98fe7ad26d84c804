import { describe, expect, it } from 'vitest';
import {
  EMPTY_EXTRA,
  initialSelection,
  isFilterActive,
  reconcile,
  selectedSite,
  withCompany,
  withExtra,
  withFranchise,
  withLinkedSite,
  withSite,
  viewUnitsFor,
  withTimeType,
  type CompanyOption,
} from './filter-rules.ts';
import { statsQuery } from './stats-query.ts';

const today = '2026-11-21';
const companies: CompanyOption[] = [
  { id: 'c1', name: 'One', franchiseId: 'f1', franchiseName: 'F', sites: [{ id: 's1', name: 'A', type: 'operation', timezone: 'Asia/Jerusalem' }, { id: 's2', name: 'B', type: 'operation', timezone: 'Asia/Jerusalem' }] },
  { id: 'c2', name: 'Two', franchiseId: 'f1', franchiseName: 'F', sites: [{ id: 's3', name: 'C', type: 'realtime', timezone: 'Europe/Warsaw' }] },
];

describe('time type changes (spec §4)', () => {
  it('recalculates the dates of a preset and views quarter and year by week', () => {
    const quarter = withTimeType(initialSelection(today), 'last_quarter', today);
    expect(quarter.time).toEqual({ timeFrom: '2026-07-20', timeTo: '2026-11-20' });
    expect(quarter.viewTimeBy).toBe('week');
    expect(withTimeType(quarter, 'last_week', today).viewTimeBy).toBe('day');
  });
  it('views six months by week and never offers days for it', () => {
    const six = withTimeType(initialSelection(today), 'last_6_months', today);
    expect(six.viewTimeBy).toBe('week');
    expect(viewUnitsFor('last_6_months')).toEqual(['year', 'month', 'week']);
  });
  it('falls back to last_month on an empty value', () => {
    expect(withTimeType(initialSelection(today), '', today).timeType).toBe('last_month');
  });
  it('keeps the picked dates for a custom range', () => {
    const picked = { ...initialSelection(today), time: { timeFrom: '2026-01-01', timeTo: '2026-01-31' } };
    expect(withTimeType(picked, 'custom_time', today).time).toEqual({ timeFrom: '2026-01-01', timeTo: '2026-01-31' });
  });
});

describe('extra filter rules (spec §4)', () => {
  const chosen = { ...EMPTY_EXTRA, building: ['Round Tower'], floor: [10], rooms: ['r1'] };
  it('clears floor and rooms when the building changes', () => {
    expect(withExtra(chosen, 'building', ['Square Tower'])).toMatchObject({ building: ['Square Tower'], floor: null, rooms: null });
  });
  it('clears rooms when the floor changes', () => {
    expect(withExtra(chosen, 'floor', [11])).toMatchObject({ building: ['Round Tower'], floor: [11], rooms: null });
  });
  it('clears servikName and hour when the same one is chosen again', () => {
    const once = withExtra(EMPTY_EXTRA, 'servikName', 'Clean team');
    expect(once.servikName).toBe('Clean team');
    expect(withExtra(once, 'servikName', 'Clean team').servikName).toBeNull();
    expect(withExtra(withExtra(EMPTY_EXTRA, 'hour', 9), 'hour', 9).hour).toBeNull();
  });
  it('treats an empty multi-select as not filtered', () => {
    expect(withExtra(chosen, 'rooms', []).rooms).toBeNull();
  });
  it('is active when any extra field is set', () => {
    expect(isFilterActive(EMPTY_EXTRA)).toBe(false);
    expect(isFilterActive({ ...EMPTY_EXTRA, days: [6] })).toBe(true);
  });
});

describe('company and site changes (spec §4)', () => {
  const filtered = { ...initialSelection(today), company: 'c1', site: 's2', building: ['Round Tower'] };
  it('selects the first site of a new company and resets the filter', () => {
    expect(withCompany(filtered, companies, 'c2')).toMatchObject({ company: 'c2', site: 's3', building: null });
  });
  it('resets the filter when the site changes', () => {
    expect(withSite(filtered, 's1')).toMatchObject({ company: 'c1', site: 's1', building: null });
  });
  it('replaces a stored site the user may not see with the first permitted one', () => {
    expect(reconcile({ ...filtered, company: 'gone', site: 'gone' }, companies)).toMatchObject({ company: 'c1', site: 's1', franchise: 'f1' });
    expect(reconcile(filtered, companies)).toMatchObject({ company: 'c1', site: 's2', building: ['Round Tower'] });
  });
  it('starts at the first company with a site, past one just made without any', () => {
    const empty: CompanyOption = { id: 'c0', name: 'A new one', franchiseId: 'f1', franchiseName: 'F', sites: [] };
    expect(reconcile({ ...initialSelection(today), company: null, site: null }, [empty, ...companies])).toMatchObject({ company: 'c1', site: 's1' });
    expect(withFranchise(filtered, [empty, ...companies], 'f1')).toMatchObject({ company: 'c1', site: 's1' });
    // A company chosen on purpose stays chosen, sites or not; with no site anywhere, the first company.
    expect(reconcile({ ...filtered, company: 'c0', site: null }, [empty, ...companies])).toMatchObject({ company: 'c0', site: null });
    expect(reconcile({ ...initialSelection(today), company: null, site: null }, [empty])).toMatchObject({ company: 'c0', site: null });
  });
  it("follows a room screen's room to its site, with its company, when the user may see it", () => {
    expect(withLinkedSite(filtered, companies, 's3')).toMatchObject({ franchise: 'f1', company: 'c2', site: 's3', building: null });
    // Already there: the same selection, extra filter and all.
    expect(withLinkedSite(filtered, companies, 's2')).toBe(filtered);
    // A site out of the user's sight changes nothing (the screen then says the room is not found).
    expect(withLinkedSite(filtered, companies, 's9')).toBe(filtered);
  });
  it("finds the selected site only within the selected company's sites", () => {
    expect(selectedSite({ company: 'c2', site: 's3' }, companies)?.timezone).toBe('Europe/Warsaw');
    expect(selectedSite({ company: 'c1', site: 's3' }, companies)).toBeNull();
    expect(selectedSite({ company: 'c1', site: 's1' }, [])).toBeNull();
  });
});

describe('statsQuery', () => {
  const selection = { ...initialSelection(today), site: 's1', shift: [1], floor: [10], building: ['Round Tower'] };
  it('sends dates only for a custom range and the whole extra filter', () => {
    expect(statsQuery(selection)).toMatchObject({ siteId: 's1', timeType: 'last_month', timeFrom: null, viewTimeBy: 'day', shift: [1], floor: [10] });
    const custom = { ...selection, timeType: 'custom_time' as const, time: { timeFrom: '2026-01-01', timeTo: '2026-01-05' } };
    expect(statsQuery(custom)).toMatchObject({ timeFrom: '2026-01-01', timeTo: '2026-01-05' });
  });
  it('fixes the overview to last month and keeps only shift and days on room screens', () => {
    expect(statsQuery({ ...selection, timeType: 'last_year' }, { fixedTimeType: 'last_month' }).timeType).toBe('last_month');
    const room = statsQuery(selection, { shiftAndDaysOnly: true });
    expect(room).not.toHaveProperty('floor');
    expect(room.shift).toEqual([1]);
    const roomRoute = statsQuery(selection, { roomInPath: true });
    expect(roomRoute.siteId).toBeNull();
    expect(roomRoute).not.toHaveProperty('floor');
  });
  it('sends the service name and the hour to the site statistics, not to room screens', () => {
    const chosen = { ...selection, servikName: 'Supplies', hour: 0 };
    expect(statsQuery(chosen)).toMatchObject({ servikName: 'Supplies', hour: 0 });
    expect(statsQuery(chosen, { roomInPath: true })).not.toHaveProperty('hour');
  });
});
