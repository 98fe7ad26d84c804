import { describe, expect, it } from 'vitest';
import { compactWeekdayNames, formatClock, formatLength, hoursAndMinutes, sortedDays, timeSlots, weekdayName, weekdayNames } from './shift-labels.ts';

describe('weekday labels', () => {
  it('lists the week from Sunday (day 1) in the reader language', () => {
    expect(weekdayNames('en')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdayNames('en', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('he', 'short')[6]).toBe('שבת');
    expect(weekdayNames('ru', 'short')[0]).toBe('вс');
  });

  it('keeps the card chips short, falling back to narrow names only when they stay distinct', () => {
    expect(compactWeekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(compactWeekdayNames('he')).toEqual(['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳']);
    expect(compactWeekdayNames('pl')).toEqual(weekdayNames('pl', 'short'));
  });

  it('names one day by its number', () => {
    expect(weekdayName('en', 1)).toBe('Sunday');
    expect(weekdayName('en', 7, 'short')).toBe('Sat');
    expect(weekdayName('es', 2)).toBe('lunes');
    expect(weekdayName('en', 9)).toBe('9');
  });

  it('sorts days and drops repeats and strays', () => {
    expect(sortedDays([7, 1, 3, 1, 0, 8])).toEqual([1, 3, 7]);
  });
});

describe('clock times', () => {
  it('writes a site-local time as the language does, without moving it', () => {
    expect(formatClock('18:30', 'en')).toBe('06:30 PM');
    expect(formatClock('06:05', 'he')).toBe('06:05');
    expect(formatClock('00:00', 'pl')).toBe('00:00');
    expect(formatClock('bad', 'en')).toBe('bad');
  });

  it('offers the day in 15-minute steps, keeping an off-grid saved time', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(slots.at(-1)).toBe('23:45');
    const kept = timeSlots(15, '06:10');
    expect(kept).toHaveLength(97);
    expect(kept.slice(24, 27)).toEqual(['06:00', '06:10', '06:15']);
    expect(timeSlots(15, '06:15')).toHaveLength(96);
    expect(timeSlots(60)).toHaveLength(24);
  });

  it('splits a length into hours and minutes, in the language units', () => {
    expect(hoursAndMinutes(510)).toEqual({ hours: 8, minutes: 30 });
    expect(formatLength(510, 'en')).toBe('8 hr 30 min');
    expect(formatLength(480, 'en')).toBe('8 hr');
    expect(formatLength(45, 'en')).toBe('45 min');
    expect(formatLength(480, 'ru')).toBe('8 ч');
  });
});
