import { describe, expect, it } from 'vitest';
import { trimText } from './trim-text.ts';

describe('trimText', () => {
  it('takes white space and invisible format characters off both ends', () => {
    expect(trimText('  Lobby  ')).toBe('Lobby');
    expect(trimText('\u200fשירותים\u200e')).toBe('שירותים');
    expect(trimText('\u200b\ufeffRoom 1\u2060')).toBe('Room 1');
    expect(trimText('\u202e\u2067 \u2069\u202c')).toBe('');
  });

  it('keeps what is inside, and every visible character', () => {
    expect(trimText('קומה\u200f 12')).toBe('קומה\u200f 12');
    expect(trimText('🚻 WC')).toBe('🚻 WC');
    expect(trimText('مرحاض')).toBe('مرحاض');
    expect(trimText('')).toBe('');
    // A subdivision flag ends in tag characters (format characters too): it stays whole.
    expect(trimText('England 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}')).toBe('England 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}');
  });

  it('stays linear on long runs of space', () => {
    const spaced = `a${' '.repeat(200_000)}b`;
    expect(trimText(spaced)).toBe(spaced);
    expect(trimText(`${' '.repeat(200_000)}x${'\u200b'.repeat(200_000)}`)).toBe('x');
  });
});
