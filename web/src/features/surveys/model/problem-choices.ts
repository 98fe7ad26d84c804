/**
 * The problems a cleaning stage's buttons can report: the complaint label keys of the
 * feedback devices (the `labels` namespace names each), cleaning ones first. The same keys
 * the call settings offer (features do not import each other, so the list is kept here).
 */
export const CLEANING_PROBLEMS = [
  'dirty_floor',
  'dirty_toilet',
  'dirty_urinal',
  'dirty_sink',
  'dirty_mirror',
  'dirty_glass',
  'dirty_table',
  'dirty_walls',
  'dirty_shower',
  'dirty_kitchen',
  'dirty_microwave',
  'dirty_fridge',
  'dirty_elevator',
  'bad_smell',
  'full_trash',
  'wet_floor',
  'missing_toilet_paper',
  'missing_soap',
  'missing_paper_towels',
  'missing_hand_sanitizer',
  'missing_air_freshener',
  'missing_cups',
  'missing_coffee',
  'missing_sugar',
  'missing_milk',
  'missing_water',
  'missing_dish_soap',
  'missing_trash_bags',
  'call_cleaner',
] as const;

export const MAINTENANCE_PROBLEMS = [
  'problem_leak',
  'problem_flush',
  'problem_light',
  'problem_door',
  'problem_lock',
  'problem_hand_dryer',
  'problem_ac',
  'problem_heating',
  'problem_projector',
  'problem_elevator',
  'problem_coffee_machine',
  'problem_water_dispenser',
  'problem_faucet',
  'problem_clogged_toilet',
  'problem_clogged_sink',
  'problem_electricity',
  'problem_internet',
  'problem_soap_dispenser',
  'problem_paper_dispenser',
  'problem_other',
] as const;

/** The picker's choices: the known problems, plus the button's own if the list lacks it (set through the API), so it is never dropped unseen. */
export function problemChoices(current: string | null): string[] {
  const known: string[] = [...CLEANING_PROBLEMS, ...MAINTENANCE_PROBLEMS];
  return current && !known.includes(current) ? [...known, current] : known;
}
