import type { ComplaintCategory, DevicePageProblem } from '@facility/contracts';

/**
 * A problem's category for `ComplaintReported`: as the site's buttons list it, else by the
 * label key's family (`problem_*` keys are maintenance, the rest cleaning).
 */
export function problemCategory(problem: string, buttons: readonly DevicePageProblem[]): ComplaintCategory {
  return buttons.find((button) => button.problem === problem)?.category ?? (problem.startsWith('problem_') ? 'maintenance' : 'cleaning');
}

/** The `fixed_*` label keys (labels dictionary) maintenance can report with `IssueFixed`. */
export const FIXED_KEYS = [
  'fixed_leak',
  'fixed_flush',
  'fixed_light',
  'fixed_door',
  'fixed_lock',
  'fixed_hand_dryer',
  'fixed_ac',
  'fixed_heating',
  'fixed_projector',
  'fixed_elevator',
  'fixed_coffee_machine',
  'fixed_water_dispenser',
  'fixed_faucet',
  'fixed_clogged_toilet',
  'fixed_clogged_sink',
  'fixed_electricity',
  'fixed_internet',
  'fixed_soap_dispenser',
  'fixed_paper_dispenser',
  'fixed_other',
] as const;

/**
 * What maintenance can mark fixed in this room: the `fixed_*` key of each maintenance
 * problem button (`problem_leak` -> `fixed_leak`), and always "other problem fixed".
 */
export function fixedKeys(buttons: readonly DevicePageProblem[]): string[] {
  const known = new Set<string>(FIXED_KEYS);
  const keys = buttons
    .filter((button) => button.category === 'maintenance')
    .map((button) => button.problem.replace(/^problem_/, 'fixed_'))
    .filter((key) => known.has(key));
  return [...new Set([...keys, 'fixed_other'])];
}
