/**
 * The ROI calculator (spec §3): what data-driven cleaning saves a site. Rounds are planned
 * by the clock today; with live visit counts and complaints, cleaners go where they are
 * needed, so a share of the rounds (the expected reduction) is no longer walked. Pure.
 */
export interface RoiInputs {
  /** Cleaners working on a day. */
  dailyEmployees: number;
  shiftHours: number;
  /** Break per cleaner and shift, minutes. */
  breakMinutes: number;
  rooms: number;
  buildings: number;
  cleaningMinutesPerRoom: number;
  /** Rounds per room and day on the fixed schedule. */
  roundsPerDay: number;
  /** Walking between buildings, minutes per round. */
  walkingMinutesBetweenBuildings: number;
  /** Share of the rounds that data makes unnecessary, percent (0-100). */
  expectedReductionPercent: number;
  employerCostPerHour: number;
  workingDaysPerMonth: number;
  /** One-off cost of devices and installation. */
  investment: number;
  /** Subscription and service per month. */
  monthlyCost: number;
}

export interface RoiResult {
  /** Cleaning work the fixed schedule asks for, hours per day. */
  plannedHoursPerDay: number;
  /** Hours the team can work per day (after breaks). */
  availableHoursPerDay: number;
  /** Share of the available hours the schedule takes, percent; over 100 means it cannot be done. */
  workloadPercent: number | null;
  savedHoursPerDay: number;
  savedMoneyPerDay: number;
  savedHoursPerMonth: number;
  savedMoneyPerMonth: number;
  annualSavings: number;
  /** The annual savings less a year of the subscription and service. */
  annualNetSavings: number;
  /** Months until the savings repay the investment; null when they never do. */
  paybackMonths: number | null;
}

export const DEFAULT_ROI_INPUTS: RoiInputs = {
  dailyEmployees: 6,
  shiftHours: 8,
  breakMinutes: 30,
  rooms: 30,
  buildings: 2,
  cleaningMinutesPerRoom: 10,
  roundsPerDay: 8,
  walkingMinutesBetweenBuildings: 5,
  expectedReductionPercent: 25,
  employerCostPerHour: 60,
  workingDaysPerMonth: 26,
  investment: 40_000,
  monthlyCost: 1_500,
};

/** The largest value an input can take where there is one (a day has 24 hours, a month 31 days); none is below 0. */
export const ROI_INPUT_MAX: Readonly<Partial<Record<keyof RoiInputs, number>>> = {
  shiftHours: 24,
  expectedReductionPercent: 100,
  workingDaysPerMonth: 31,
};

/**
 * The inputs the calculator cannot take as typed (empty, below 0, above their maximum), in
 * the inputs' order. The sums clamp them so the page never shows NaN; these are said under
 * their fields so the figures are not read as the user's.
 */
export function invalidRoiInputs(inputs: RoiInputs): (keyof RoiInputs)[] {
  return (Object.keys(DEFAULT_ROI_INPUTS) as (keyof RoiInputs)[]).filter((key) => {
    const value = inputs[key];
    const max = ROI_INPUT_MAX[key];
    return !Number.isFinite(value) || value < 0 || (max !== undefined && value > max);
  });
}

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const rooms = nonNegative(inputs.rooms);
  const rounds = nonNegative(inputs.roundsPerDay);
  const reduction = Math.min(100, nonNegative(inputs.expectedReductionPercent)) / 100;
  const walkingPerRound = Math.max(0, nonNegative(inputs.buildings) - 1) * nonNegative(inputs.walkingMinutesBetweenBuildings);
  const plannedMinutes = rooms * rounds * nonNegative(inputs.cleaningMinutesPerRoom) + rounds * walkingPerRound;
  const availableMinutes = nonNegative(inputs.dailyEmployees) * Math.max(0, nonNegative(inputs.shiftHours) * 60 - nonNegative(inputs.breakMinutes));
  const savedHoursPerDay = (plannedMinutes * reduction) / 60;
  const savedMoneyPerDay = savedHoursPerDay * nonNegative(inputs.employerCostPerHour);
  const days = nonNegative(inputs.workingDaysPerMonth);
  const savedMoneyPerMonth = savedMoneyPerDay * days;
  const netPerMonth = savedMoneyPerMonth - nonNegative(inputs.monthlyCost);
  return {
    plannedHoursPerDay: plannedMinutes / 60,
    availableHoursPerDay: availableMinutes / 60,
    workloadPercent: availableMinutes > 0 ? (plannedMinutes / availableMinutes) * 100 : null,
    savedHoursPerDay,
    savedMoneyPerDay,
    savedHoursPerMonth: savedHoursPerDay * days,
    savedMoneyPerMonth,
    annualSavings: savedMoneyPerMonth * 12,
    annualNetSavings: netPerMonth * 12,
    paybackMonths: netPerMonth > 0 ? nonNegative(inputs.investment) / netPerMonth : null,
  };
}
