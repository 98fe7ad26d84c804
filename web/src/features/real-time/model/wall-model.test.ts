import { describe, expect, it } from 'vitest';
import { liveCall, liveRoom } from '../testing/live-fixtures.ts';
import { callsFirst, type BoardView, type Tile } from './board-view.ts';
import { newlyEscalated } from './escalation.ts';
import { connectionLost } from './connection-lost.ts';
import { oldestCallMinutes, wallGroups } from './wall-groups.ts';
import { nextPage, wallLayout, WALL_METRICS } from './wall-layout.ts';

const tile = (id: string, building: string | null, floor: number | null, ages: number[] = []): Tile => ({
  room: liveRoom(id, { building, floor }),
  state: ages.length > 0 ? 'call_open' : 'clean',
  calls: ages.map((ageMinutes, index) => ({ call: liveCall({ callId: `${id}-${index}` }), ageMinutes, state: 'open', sla: { minSla: null, maxSla: null }, progress: null, minMark: null })),
});

describe('the wall layout', () => {
  it('fits a 27-room site on three floors on a 1920x1080 wall in one page, tiles as large as possible', () => {
    const layout = wallLayout([9, 9, 9], 1900, 990);
    expect(layout.pages).toEqual([[0, 1, 2]]);
    expect(layout.columns).toBeGreaterThanOrEqual(5);
    expect(layout.tileHeight).toBeGreaterThanOrEqual(WALL_METRICS.minTileHeight);
    // Everything fits: headings, rows and gaps within the height.
    const rows = [9, 9, 9].reduce((sum, size) => sum + Math.ceil(size / layout.columns), 0);
    expect(3 * WALL_METRICS.headingHeight + rows * layout.tileHeight + (rows + 1) * WALL_METRICS.gap).toBeLessThanOrEqual(990);
  });

  it('caps the tile height on a wall far larger than the site', () => {
    expect(wallLayout([2], 1900, 990).tileHeight).toBe(WALL_METRICS.maxTileHeight);
  });

  it('pages whole floors, in order, when even the smallest tiles do not fit', () => {
    const layout = wallLayout([20, 20, 20, 20], 400, 300);
    expect(layout.pages.length).toBeGreaterThan(1);
    expect(layout.pages.flat()).toEqual([0, 1, 2, 3]);
    expect(layout.tileHeight).toBe(WALL_METRICS.minTileHeight);
  });

  it('gives a floor too large for any page a page of its own', () => {
    expect(wallLayout([2, 200, 2], 800, 400).pages).toEqual([[0], [1], [2]]);
  });

  it('has one empty page without rooms', () => {
    expect(wallLayout([], 800, 600).pages).toEqual([[]]);
  });

  it('turns pages round and round', () => {
    expect(nextPage(0, 3)).toBe(1);
    expect(nextPage(2, 3)).toBe(0);
    expect(nextPage(0, 1)).toBe(0);
    expect(nextPage(4, 0)).toBe(0);
  });
});

describe('the wall groups', () => {
  it('groups the tiles by building and floor, in location order', () => {
    const groups = wallGroups([tile('d', 'S', 2), tile('b', 'N', 1), tile('c', 'N', 2), tile('a', 'N', 1), tile('e', null, null)]);
    expect(groups.map((group) => [group.building, group.floor, group.tiles.map((entry) => entry.room.id)])).toEqual([
      [null, null, ['e']],
      ['N', 1, ['a', 'b']],
      ['N', 2, ['c']],
      ['S', 2, ['d']],
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(4);
  });

  it('shows the oldest call age of a tile', () => {
    expect(oldestCallMinutes(tile('a', 'N', 1, [3, 12, 7]))).toBe(12);
    expect(oldestCallMinutes(tile('a', 'N', 1))).toBeNull();
  });
});

describe('the phone order', () => {
  it('puts rooms with an open call first, otherwise keeping the order, in one group', () => {
    const view: BoardView = {
      groups: [
        { building: 'N', tiles: [tile('a', 'N', 1), tile('b', 'N', 1, [4])] },
        { building: 'S', tiles: [tile('c', 'S', 1), tile('d', 'S', 1, [1])] },
      ],
      shown: 4,
      counts: { escalated: 0, late: 0, call_open: 2, offline: 0, in_use: 0, clean: 2 },
    };
    const sorted = callsFirst(view);
    expect(sorted.groups).toHaveLength(1);
    expect(sorted.groups[0]!.tiles.map((entry) => entry.room.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(sorted.shown).toBe(4);
    expect(callsFirst({ ...view, groups: [] }).groups).toEqual([]);
  });
});

describe('the live connection', () => {
  it('warns of a lost connection only after 30 s', () => {
    expect(connectionLost(null, 100_000)).toBe(false);
    expect(connectionLost(0, 30_000)).toBe(false);
    expect(connectionLost(0, 30_001)).toBe(true);
  });
});

describe('escalation detection', () => {
  it('reports rooms that became escalated, not those already escalated or new to the board', () => {
    expect(newlyEscalated({ a: 'late', b: 'escalated', c: 'clean' }, { a: 'escalated', b: 'escalated', c: 'call_open', d: 'escalated' })).toEqual(['a']);
  });

  it('reports nothing for the first snapshot', () => {
    expect(newlyEscalated(null, { a: 'escalated' })).toEqual([]);
  });
});
