import type { SiteService } from '@facility/contracts';

/**
 * The problem buttons a service may answer for: the complaint label keys of the feedback
 * devices (the `labels` namespace names each), by the staff they call. A service of one
 * category is offered that category's problems.
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
 * The problems a service row offers: its category's, plus any it already holds that the
 * list does not know (set through the API), so saving never drops them unseen.
 */
export function problemOptions(category: SiteService['category'], chosen: readonly string[]): string[] {
  const known = PROBLEM_KEYS[category];
  return [...known, ...chosen.filter((problem) => !known.includes(problem))];
}

/** Which service row (index) holds each problem, so another row can show it as taken. */
export function problemOwners(services: readonly { problems: readonly string[] }[]): Map<string, number> {
  const owners = new Map<string, number>();
  services.forEach((service, index) => service.problems.forEach((problem) => owners.has(problem) || owners.set(problem, index)));
  return owners;
}
