import type { CleanerUserRecord, WorkingAreaRecord } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { mayManageWorkingAreas, mayReadCleaners, mayReadWorkingAreas } from './working-area.access.ts';
import { toSiteCleaners, toWorkingArea } from './working-area.view.ts';

const cleaner = (userId: string, active = true): CleanerUserRecord => ({
  userId,
  username: `${userId}.name`,
  email: `${userId}@demo.test`,
  firstName: 'First',
  lastName: userId,
  phone: null,
  active,
  level: 'site',
  scopes: { franchiseIds: [], companyIds: [], siteIds: ['s-1'] },
});

const area = (workingAreaId: string, name: string, cleanerIds: string[]): WorkingAreaRecord => ({
  workingAreaId,
  siteId: 's-1',
  name,
  rooms: [{ roomId: 'r-1', displayName: 'Toilets', building: 'A', floor: 1 }],
  roomIds: ['r-1'],
  cleanerIds,
  deleted: false,
});

describe('working-area answers', () => {
  it("keeps only the area's cleaners who are still cleaners of the site", () => {
    const siteCleaners = new Map([['u-1', cleaner('u-1')]]);
    const answer = toWorkingArea(area('w-1', 'East', ['u-1', 'u-gone']), siteCleaners);
    expect(answer.cleanerIds).toEqual(['u-1']);
    expect(answer.cleaners).toEqual([{ userId: 'u-1', firstName: 'First', lastName: 'u-1', username: 'u-1.name', active: true }]);
    expect(answer.rooms).toEqual([{ roomId: 'r-1', displayName: 'Toilets', building: 'A', floor: 1 }]);
  });

  it('gives each cleaner its working areas; working in the site means active and in one of them', () => {
    const areas = [area('w-1', 'East', ['u-1', 'u-2']), area('w-2', 'West', ['u-1'])];
    const answer = toSiteCleaners([cleaner('u-1'), cleaner('u-2', false), cleaner('u-3')], areas);
    expect(answer.map((one) => [one.userId, one.workingAreaNames, one.isWorkingInSite])).toEqual([
      ['u-1', ['East', 'West'], true],
      ['u-2', ['East'], false],
      ['u-3', [], false],
    ]);
    expect(answer[0]!.workingAreaIds).toEqual(['w-1', 'w-2']);
  });
});

describe('working-area permissions', () => {
  it('lets admins and working_area holders change, real-time holders read, users holders see cleaners', () => {
    const as = (type: string, ...roles: string[]) => ({ type, roles });
    expect(mayManageWorkingAreas(as('admin'))).toBe(true);
    expect(mayManageWorkingAreas(as('manager', 'working_area'))).toBe(true);
    expect(mayManageWorkingAreas(as('supervisor', 'real-time'))).toBe(false);
    expect(mayReadWorkingAreas(as('supervisor', 'real-time'))).toBe(true);
    expect(mayReadWorkingAreas(as('manager', 'users'))).toBe(false);
    expect(mayReadCleaners(as('manager', 'users'))).toBe(true);
    expect(mayReadCleaners(as('viewer', 'dashboard'))).toBe(false);
  });
});
