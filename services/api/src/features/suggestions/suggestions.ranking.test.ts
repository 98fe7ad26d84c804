import { describe, expect, it } from 'vitest';
import { rankSuggestions, type Observation } from './suggestions.ranking.ts';

const dirty = (roomId: string, hour: number, count: number): Observation => ({ key: 'dirty_floor', category: 'cleaning', roomId, hour, count });
const visits = (roomId: string, hour: number, count: number): Observation => ({ key: 'visits_peak', category: 'visits', roomId, hour, count });

describe('rankSuggestions', () => {
  it("lists each room once, at its peak hour, with the hour before it to schedule the round", () => {
    const [group] = rankSuggestions([dirty('r-1', 9, 2), dirty('r-1', 14, 3), dirty('r-2', 0, 4), dirty('r-1', 9, 2)]);
    expect(group).toEqual({
      key: 'dirty_floor',
      category: 'cleaning',
      total: 11,
      items: [
        // r-1: 4 at 09 (two days), 3 at 14. Equal peaks: r-2's 4 at 00 against r-1's 4 at 09; r-1 has the larger total.
        { roomId: 'r-1', hour: 9, suggestedHour: 8, count: 4, roomTotal: 7 },
        { roomId: 'r-2', hour: 0, suggestedHour: 23, count: 4, roomTotal: 4 },
      ],
    });
  });

  it('takes the earliest of equal peaks', () => {
    const [group] = rankSuggestions([dirty('r-1', 15, 2), dirty('r-1', 8, 2)]);
    expect(group!.items[0]).toMatchObject({ hour: 8, count: 2 });
  });

  it('orders problem keys by total, caps keys and items, and puts visits_peak last', () => {
    const observations: Observation[] = [
      visits('r-1', 12, 500),
      visits('r-2', 8, 700),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((key, index): Observation => ({ key: `dirty_${key}`, category: 'cleaning', roomId: 'r-1', hour: 10, count: index + 1 })),
      { key: 'problem_leak', category: 'maintenance', roomId: 'r-3', hour: 6, count: 5 },
      ...[1, 2, 3, 4, 5, 6].map((room) => dirty(`r-${room}`, 7, room)),
    ];
    const groups = rankSuggestions(observations, { maxKeys: 3, maxItems: 2 });
    expect(groups.map((group) => [group.key, group.total])).toEqual([
      ['dirty_floor', 21],
      ['dirty_f', 6],
      ['dirty_e', 5],
      ['visits_peak', 1200],
    ]);
    expect(groups[0]!.items.map((item) => item.roomId)).toEqual(['r-6', 'r-5']);
    expect(groups[3]!.items).toEqual([
      { roomId: 'r-2', hour: 8, suggestedHour: 7, count: 700, roomTotal: 700 },
      { roomId: 'r-1', hour: 12, suggestedHour: 11, count: 500, roomTotal: 500 },
    ]);
  });

  it('leaves out keys with nothing counted', () => {
    expect(rankSuggestions([dirty('r-1', 9, 0)])).toEqual([]);
    expect(rankSuggestions([])).toEqual([]);
  });
});
