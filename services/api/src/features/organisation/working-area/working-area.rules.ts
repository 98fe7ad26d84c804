import { ALREADY_USED_REASON, WORKING_AREA_NAME_MAX } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import { nameKey } from '../../../domain/name-key.ts';
import { trimText } from '../../../domain/trim-text.ts';

/**
 * The working-area rules, pure: the decider applies those that need nothing but the command
 * (name length, ids), the routes those that compare with what the read model holds (rooms
 * of the site, cleaners granted it, names taken). Fields are named as the body names them;
 * the routes put them under `body/`.
 */

/** A name trimmed, 1..49 characters (spec §5: under 50). */
export function workingAreaName(value: string): string {
  const name = trimText(value);
  if (name === '') throw new ValidationError('name', 'name is required');
  if ([...name].length > WORKING_AREA_NAME_MAX) throw new ValidationError('name', `name must be under ${WORKING_AREA_NAME_MAX + 1} characters`);
  return name;
}

/** An id list without blanks or repeats, sorted, so two lists with the same ids are equal. */
export function idList(field: 'roomIds' | 'cleanerIds', ids: readonly string[]): string[] {
  ids.forEach((id, index) => {
    if (id.trim() === '') throw new ValidationError(`${field}/${index}`, 'must not be empty');
  });
  return [...new Set(ids)].sort();
}

/** A 400 naming `name` when another working area of the site already has it (regardless of case). */
export function requireFreeName(name: string, others: readonly { workingAreaId: string; name: string }[], exceptId?: string): void {
  const taken = others.some((area) => area.workingAreaId !== exceptId && nameKey(area.name) === nameKey(name));
  if (taken) throw new ValidationError('name', `name "${name}" ${ALREADY_USED_REASON} another working area of this site`);
}

/** A 400 naming the first id (`roomIds/2`) that is not one of `allowed`. */
export function requireKnownIds(field: 'roomIds' | 'cleanerIds', ids: readonly string[], allowed: ReadonlySet<string>, reason: string): void {
  const index = ids.findIndex((id) => !allowed.has(id));
  if (index >= 0) throw new ValidationError(`${field}/${index}`, reason);
}

/** Whether two id lists hold the same ids, in any order. */
export function sameIds(current: readonly string[], next: readonly string[]): boolean {
  const held = new Set(current);
  return held.size === new Set(next).size && next.every((id) => held.has(id));
}
