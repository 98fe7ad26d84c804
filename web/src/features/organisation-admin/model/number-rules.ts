import type { RuleKey } from '../../../components/form/field-rules.ts';

/**
 * Range rules for the number inputs of the organisation forms. The kit's messages (`admin`
 * dictionary) have no range texts, so these name this screen's own (`organisation:rules.*`):
 * `useForm` translates a rule key with i18next, which reads the `namespace:` prefix. The cast
 * is the one place that widens the kit's key type.
 */
export type OrganisationRuleKey = 'wholeNumber' | 'positive' | 'atLeastOne' | 'notNegative' | 'latitude' | 'longitude' | 'oneDay' | 'endBeforeStart' | 'duplicateDate' | 'timeZone';

export const ownRule = (key: OrganisationRuleKey): RuleKey => `organisation:rules.${key}` as RuleKey;

interface NumberLimits {
  /** An empty box is allowed (the field is nullable). */
  optional?: boolean;
  integer?: boolean;
  /** The lowest allowed value and the message below it. */
  min?: { value: number; exclusive?: boolean; message: OrganisationRuleKey };
  max?: { value: number; message: OrganisationRuleKey };
}

/** A number input's first failing limit: empty, not a number, not whole, below or above its range. */
export function numberRule(value: number | null, limits: NumberLimits): RuleKey | null {
  if (value === null) return limits.optional ? null : 'rules.pleaseEnter';
  if (!Number.isFinite(value)) return 'rules.mustBeNumbers';
  if (limits.integer && !Number.isInteger(value)) return ownRule('wholeNumber');
  const { min, max } = limits;
  if (min && (min.exclusive ? value <= min.value : value < min.value)) return ownRule(min.message);
  if (max && value > max.value) return ownRule(max.message);
  return null;
}

export const POSITIVE = { value: 0, exclusive: true, message: 'positive' } as const;
export const AT_LEAST_ONE = { value: 1, message: 'atLeastOne' } as const;
export const NOT_NEGATIVE = { value: 0, message: 'notNegative' } as const;
