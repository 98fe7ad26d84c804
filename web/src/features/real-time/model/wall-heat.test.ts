import type { RoomState } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { liveCall, liveRoom } from '../testing/live-fixtures.ts';
import type { Tile } from './board-view.ts';
import { wallGroups } from './wall-groups.ts';
import { HEAT_ICONS, HEAT_KINDS, heatCell, heatFloors, MIN_VISIT_SCALE, visitBands, visitIntensity, visitScale } from './wall-heat.ts';
import { HEAT_METRICS, heatLayout, heatMetrics, type HeatFloor } from './wall-heat-layout.ts';
import { wallView } from './wall-view.ts';

const tile = (id: string, state: RoomState, visits = 0, calls = 0, building: string | null = 'N', floor: number | null = 1): Tile => ({
  room: liveRoom(id, { building, floor, state, visitsSinceClean: visits }),
  state,
  calls: Array.from({ length: calls }, (_, index) => ({
    call: liveCall({ callId: `${id}-${index}` }),
    ageMinutes: 5,
    state: 'open' as const,
    sla: { minSla: null, maxSla: null },
    progress: null,
    minMark: null,
  })),
});

describe('the heat map cells', () => {
  it('colours a room with a call by the call, with its count, and a calm room by its visits', () => {
    expect(heatCell(tile('a', 'escalated', 30, 2), 12)).toEqual({ kind: 'escalated', intensity: 0, calls: 2, visits: 30 });
    expect(heatCell(tile('b', 'late', 0, 1), 12).kind).toBe('late');
    expect(heatCell(tile('c', 'call_open', 0, 1), 12).kind).toBe('call_open');
    expect(heatCell(tile('d', 'offline', 9), 12)).toEqual({ kind: 'offline', intensity: 0, calls: 0, visits: 9 });
    expect(heatCell(tile('e', 'clean', 0), 12)).toEqual({ kind: 'calm', intensity: 0, calls: 0, visits: 0 });
    expect(heatCell(tile('f', 'in_use', 12), 12)).toEqual({ kind: 'calm', intensity: 3, calls: 0, visits: 12 });
  });

  it('gives every kind but the calm one a shape, so colour is never the only cue', () => {
    for (const kind of HEAT_KINDS.filter((entry) => entry !== 'calm')) expect(HEAT_ICONS[kind]).not.toBe('');
    expect(new Set(HEAT_KINDS.map((kind) => HEAT_ICONS[kind])).size).toBe(HEAT_KINDS.length);
  });
});

