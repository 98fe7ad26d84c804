import { describe, expect, it } from 'vitest';
import { roomNameIn } from '../../../lib/room-name.ts';
import { roomOptions, type PanelRoom } from './room-options.ts';

// The filter options carry a room's local name only; the English one comes from the site's
// rooms, as `useRoomName` looks it up.
const rooms: PanelRoom[] = [
  { id: 'r-lobby-10', display_name: 'לובי קומה 10 - המגדל המרובע' },
  { id: 'r-wc', display_name: 'שירותי נשים קומה 2' },
  { id: 'r-lobby-1', display_name: 'לובי קומה 1 - המגדל המרובע' },
  { id: 'r-lobby-2', display_name: 'לובי קומה 2 - המגדל המרובע' },
  { id: 'r-local', display_name: 'מחסן' },
];
const english: Record<string, string> = {
  'r-lobby-10': 'Lobby Square Tower Floor 10',
  'r-wc': 'Women WC Floor 2',
  'r-lobby-1': 'Lobby Square Tower Floor 1',
  'r-lobby-2': 'Lobby Square Tower Floor 2',
};
const nameIn = (language: string) => (roomId: string, displayName: string) => roomNameIn(language, { displayName, nameEn: english[roomId] ?? null });

describe('roomOptions', () => {
  it('lists the rooms by the names an English reader sees elsewhere, floors in natural order', () => {
    expect(roomOptions(rooms, nameIn('en'), 'en')).toEqual([
      { value: 'r-lobby-1', label: 'Lobby Square Tower Floor 1' },
      { value: 'r-lobby-2', label: 'Lobby Square Tower Floor 2' },
      { value: 'r-lobby-10', label: 'Lobby Square Tower Floor 10' },
      { value: 'r-wc', label: 'Women WC Floor 2' },
      // No English name: the local one.
      { value: 'r-local', label: 'מחסן' },
    ]);
  });

  it('lists them by their local names, in Hebrew order, for a Hebrew reader', () => {
    expect(roomOptions(rooms, nameIn('he'), 'he').map((option) => option.label)).toEqual([
      'לובי קומה 1 - המגדל המרובע',
      'לובי קומה 2 - המגדל המרובע',
      'לובי קומה 10 - המגדל המרובע',
      'מחסן',
      'שירותי נשים קומה 2',
    ]);
  });

  it('keeps rooms of the same name apart, in a stable order', () => {
    const twins: PanelRoom[] = [
      { id: 'b', display_name: 'Lobby' },
      { id: 'a', display_name: 'lobby' },
    ];
    expect(roomOptions(twins, (_, name) => name, 'en').map((option) => option.value)).toEqual(['a', 'b']);
  });
});
