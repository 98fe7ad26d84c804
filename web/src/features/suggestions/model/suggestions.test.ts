import type { SuggestionGroup } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { dayPlan, formatHour, suggestedAction } from './suggestions.ts';

const item = (roomId: string, displayName: string, hour: number, count = 1, roomTotal = 4) => ({
  roomId,
  displayName,
  hour,
  suggestedHour: (hour + 23) % 24,
  count,
  roomTotal,
});

describe('formatHour', () => {
  it('writes a whole hour as the language writes a time', () => {
    expect(formatHour(0, 'en-GB')).toBe('00:00');
    expect(formatHour(14, 'he')).toBe('14:00');
    expect(formatHour(14, 'en-US')).toMatch(/^2:00\sPM$/);
  });
});

describe('suggestedAction', () => {
  it('gives the round time, the peak and the peak share of the room', () => {
    expect(suggestedAction({ category: 'cleaning' }, item('r1', 'Lobby', 15, 3, 16), 'en-GB')).toEqual({
      category: 'cleaning',
      time: '14:00',
      peak: '15:00',
      count: 3,
      total: 16,
      share: 19,
    });
  });

  it('has no share without a room total', () => {
    expect(suggestedAction({ category: 'visits' }, item('r1', 'Lobby', 0, 0, 0), 'en-GB')).toMatchObject({ time: '23:00', peak: '00:00', share: 0 });
  });
});

describe('dayPlan', () => {
  const groups: SuggestionGroup[] = [
    { key: 'dirty_floor', category: 'cleaning', total: 10, items: [item('a', 'Room A', 15), item('b', 'Room B', 10)] },
    { key: 'full_trash', category: 'cleaning', total: 8, items: [item('b', 'Room B', 10), item('c', 'Room C', 15)] },
    { key: 'problem_leak', category: 'maintenance', total: 2, items: [item('b', 'Room B', 10)] },
  ];

  it('orders the hours through the day and merges a room’s reasons at the same hour', () => {
    const plan = dayPlan(groups, 'en-GB');
    expect(plan.map((entry) => entry.time)).toEqual(['09:00', '14:00']);
    expect(plan[0]?.rounds).toEqual([{ roomId: 'b', displayName: 'Room B', keys: ['dirty_floor', 'full_trash', 'problem_leak'] }]);
    expect(plan[1]?.rounds.map((round) => round.roomId)).toEqual(['a', 'c']);
  });

  it('puts rooms with more reasons first', () => {
    const plan = dayPlan([...groups, { key: 'bad_smell', category: 'cleaning', total: 1, items: [item('c', 'Room C', 15)] }], 'en');
    expect(plan[1]?.rounds.map((round) => round.roomId)).toEqual(['c', 'a']);
  });

  it('is empty without suggestions', () => {
    expect(dayPlan([], 'en')).toEqual([]);
  });
});
