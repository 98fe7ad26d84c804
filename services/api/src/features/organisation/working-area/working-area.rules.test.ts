import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { nameKey } from '../../../domain/name-key.ts';
import { idList, requireFreeName, requireKnownIds, sameIds, workingAreaName } from './working-area.rules.ts';

describe('working-area rules', () => {
  it('trims names and keeps them under 50 characters', () => {
    expect(workingAreaName('  North wing ')).toBe('North wing');
    expect(() => workingAreaName('n'.repeat(50))).toThrow(expect.objectContaining({ field: 'name' }));
    expect(() => workingAreaName(' ')).toThrow(ValidationError);
  });

  it('sorts id lists and drops repeats', () => {
    expect(idList('roomIds', ['b', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('compares names regardless of case and surrounding spaces', () => {
    expect(nameKey(' Lobby ')).toBe(nameKey('LOBBY'));
    expect(nameKey('Łazienki')).toBe(nameKey('łazienki'));
  });

  it('refuses a name another area of the site holds, but not the area being renamed', () => {
    const others = [
      { workingAreaId: 'w-1', name: 'Lobby' },
      { workingAreaId: 'w-2', name: 'Kitchen' },
    ];
    expect(() => requireFreeName('lobby', others)).toThrow(expect.objectContaining({ field: 'name' }));
    expect(() => requireFreeName('LOBBY', others, 'w-1')).not.toThrow();
    expect(() => requireFreeName('Garden', others)).not.toThrow();
  });

  it('names the first id outside the allowed set', () => {
    const allowed = new Set(['r-1', 'r-2']);
    expect(() => requireKnownIds('roomIds', ['r-1', 'r-2'], allowed, 'x')).not.toThrow();
    expect(() => requireKnownIds('roomIds', ['r-1', 'r-9', 'r-8'], allowed, 'is not a room of this site')).toThrow(
      expect.objectContaining({ field: 'roomIds/1', message: 'is not a room of this site' }),
    );
  });

  it('compares id lists as sets', () => {
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
    expect(sameIds(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});
