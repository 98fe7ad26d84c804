import { describe, expect, it } from 'vitest';
import { email, englishTitle, firstFailing, isoDate, maxLength, MAX_CALENDAR_NAME, notPast, numbers, password, personName, phone, required, threeDigits, url, username, weekdayList } from './field-rules.ts';

describe('spec §5 field rules', () => {
  it('asks for a value', () => {
    expect(required('')).toBe('rules.pleaseEnter');
    expect(required('  ')).toBe('rules.pleaseEnter');
    expect(required('x')).toBeNull();
  });

  it('wants a room reference of exactly three digits', () => {
    expect(threeDigits('012')).toBeNull();
    expect(threeDigits('12')).toBe('rules.threeDigits');
    expect(threeDigits('1234')).toBe('rules.threeDigits');
    expect(threeDigits('12a')).toBe('rules.threeDigits');
  });

  it('wants numbers, leaving an empty value to the required rule', () => {
    expect(numbers('42')).toBeNull();
    expect(numbers('')).toBeNull();
    expect(numbers('4 2x')).toBe('rules.mustBeNumbers');
  });

  it('wants an English title: letters, digits and spaces only', () => {
    expect(englishTitle('Floor 2 Men')).toBeNull();
    expect(englishTitle('שירותים')).toBe('rules.englishTitle');
    expect(englishTitle('Men-1')).toBe('rules.englishTitle');
    expect(englishTitle('')).toBe('rules.englishTitle');
  });

  it('keeps calendar names under 25 characters', () => {
    expect(maxLength(MAX_CALENDAR_NAME)('x'.repeat(24))).toBeNull();
    expect(maxLength(MAX_CALENDAR_NAME)('x'.repeat(25))).toBe('rules.nameTooLong');
  });

  it('wants weekday numbers 1-7 separated by commas, each once', () => {
    expect(weekdayList('1, 2,7')).toBeNull();
    expect(weekdayList('0,2')).toBe('rules.invalidDays');
    expect(weekdayList('1;2')).toBe('rules.invalidDays');
    expect(weekdayList('2,2')).toBe('rules.invalidDays');
  });

  it('checks real calendar dates and past dates', () => {
    expect(isoDate('2026-02-28')).toBeNull();
    expect(isoDate('2026-02-29')).toBe('rules.invalidDate');
    expect(isoDate('28/02/2026')).toBe('rules.invalidDate');
    expect(notPast('2026-11-24')('2026-11-24')).toBeNull();
    expect(notPast('2026-11-24')('2026-11-23')).toBe('rules.pastDate');
  });

  it('checks usernames: length first, then characters', () => {
    expect(username('abcd')).toBe('rules.usernameMin5');
    expect(username('dana.k')).toBeNull();
    expect(username('דנה_כהן')).toBeNull();
    expect(username('dana k')).toBe('rules.invalidUsername');
    expect(username('dana@x')).toBe('rules.invalidUsername');
  });

  it('checks emails, phones, passwords and URLs the way the server does', () => {
    expect(email('dana@example.com')).toBeNull();
    expect(email('dana@example')).toBe('rules.invalidEmail');
    expect(email('da na@example.com')).toBe('rules.invalidEmail');
    expect(phone('+972 50-123-4567')).toBeNull();
    expect(phone('')).toBeNull();
    expect(phone('12345')).toBe('rules.invalidPhone');
    expect(phone('050 12a 4567')).toBe('rules.invalidPhone');
    expect(password('1234567')).toBe('rules.passwordMin8');
    expect(password('12345678')).toBeNull();
    expect(url('https://example.com/x')).toBeNull();
    expect(url('ftp://example.com')).toBe('rules.invalidUrl');
    expect(url('https://localhost')).toBe('rules.invalidUrl');
  });

  it('accepts names in every product script and refuses symbols', () => {
    for (const name of ['Dana Cohen', 'דנה כהן', 'Łucja Żak', 'Анна-Марія', 'محمد', 'João D’Ávila'.replace('’', "'")]) expect(personName(name), name).toBeNull();
    expect(personName('Dana <script>')).toBe('rules.invalidName');
  });

  it('answers the first failing rule', () => {
    expect(firstFailing('', [required, threeDigits])).toBe('rules.pleaseEnter');
    expect(firstFailing('12', [required, threeDigits])).toBe('rules.threeDigits');
    expect(firstFailing('123', [required, threeDigits])).toBeNull();
  });
});
