import { describe, expect, it } from 'vitest';
import { DEFAULT_ROI_INPUTS } from './roi.maths.ts';
import { shiftWeek, siteRoiInputs } from './site-inputs.ts';

const rooms = (buildings: (string | null)[]) => buildings.map((building) => ({ building }));

describe('siteRoiInputs', () => {
  it('keeps the example values when the site says nothing', () => {
    expect(siteRoiInputs(DEFAULT_ROI_INPUTS, { rooms: [], timeSaving: null, shifts: [], timeSavedMinutesLastMonth: null })).toEqual({ inputs: DEFAULT_ROI_INPUTS, currency: null, fromSite: [] });
  });

  it("takes the site's rooms, buildings and time-saving parameters", () => {
    const start = siteRoiInputs(DEFAULT_ROI_INPUTS, {
      rooms: rooms(['A', 'A', 'B', null, null, 'B', 'A']),
      timeSaving: { roundIntervalMinutes: 120, cleaningMinutesPerRoom: 7, employerCostPerHour: 45, currency: 'EUR' },
      shifts: [],
      timeSavedMinutesLastMonth: null,
    });
    expect(start.inputs.rooms).toBe(7);
    expect(start.inputs.buildings).toBe(3);
    expect(start.inputs.cleaningMinutesPerRoom).toBe(7);
    expect(start.inputs.employerCostPerHour).toBe(45);
    // No shifts: the example 8-hour shift with a round every 2 hours.
    expect(start.inputs.roundsPerDay).toBe(4);
    expect(start.currency).toBe('EUR');
    expect(start.inputs.expectedReductionPercent).toBe(DEFAULT_ROI_INPUTS.expectedReductionPercent);
  });

  it("takes the site's team size when it is set", () => {
    const sources = { rooms: [], timeSaving: null, shifts: [], timeSavedMinutesLastMonth: null };
    expect(siteRoiInputs(DEFAULT_ROI_INPUTS, { ...sources, cleanersNumber: 14 })).toMatchObject({ inputs: { dailyEmployees: 14 }, fromSite: ['dailyEmployees'] });
    expect(siteRoiInputs(DEFAULT_ROI_INPUTS, { ...sources, cleanersNumber: null }).inputs.dailyEmployees).toBe(DEFAULT_ROI_INPUTS.dailyEmployees);
  });

  it('turns the real time saved into the share of the rounds saved', () => {
    // 10 rooms × 4 rounds × 10 min = 400 min a day, one building; 26 days → 10,400 min a month.
    const start = siteRoiInputs(
      { ...DEFAULT_ROI_INPUTS, buildings: 1 },
      { rooms: rooms(Array(10).fill('A')), timeSaving: { roundIntervalMinutes: 120, cleaningMinutesPerRoom: 10, employerCostPerHour: 60, currency: 'ILS' }, shifts: [], timeSavedMinutesLastMonth: 2_080 },
    );
    expect(start.inputs.expectedReductionPercent).toBe(20);
    expect(start.fromSite).toContain('expectedReductionPercent');
    // Never above 100%.
    expect(siteRoiInputs(DEFAULT_ROI_INPUTS, { rooms: rooms(['A']), timeSaving: null, shifts: [], timeSavedMinutesLastMonth: 10_000_000 }).inputs.expectedReductionPercent).toBe(100);
  });

  it("plans rounds over the site's shifts, as the API's time saved does", () => {
    // Three 8-hour shifts round the clock, every day, a round an hour: 24 rounds a day, 30 days a month.
    const shifts = [
      { start: '06:00', end: '14:00', days: [1, 2, 3, 4, 5, 6, 7], active: true },
      { start: '14:00', end: '22:00', days: [1, 2, 3, 4, 5, 6, 7], active: true },
      { start: '22:00', end: '06:00', days: [1, 2, 3, 4, 5, 6, 7], active: true },
      { start: '08:00', end: '09:00', days: [1], active: false },
    ];
    expect(shiftWeek(shifts)).toEqual({ minutes: 7 * 24 * 60, days: 7 });
    const start = siteRoiInputs(
      { ...DEFAULT_ROI_INPUTS, buildings: 1 },
      { rooms: rooms(Array(27).fill('A')), timeSaving: { roundIntervalMinutes: 60, cleaningMinutesPerRoom: 8, employerCostPerHour: 65, currency: 'ILS' }, shifts, timeSavedMinutesLastMonth: 93_984 },
    );
    expect(start.inputs.roundsPerDay).toBe(24);
    expect(start.inputs.workingDaysPerMonth).toBe(30);
    // 27 × 24 × 8 = 5,184 min a day, 155,520 a month: 93,984 saved is 60.4%.
    expect(start.inputs.expectedReductionPercent).toBe(60.4);
  });
});
