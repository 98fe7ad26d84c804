import { describe, expect, it } from 'vitest';
import { calculateRoi, DEFAULT_ROI_INPUTS } from './roi.maths.ts';

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
    expect(result.paybackMonths).toBeCloseTo(2.045, 3);
  });

  it('never pays back when the monthly cost eats the savings', () => {
    expect(calculateRoi({ ...SITE, monthlyCost: 50_000 }).paybackMonths).toBeNull();
  });

  it('treats empty, negative and impossible inputs as zero and caps the reduction at 100%', () => {
    const result = calculateRoi({ ...SITE, dailyEmployees: Number.NaN, rooms: -3, expectedReductionPercent: 250 });
    expect(result.workloadPercent).toBeNull();
    expect(result.savedHoursPerDay).toBe(result.plannedHoursPerDay);
    expect(result.plannedHoursPerDay).toBe((8 * 5) / 60);
  });
});
