/**
 * Button ids: what an answer's `button` names, so the results can count presses per button.
 * `[a-z0-9_-]`, 1..40 characters, unique within a stage (contracts `SurveyButton.id`).
 */
export const BUTTON_ID_MAX = 40;
export const BUTTON_ID_PATTERN = /^[a-z0-9_-]+$/;

/**
 * An id from a label: Latin letters without their accents, digits, the rest as `_`. A label
 * with no Latin letter or digit (Hebrew, Arabic, Cyrillic) gives `button_<n>` by position.
 */
export function buttonIdFrom(label: string, index: number): string {
  const slug = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, BUTTON_ID_MAX)
    .replace(/_+$/, '');
  return slug === '' ? `button_${index + 1}` : slug;
}

/** `base`, or `base_2`, `base_3`... the first not in `taken` (kept within the length limit). */
export function uniqueButtonId(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const tail = `_${suffix}`;
    const candidate = `${base.slice(0, BUTTON_ID_MAX - tail.length)}${tail}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
