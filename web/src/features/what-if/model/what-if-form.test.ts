import type { WhatIfFigures, WhatIfRealSettings } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPeriod, differenceOf, formOf, openedByDay, requestOf } from './what-if-form.ts';

const real: WhatIfRealSettings = {
  siteId: 's-1',
  timezone: 'Asia/Jerusalem',
  counterThreshold: 30,
  roomsWithOwnThreshold: 0,
  shifts: [
    { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', minSla: 15, maxSla: 30, active: true },
    { shiftNumber: 2, shiftName: 'evening', start: '14:00', end: '22:00', minSla: 20, maxSla: 45, active: true },
  ],
  roundIntervalMinutes: 120,
  repeatWindowSeconds: 60,
  currency: 'ILS',
};

const figures = (overrides: Partial<WhatIfFigures> = {}): WhatIfFigures => ({
  callsOpened: 100,
  late: 10,
  escalated: 4,
  resolved: 95,
  averageResponseMinutes: 12.5,
  medianResponseMinutes: 9,
  timeSavedMinutes: 600,
  roi: 600,
  openedByDay: [],
  ...overrides,
});

describe('the what-if form', () => {
  it('defaults to the 30 days up to yesterday', () => {
    expect(defaultPeriod('2026-03-01')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('sends nothing but the period when the settings are the site’s own', () => {
    const form = formOf(real, { from: '2026-02-01', to: '2026-02-28' });
    expect(requestOf('s-1', form, real)).toEqual({ siteId: 's-1', from: '2026-02-01', to: '2026-02-28', settings: {} });
  });

  it('sends only the settings that were changed, numbers as numbers', () => {
    const form = formOf(real, { from: '2026-02-01', to: '2026-02-28' });
    form.counterThreshold = '20';
    form.repeatWindowSeconds = '120';
    form.shifts[1] = { shiftNumber: 2, minSla: '10', maxSla: '45' };
    expect(requestOf('s-1', form, real).settings).toEqual({ counterThreshold: 20, repeatWindowSeconds: 120, shifts: [{ shiftNumber: 2, minSla: 10, maxSla: 45 }] });
  });

  it('never sends a round interval for a site without time saving, nor a half-typed number', () => {
    const noSaving = { ...real, roundIntervalMinutes: null };
    const form = formOf(noSaving, { from: '2026-02-01', to: '2026-02-28' });
    form.roundIntervalMinutes = '60';
    form.counterThreshold = '2x';
    expect(requestOf('s-1', form, noSaving).settings).toEqual({});
  });
});

describe('the comparison', () => {
  it('calls fewer late calls and more time saved better, more escalations worse', () => {
    expect(differenceOf('late', 'down', 'count', figures(), figures({ late: 6 }))).toEqual({ delta: -4, verdict: 'better', minutesUnit: null });
    expect(differenceOf('escalated', 'down', 'count', figures(), figures({ escalated: 9 }))).toEqual({ delta: 5, verdict: 'worse', minutesUnit: null });
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures(), figures({ timeSavedMinutes: 900 }))).toEqual({ delta: 300, verdict: 'better', minutesUnit: 'minutes' });
  });

  it('takes no side on the number of calls, and none when a figure is missing or unchanged', () => {
    expect(differenceOf('callsOpened', 'none', 'count', figures(), figures({ callsOpened: 130 }))).toEqual({ delta: 30, verdict: 'neutral', minutesUnit: null });
    expect(differenceOf('roi', 'up', 'money', figures({ roi: null }), figures({ roi: null }))).toEqual({ delta: null, verdict: 'neutral', minutesUnit: null });
    // A change the table shows as 0 (one decimal of a minute) takes no side either.
    expect(differenceOf('averageResponseMinutes', 'down', 'minutes', figures(), figures({ averageResponseMinutes: 12.47 }))).toEqual({ delta: 0, verdict: 'same', minutesUnit: 'minutes' });
    expect(differenceOf('averageResponseMinutes', 'down', 'minutes', figures(), figures({ averageResponseMinutes: 12.3 })).verdict).toBe('better');
  });

  it('shows a row of minutes in hours, difference too, when either figure is above 999 minutes (spec §9)', () => {
    // QA: "1,508.7 h" and "1,508.7 h" differed by "0 min"; the difference reads in hours now.
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures({ timeSavedMinutes: 90_520 }), figures({ timeSavedMinutes: 90_520 }))).toEqual({ delta: 0, verdict: 'same', minutesUnit: 'hours' });
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures({ timeSavedMinutes: 90_520 }), figures({ timeSavedMinutes: 90_610 }))).toEqual({ delta: 90, verdict: 'better', minutesUnit: 'hours' });
    // One figure above 999 puts the whole row in hours.
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures({ timeSavedMinutes: 900 }), figures({ timeSavedMinutes: 1_200 })).minutesUnit).toBe('hours');
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures({ timeSavedMinutes: 999 }), figures({ timeSavedMinutes: 600 })).minutesUnit).toBe('minutes');
  });

  it('calls a change of less than a tenth of an hour none in a row shown in hours', () => {
    // 2 minutes of 1,508.7 h is "0 h": not better, not worse.
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures({ timeSavedMinutes: 90_520 }), figures({ timeSavedMinutes: 90_522 }))).toEqual({ delta: 0, verdict: 'same', minutesUnit: 'hours' });
    // 4 minutes rounds to a tenth of an hour (6 minutes), which the row shows as "+0.1 h".
    expect(differenceOf('timeSavedMinutes', 'up', 'minutes', figures({ timeSavedMinutes: 90_520 }), figures({ timeSavedMinutes: 90_524 }))).toEqual({ delta: 6, verdict: 'better', minutesUnit: 'hours' });
  });

  it('lines the days of both runs up, a day missing from one counting none', () => {
    const actual = figures({ openedByDay: [{ date: '2026-02-01', opened: 3 }, { date: '2026-02-03', opened: 1 }] });
    const whatIf = figures({ openedByDay: [{ date: '2026-02-02', opened: 2 }, { date: '2026-02-03', opened: 4 }] });
    expect(openedByDay(actual, whatIf)).toEqual([
      { date: '2026-02-01', actual: 3, whatIf: 0 },
      { date: '2026-02-02', actual: 0, whatIf: 2 },
      { date: '2026-02-03', actual: 1, whatIf: 4 },
    ]);
  });
});