describe('the visit scale', () => {
  it('takes the calm rooms’ 90th percentile, so one very busy room does not wash the others out', () => {
    const visits = [0, 0, 1, 3, 5, 7, 8, 9, 11, 13, 42];
    const tiles = [...visits.map((count, index) => tile(`r${index}`, 'in_use', count)), tile('x', 'escalated', 500, 1)];
    expect(visitScale(tiles)).toBe(13);
  });

  it('never calls a quiet site busy', () => {
    expect(visitScale([tile('a', 'in_use', 1), tile('b', 'clean', 2)])).toBe(MIN_VISIT_SCALE);
    expect(visitScale([])).toBe(MIN_VISIT_SCALE);
  });

  it('splits the scale into equal whole-visit bands, the last open-ended', () => {
    expect(visitBands(13)).toEqual([
      { intensity: 1, from: 1, to: 5 },
      { intensity: 2, from: 6, to: 10 },
      { intensity: 3, from: 11, to: null },
    ]);
    expect(visitBands(1)).toEqual([
      { intensity: 1, from: 1, to: 1 },
      { intensity: 2, from: 2, to: 2 },
      { intensity: 3, from: 3, to: null },
    ]);
  });

  it('shades a room by its band: none without a visit, the darkest from the last band up', () => {
    expect([0, 1, 5, 6, 10, 11, 400].map((visits) => visitIntensity(visits, 13))).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('the heat map floors', () => {
  it('puts each building’s highest floor first, rooms without a floor last, buildings in order', () => {
    const groups = wallGroups([
      tile('a', 'clean', 0, 0, 'N', 1),
      tile('b', 'clean', 0, 0, 'N', 10),
      tile('c', 'clean', 0, 0, 'N', 2),
      tile('d', 'clean', 0, 0, 'N', null),
      tile('e', 'clean', 0, 0, 'S', 5),
      tile('f', 'clean', 0, 0, 'S', 6),
      tile('g', 'clean', 0, 0, null, null),
    ]);
    expect(heatFloors(groups).map((group) => [group.building, group.floor])).toEqual([
      [null, null],
      ['N', 10],
      ['N', 2],
      ['N', 1],
      ['N', null],
      ['S', 6],
      ['S', 5],
    ]);
  });
});

/** The height a one-page layout takes, headings, lines and gaps included. */
function usedHeight(floors: HeatFloor[], columns: number, cellHeight: number): number {
  const headings = floors.filter((floor, index) => index === 0 || floors[index - 1]!.building !== floor.building).length;
  const lines = floors.reduce((sum, floor) => sum + Math.ceil(floor.size / columns), 0);
  return headings * HEAT_METRICS.headingHeight + lines * cellHeight + (lines + headings - 1) * HEAT_METRICS.gap;
}

// The demo site: two towers, seven floors, 27 rooms.
const DEMO: HeatFloor[] = [
  { building: 'Round', size: 4 },
  { building: 'Round', size: 4 },
  { building: 'Round', size: 5 },
  { building: 'Round', size: 5 },
  { building: 'Square', size: 3 },
  { building: 'Square', size: 3 },
  { building: 'Square', size: 3 },
];

describe('the heat map layout', () => {
  it('fits 27 rooms on a 1920x1080 wall in one page, a floor to a line', () => {
    const layout = heatLayout(DEMO, 1890, 940);
    expect(layout.pages).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
    expect(layout.columns).toBe(5);
    expect(layout.cellHeight).toBeGreaterThan(HEAT_METRICS.minCellHeight);
    expect(usedHeight(DEMO, layout.columns, layout.cellHeight)).toBeLessThanOrEqual(940);
  });

  it('fits the same site on a 390x844 phone in one page, wrapping long floors, the floor label narrower', () => {
    const metrics = heatMetrics(362);
    expect(metrics.labelWidth).toBeLessThan(HEAT_METRICS.labelWidth);
    expect(heatMetrics(1890)).toBe(HEAT_METRICS);
    const layout = heatLayout(DEMO, 362, 600, metrics);
    expect(layout.pages).toHaveLength(1);
    expect(layout.columns).toBeLessThan(5);
    expect(layout.cellHeight).toBeGreaterThanOrEqual(HEAT_METRICS.minCellHeight);
    expect(usedHeight(DEMO, layout.columns, layout.cellHeight)).toBeLessThanOrEqual(600);
    // Every cell keeps the smallest readable width.
    expect((362 - metrics.labelWidth - metrics.gap - (layout.columns - 1) * metrics.gap) / layout.columns).toBeGreaterThanOrEqual(metrics.minCellWidth);
  });

  it('caps the cell height on a wall far larger than the site', () => {
    expect(heatLayout([{ building: 'N', size: 2 }], 1900, 990).cellHeight).toBe(HEAT_METRICS.maxCellHeight);
  });

  it('pages whole floors, in order, when even the smallest cells do not fit', () => {
    const floors = Array.from({ length: 12 }, (_, index) => ({ building: index < 6 ? 'N' : 'S', size: 6 }));
    const layout = heatLayout(floors, 362, 500);
    expect(layout.pages.length).toBeGreaterThan(1);
    expect(layout.pages.flat()).toEqual(floors.map((_, index) => index));
    expect(layout.cellHeight).toBe(HEAT_METRICS.minCellHeight);
    // Each page fits at the columns and height the board draws it with.
    for (const page of layout.pages) expect(usedHeight(page.map((index) => floors[index]!), layout.columns, layout.cellHeight)).toBeLessThanOrEqual(500);
  });

  it('gives a floor too large for any page a page of its own', () => {
    const layout = heatLayout([{ building: 'N', size: 2 }, { building: 'N', size: 300 }, { building: 'N', size: 2 }], 600, 400);
    expect(layout.pages).toEqual([[0], [1], [2]]);
  });

  it('has one empty page without rooms', () => {
    expect(heatLayout([], 800, 600).pages).toEqual([[]]);
  });
});

describe('the wall view', () => {
  it('takes the address first, then the remembered choice, else the tiles', () => {
    expect(wallView('map', 'tiles')).toBe('map');
    expect(wallView('tiles', 'map')).toBe('tiles');
    expect(wallView(null, 'map')).toBe('map');
    expect(wallView('bogus', 'map')).toBe('map');
    expect(wallView(null, 42)).toBe('tiles');
    expect(wallView(null, null)).toBe('tiles');
  });
});
