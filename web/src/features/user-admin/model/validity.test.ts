import { describe, expect, it } from 'vitest';
import { checkMessageKey, valueToCheck } from './validity.ts';

describe('valueToCheck', () => {
  it('asks about a new, well-formed value, trimmed', () => {
    expect(valueToCheck('username', ' dana.levi ', false, null)).toBe('dana.levi');
  });

  it('asks nothing while the form rule fails or the field is empty', () => {
    expect(valueToCheck('username', 'dan', true, null)).toBeNull();
    expect(valueToCheck('phone', '  ', false, null)).toBeNull();
  });

  it("asks nothing about the edited user's own value (emails without case)", () => {
    expect(valueToCheck('email', 'Avi@Demo.test', false, 'avi@demo.test')).toBeNull();
    expect(valueToCheck('username', 'Avi.Cohen', false, 'avi.cohen')).toBe('Avi.Cohen');
    expect(valueToCheck('email', 'other@demo.test', false, 'avi@demo.test')).toBe('other@demo.test');
  });
});

describe('checkMessageKey', () => {
  it('says nothing of a free value or while checking', () => {
    expect(checkMessageKey('email', { kind: 'answered', answer: { valid: true } })).toBeNull();
    expect(checkMessageKey('email', { kind: 'checking' })).toBeNull();
    expect(checkMessageKey('email', { kind: 'idle' })).toBeNull();
  });

  it('says "already in use" of a taken value', () => {
    expect(checkMessageKey('username', { kind: 'answered', answer: { valid: false, reason: 'taken' } })).toBe('admin:rules.taken');
  });

  it("repeats the field's format message", () => {
    expect(checkMessageKey('phone', { kind: 'answered', answer: { valid: false, reason: 'format' } })).toBe('admin:rules.invalidPhone');
    expect(checkMessageKey('email', { kind: 'answered', answer: { valid: false, reason: 'format' } })).toBe('admin:rules.invalidEmail');
  });

  it('says the server had a problem when the check failed', () => {
    expect(checkMessageKey('phone', { kind: 'failed' })).toBe('users:check.failed.phone');
  });
});
