import { describe, expect, it } from 'vitest';
import { calculateRoi, DEFAULT_ROI_INPUTS, invalidRoiInputs } from './roi.maths.ts';

// A site worked out by hand: 40 rooms, a team that cannot keep the fixed schedule.
const SITE = { ...DEFAULT_ROI_INPUTS, rooms: 40 };

describe('calculateRoi', () => {
  it('works out a site by hand', () => {
    // Planned: 40 rooms x 8 rounds x 10 min + 8 rounds x (2-1) buildings x 5 min = 3240 min = 54 h.
    // Saved: 25% = 13.5 h a day; x 60 = 810 a day; x 26 days = 21,060 a month; x 12 = 252,720.
    // Payback: 40,000 / (21,060 - 1,500) = 2.045 months.
    const result = calculateRoi(SITE);
    expect(result.plannedHoursPerDay).toBe(54);
    expect(result.availableHoursPerDay).toBe(45); // 6 x (480 - 30) min
    expect(result.workloadPercent).toBe(120);
    expect(result.savedHoursPerDay).toBe(13.5);
    expect(result.savedMoneyPerDay).toBe(810);
    expect(result.savedHoursPerMonth).toBe(351);
    expect(result.savedMoneyPerMonth).toBe(21_060);
    expect(result.annualSavings).toBe(252_720);
    // Less a year of the 1,500 a month service: 252,720 - 18,000.
    expect(result.annualNetSavings).toBe(234_720);
    expect(result.paybackMonths).toBeCloseTo(2.045, 3);
  });

  it('never pays back when the monthly cost eats the savings, and says the year is a loss', () => {
    const result = calculateRoi({ ...SITE, monthlyCost: 50_000 });
    expect(result.paybackMonths).toBeNull();
    expect(result.annualSavings).toBe(252_720);
    expect(result.annualNetSavings).toBe(252_720 - 600_000);
  });

  it('treats empty, negative and impossible inputs as zero and caps the reduction at 100%', () => {
    const result = calculateRoi({ ...SITE, dailyEmployees: Number.NaN, rooms: -3, expectedReductionPercent: 250 });
    expect(result.workloadPercent).toBeNull();
    expect(result.savedHoursPerDay).toBe(result.plannedHoursPerDay);
    expect(result.plannedHoursPerDay).toBe((8 * 5) / 60);
  });
});

describe('invalidRoiInputs', () => {
  it('finds the inputs typed empty, below 0 or above their maximum, in the form order', () => {
    expect(invalidRoiInputs(SITE)).toEqual([]);
    expect(invalidRoiInputs({ ...SITE, dailyEmployees: 0, expectedReductionPercent: 100, shiftHours: 24, workingDaysPerMonth: 31 })).toEqual([]);
    expect(
      invalidRoiInputs({ ...SITE, expectedReductionPercent: 150, rooms: -3, shiftHours: Number.NaN, workingDaysPerMonth: 32, monthlyCost: Number.POSITIVE_INFINITY }),
    ).toEqual(['shiftHours', 'rooms', 'expectedReductionPercent', 'workingDaysPerMonth', 'monthlyCost']);
  });
});
