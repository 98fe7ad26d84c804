import { describe, expect, it } from 'vitest';
import { calendarBody, calendarRules, calendarToForm, mergePublicHolidays, newHoliday, newOffDay, shortenName, type CalendarValues } from './site-calendar.ts';

const TODAY = '2026-03-10';
const saved = (): CalendarValues =>
  calendarToForm({
    holidays: [{ name: 'Passover', start: '2026-04-02', end: '2026-04-09', shiftIds: [2, 1] }],
    offDays: [{ name: 'Inventory', year: 2026, month: 1, day: 5 }],
  });
const failures = (values: CalendarValues) => Object.fromEntries(Object.entries(calendarRules(TODAY)(values)).filter(([, rule]) => rule));

describe('site calendar rows', () => {
  it('round-trips the saved lists, in the order shown, off-days as dates', () => {
    const values = saved();
    expect(values.offDays[0]).toMatchObject({ name: 'Inventory', date: '2026-01-05', savedDate: '2026-01-05' });
    expect(calendarBody(values)).toEqual({
      holidays: [{ name: 'Passover', start: '2026-04-02', end: '2026-04-09', shiftIds: [1, 2] }],
      offDays: [{ name: 'Inventory', year: 2026, month: 1, day: 5 }],
    });
  });

  it('keeps a saved entry in the past but refuses a new or moved one, as the server does', () => {
    const values = saved();
    expect(failures(values)).toEqual({});
    const moved = { ...values, offDays: [{ ...values.offDays[0]!, date: '2026-01-06' }] };
    expect(failures(moved)).toEqual({ 'offDays/0/day': 'rules.pastDate' });
    const added = { ...values, holidays: [...values.holidays, { ...newHoliday('2026-03-01'), name: 'Purim' }] };
    expect(failures(added)).toEqual({ 'holidays/1/end': 'rules.pastDate' });
    // A holiday under way (begun, not over) is not in the past.
    const underWay = { ...values, holidays: [{ ...newHoliday('2026-03-08'), end: '2026-03-12', name: 'Spring break' }] };
    expect(failures(underWay)).toEqual({});
  });

  it('asks for a name under 25 characters, an end not before its start and one off-day per date', () => {
    const values: CalendarValues = {
      holidays: [{ ...newHoliday('2026-05-10'), name: 'A name that is far too long to keep', end: '2026-05-09' }],
      offDays: [
        { ...newOffDay('2026-06-01'), name: 'Audit' },
        { ...newOffDay('2026-06-01'), name: '' },
        { ...newOffDay('2026-02-30'), name: 'Bad date' },
      ],
    };
    expect(failures(values)).toEqual({
      'holidays/0/name': 'rules.nameTooLong',
      'holidays/0/end': 'organisation:rules.endBeforeStart',
      'offDays/1/name': 'rules.pleaseEnter',
      'offDays/1/day': 'organisation:rules.duplicateDate',
      'offDays/2/day': 'rules.invalidDate',
    });
  });

  it('shortens long names at a word break, or at the limit', () => {
    expect(shortenName('Independence Day')).toBe('Independence Day');
    expect(shortenName('Yom HaZikaron LaShoah veLaGvura')).toBe('Yom HaZikaron LaShoah');
    expect(shortenName('Nationalfeiertagsbrückentagsfeier')).toHaveLength(24);
  });
});

describe('importing public holidays', () => {
  it('adds the new ones for every shift, sorted among the others, and skips dates already there and those over', () => {
    const result = mergePublicHolidays(
      saved(),
      [
        { name: 'Purim', start: '2026-03-03', end: '2026-03-03' },
        { name: 'Week under way', start: '2026-03-09', end: '2026-03-11' },
        { name: 'Passover eve', start: '2026-04-01', end: '2026-04-02' },
        { name: 'Independence Day', start: '2026-04-22', end: '2026-04-22' },
        { name: 'Remembrance of the Holocaust and Heroism', start: '2026-04-14', end: '2026-04-14' },
        { name: 'New Year', start: '2026-01-05', end: '2026-01-05' },
      ],
      TODAY,
    );
    expect(result).toMatchObject({ added: 3, alreadyThere: 2, past: 1 });
    expect(result.values.holidays.map((row) => [row.name, row.start, row.imported, row.shiftIds])).toEqual([
      ['Week under way', '2026-03-09', true, []],
      ['Passover', '2026-04-02', false, [2, 1]],
      ['Remembrance of the', '2026-04-14', true, []],
      ['Independence Day', '2026-04-22', true, []],
    ]);
    expect(failures(result.values)).toEqual({});
  });

  it('skips a public holiday an off-day falls inside', () => {
    const values = { ...saved(), offDays: [{ ...newOffDay('2026-05-01'), name: 'Closed' }] };
    const result = mergePublicHolidays(values, [{ name: 'Labour Day', start: '2026-05-01', end: '2026-05-01' }], TODAY);
    expect(result).toMatchObject({ added: 0, alreadyThere: 1 });
  });
});
