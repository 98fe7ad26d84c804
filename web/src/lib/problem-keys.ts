import type { SiteService } from '@facility/contracts';

/**
 * The problems a feedback device's buttons can report, by the staff they call: complaint
 * label keys (the `labels` namespace names each). The call settings offer them to services,
 * the survey editor to a cleaning stage's buttons.
 */
export const PROBLEM_KEYS: Readonly<Record<SiteService['category'], readonly string[]>> = {
  cleaning: [
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
  ],
  maintenance: [
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
  ],
};

/**
 * A list to choose from: the known problems, then those already held that the list lacks
 * (set through the API), so saving never drops them unseen.
 */
export function withHeldProblems(known: readonly string[], held: readonly string[]): string[] {
  return [...known, ...held.filter((problem) => !known.includes(problem))];
}
