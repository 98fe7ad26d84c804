import { describe, expect, it } from 'vitest';
import { edited, freshClock, mayAdopt, savedUpTo } from './edit-clock.ts';

describe('edit clock', () => {
  it('lets an untouched form take a newer version', () => {
    expect(mayAdopt(freshClock())).toBe(true);
  });

  it('keeps what was typed and not saved', () => {
    expect(mayAdopt(edited(freshClock()))).toBe(false);
  });

  it('adopts after a save of everything typed', () => {
    const typed = edited(edited(freshClock()));
    expect(mayAdopt(savedUpTo(typed, typed.edits))).toBe(true);
  });

  it('keeps what was typed while the save was on its way', () => {
    const sent = edited(freshClock());
    const typedOn = edited(sent);
    expect(mayAdopt(savedUpTo(typedOn, sent.edits))).toBe(false);
    // ...until a second save carries it.
    expect(mayAdopt(savedUpTo(savedUpTo(typedOn, sent.edits), typedOn.edits))).toBe(true);
  });

  it('does not go back when an older save answers last', () => {
    const clock = savedUpTo(savedUpTo(edited(edited(freshClock())), 2), 1);
    expect(mayAdopt(clock)).toBe(true);
  });
});
