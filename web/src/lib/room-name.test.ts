import { describe, expect, it } from 'vitest';
import { roomNameIn } from './room-name.ts';

const tower = { displayName: 'שירותי נשים קומה 12', nameEn: 'Women WC floor 12' };
const park = { displayName: 'Toaleta damska piętro 2', nameEn: 'Women WC floor 2' };

describe('roomNameIn', () => {
  it('gives English readers the English name, and readers of the local script the local name', () => {
    expect(roomNameIn('en', tower)).toBe('Women WC floor 12');
    expect(roomNameIn('he', tower)).toBe('שירותי נשים קומה 12');
    expect(roomNameIn('pl', park)).toBe('Toaleta damska piętro 2');
    expect(roomNameIn('en', park)).toBe('Women WC floor 2');
  });

  it('gives readers of another script the English name', () => {
    expect(roomNameIn('ru', tower)).toBe('Women WC floor 12');
    expect(roomNameIn('ar', park)).toBe('Women WC floor 2');
    expect(roomNameIn('pt', tower)).toBe('Women WC floor 12');
  });

  it('keeps the local name when there is no English one', () => {
    expect(roomNameIn('en', { displayName: 'לובי' })).toBe('לובי');
    expect(roomNameIn('ru', { displayName: 'לובי', nameEn: '  ' })).toBe('לובי');
  });
});
