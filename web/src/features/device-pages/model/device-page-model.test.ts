import { describe, expect, it } from 'vitest';
import { clockOffsetMs, occurredAt } from './device-clock.ts';
import { tokenFromHash } from './device-token.ts';
import { newEventId } from './event-id.ts';
import { fixedKeys, problemCategory } from './problems.ts';
import { CHECK_IN_VALID_MS, currentCheckIn, staffIdOf } from './staff-check-in.ts';

describe('device page token', () => {
  it('reads the token from the fragment, bare or named', () => {
    expect(tokenFromHash('#abcdefghijklmnop-_1234')).toBe('abcdefghijklmnop-_1234');
    expect(tokenFromHash('#token=abcdefghijklmnopqrst')).toBe('abcdefghijklmnopqrst');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#short')).toBeNull();
    expect(tokenFromHash('#<script>alert(1)</script>')).toBeNull();
  });
});

describe('device clock', () => {
  it('stamps presses by the server’s clock', () => {
    const offset = clockOffsetMs('2026-03-01T12:00:00.000Z', Date.parse('2026-03-01T11:00:00.000Z'), 200);
    expect(offset).toBe(3_600_100);
    expect(occurredAt(Date.parse('2026-03-01T11:00:00.000Z'), offset)).toBe('2026-03-01T12:00:00.100Z');
    expect(clockOffsetMs('not a time', 0)).toBe(0);
  });
});

describe('event ids', () => {
  it('are UUIDs, fresh each time', () => {
    const id = newEventId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newEventId()).not.toBe(id);
  });
});

describe('problems', () => {
  const buttons = [
    { problem: 'dirty_floor', category: 'cleaning' as const },
    { problem: 'problem_leak', category: 'maintenance' as const },
    { problem: 'problem_unknown_thing', category: 'maintenance' as const },
  ];
  it('takes a problem’s category from the site’s buttons, else from its key', () => {
    expect(problemCategory('problem_leak', buttons)).toBe('maintenance');
    expect(problemCategory('problem_door', [])).toBe('maintenance');
    expect(problemCategory('missing_soap', [])).toBe('cleaning');
  });
  it('offers the fixed_* key of each maintenance problem that has one, and “other”', () => {
    expect(fixedKeys(buttons)).toEqual(['fixed_leak', 'fixed_other']);
    expect(fixedKeys([])).toEqual(['fixed_other']);
  });
});

describe('staff check-in', () => {
  it('turns the typed code into a staff id or null', () => {
    expect(staffIdOf('  B-17 ')).toBe('B-17');
    expect(staffIdOf('   ')).toBeNull();
  });
  it('is remembered for a shift only', () => {
    const at = Date.parse('2026-03-01T08:00:00.000Z');
    expect(currentCheckIn({ role: 'cleaner', staffId: null, at }, at + 1000)).toEqual({ role: 'cleaner', staffId: null, at });
    expect(currentCheckIn({ role: 'cleaner', staffId: null, at }, at + CHECK_IN_VALID_MS + 1)).toBeNull();
    expect(currentCheckIn({ role: 'boss', staffId: null, at }, at)).toBeNull();
    expect(currentCheckIn(null, at)).toBeNull();
  });
});
