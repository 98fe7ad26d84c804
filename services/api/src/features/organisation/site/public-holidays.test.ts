import { USER_LANGUAGES } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { countriesIn, isKnownCountry, publicHolidaysOf } from './public-holidays.calendar.ts';
import { holidayDays, shortenHolidayName, toPublicHolidays, type CalendarHoliday } from './public-holidays.ts';

const at = (iso: string) => new Date(iso);
const holiday = (over: Partial<CalendarHoliday>): CalendarHoliday => ({
  date: '2026-01-01 00:00:00',
  start: at('2025-12-31T22:00:00Z'),
  end: at('2026-01-01T22:00:00Z'),
  name: 'New Year',
  type: 'public',
  ...over,
});

describe('holidayDays', () => {
  it('gives a one-day holiday the same start and end', () => {
    expect(holidayDays(holiday({}))).toEqual({ start: '2026-01-01', end: '2026-01-01' });
  });

  it('names the day a sunset-to-sunset holiday falls on, not its eve', () => {
    // Yom Kippur 2026 as date-holidays gives it: from 18:00 on the 20th to 18:00 on the 21st, Jerusalem time.
    const yomKippur = holiday({ date: '2026-09-21 00:00:00 -0600', start: at('2026-09-20T15:00:00Z'), end: at('2026-09-21T15:00:00Z') });
    expect(holidayDays(yomKippur)).toEqual({ start: '2026-09-21', end: '2026-09-21' });
  });

  it('spans several days, and a day shortened or lengthened by a clock change still counts one', () => {
    const fiveDays = holiday({ date: '2026-04-03 00:00:00 -0600', start: at('2026-04-02T15:00:00Z'), end: at('2026-04-07T15:00:00Z') });
    expect(holidayDays(fiveDays)).toEqual({ start: '2026-04-03', end: '2026-04-07' });
    // 29 March 2026 in Warsaw lasts 23 hours.
    const springForward = holiday({ date: '2026-03-29 00:00:00', start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
    expect(holidayDays(springForward)).toEqual({ start: '2026-03-29', end: '2026-03-29' });
    // Across a month end and a year end.
    const overNewYear = holiday({ date: '2026-12-31 00:00:00', start: at('2026-12-30T22:00:00Z'), end: at('2027-01-01T22:00:00Z') });
    expect(holidayDays(overNewYear)).toEqual({ start: '2026-12-31', end: '2027-01-01' });
  });

  it('counts an evening-only observance as its one day', () => {
    const evening = holiday({ date: '2026-10-31 18:00:00', start: at('2026-10-31T22:00:00Z'), end: at('2026-11-01T04:00:00Z') });
    expect(holidayDays(evening)).toEqual({ start: '2026-10-31', end: '2026-10-31' });
  });
});

describe('shortenHolidayName', () => {
  it('keeps names under 25 characters, trimmed and with single spaces', () => {
    expect(shortenHolidayName('  Passover   (Pesach) ')).toBe('Passover (Pesach)');
    expect(shortenHolidayName('x'.repeat(24))).toBe('x'.repeat(24));
  });

  it('cuts a longer name at a word break, dropping a parenthesis left open and a trailing separator', () => {
    expect(shortenHolidayName('Day of Atonement (Yom Kippur)')).toBe('Day of Atonement');
    expect(shortenHolidayName('Mimouna, Seventh day of Passover')).toBe('Mimouna, Seventh day of');
    expect(shortenHolidayName('Narodowe Święto Niepodległości')).toBe('Narodowe Święto');
    expect(shortenHolidayName('Annunciation, Anniversary of 1821 Revolution')).toBe('Annunciation');
  });

  it('cuts a name without a usable word break at the limit, never inside a character pair', () => {
    expect(shortenHolidayName('Supercalifragilisticexpialidocious')).toBe('Supercalifragilisticexpi');
    const emoji = `${'a'.repeat(23)}🎉b`;
    expect(shortenHolidayName(emoji)).toBe('a'.repeat(23));
  });

  it('always answers under 25 characters', () => {
    for (const name of ['a b c d e f g h i j k l m n o p', 'יום הזיכרון לחללי מערכות ישראל ונפגעי פעולות האיבה', `${'x'.repeat(12)} ${'y'.repeat(30)}`]) {
      expect(shortenHolidayName(name).length).toBeLessThan(25);
    }
  });
});

describe('toPublicHolidays', () => {
  it('keeps public and bank holidays only, sorted, each once', () => {
    const list = toPublicHolidays([
      holiday({ date: '2026-05-01 00:00:00', start: at('2026-04-30T22:00:00Z'), end: at('2026-05-01T22:00:00Z'), name: 'Labour Day' }),
      holiday({ name: 'New Year' }),
      holiday({ name: 'New Year' }),
      holiday({ date: '2026-02-16 00:00:00', start: at('2026-02-16T03:00:00Z'), end: at('2026-02-17T03:00:00Z'), name: 'Carnaval', type: 'bank' }),
      holiday({ date: '2026-02-14 00:00:00', name: "Valentine's Day", type: 'observance' }),
      holiday({ date: '2026-03-03 00:00:00', name: 'Purim', type: 'school' }),
      holiday({ date: '2026-12-24 00:00:00', name: 'Christmas Eve', type: 'optional' }),
    ]);
    expect(list).toEqual([
      { name: 'New Year', start: '2026-01-01', end: '2026-01-01' },
      { name: 'Carnaval', start: '2026-02-16', end: '2026-02-16' },
      { name: 'Labour Day', start: '2026-05-01', end: '2026-05-01' },
    ]);
  });
});

describe('the offline calendar (date-holidays data)', () => {
  it('knows the countries of spec §9, and no made-up code', () => {
    for (const code of ['IL', 'US', 'PL', 'MX', 'CY', 'BR']) expect(isKnownCountry(code)).toBe(true);
    expect(isKnownCountry('XX')).toBe(false);
    expect(isKnownCountry('il')).toBe(false);
  });

  it('gives Israel 2026 its public holidays in Hebrew: Yom Kippur on 21 September', () => {
    const holidays = publicHolidaysOf('IL', 2026, 'he');
    expect(holidays).toContainEqual({ name: 'יום כיפור', start: '2026-09-21', end: '2026-09-21' });
    expect(holidays).toContainEqual({ name: 'פסח', start: '2026-04-02', end: '2026-04-02' });
    expect(holidays.map((entry) => entry.start)).toEqual([...holidays.map((entry) => entry.start)].sort());
    // Observances (Holocaust Remembrance Day) and school holidays (Hanukkah) are no days off.
    expect(holidays.some((entry) => entry.start === '2026-04-14' || entry.start === '2026-12-05')).toBe(false);
  });

  it('names holidays in English where the calendar lacks the asked language', () => {
    const russian = publicHolidaysOf('IL', 2026, 'ru');
    expect(russian).toContainEqual({ name: 'Day of Atonement', start: '2026-09-21', end: '2026-09-21' });
    const hebrewInPoland = publicHolidaysOf('PL', 2026, 'he');
    expect(hebrewInPoland).toContainEqual({ name: 'Constitution Day', start: '2026-05-03', end: '2026-05-03' });
    const polish = publicHolidaysOf('PL', 2026, 'pl');
    expect(polish).toContainEqual({ name: 'Święto Narodowe', start: '2026-05-03', end: '2026-05-03' });
  });

  it('answers every spec country in every product language, names under 25 characters', () => {
    for (const country of ['IL', 'US', 'PL', 'MX', 'CY', 'BR']) {
      for (const language of USER_LANGUAGES) {
        const holidays = publicHolidaysOf(country, 2026, language);
        expect(holidays.length, `${country} ${language}`).toBeGreaterThan(5);
        for (const entry of holidays) {
          expect(entry.name.length).toBeGreaterThan(0);
          expect(entry.name.length).toBeLessThan(25);
          expect(entry.end >= entry.start).toBe(true);
          expect(entry.start.slice(0, 4)).toBe('2026');
        }
      }
    }
    expect(publicHolidaysOf('US', 2026, 'en')).toContainEqual({ name: 'Thanksgiving Day', start: '2026-11-26', end: '2026-11-26' });
    expect(publicHolidaysOf('BR', 2026, 'pt')).toContainEqual({ name: 'Carnaval', start: '2026-02-16', end: '2026-02-16' });
  });

  it('lists the countries with names in the asked language', () => {
    const hebrew = countriesIn('he');
    expect(hebrew.length).toBeGreaterThan(150);
    expect(hebrew.find((country) => country.code === 'IL')!.name).toBe('ישראל');
    expect(countriesIn('en').find((country) => country.code === 'US')!.name).toBe('United States');
    for (const language of USER_LANGUAGES) expect(countriesIn(language).every((country) => country.name.length > 0)).toBe(true);
  });
});
