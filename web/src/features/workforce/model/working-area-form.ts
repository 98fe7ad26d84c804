import { WORKING_AREA_NAME_MAX, type CreateWorkingAreaBody, type UpdateWorkingAreaBody, type WorkingArea } from '@facility/contracts';
import type { RuleKey } from '../../../components/form/field-rules.ts';
import { nameKey } from '../../../lib/name-key.ts';

/**
 * The working-area form: its values, the spec §5 checks the user sees while typing, and the
 * bodies sent. The server checks everything again (400 naming `name`, `roomIds/2`...).
 */
export interface WorkingAreaFormValues {
  name: string;
  roomIds: string[];
  cleanerIds: string[];
}

export const EMPTY_WORKING_AREA: WorkingAreaFormValues = { name: '', roomIds: [], cleanerIds: [] };

/** The form filled from an area as the server answered it. */
export const formOf = (area: Pick<WorkingArea, 'name' | 'roomIds' | 'cleanerIds'>): WorkingAreaFormValues => ({
  name: area.name,
  roomIds: [...area.roomIds],
  cleanerIds: [...area.cleanerIds],
});

/** Names compare as the server compares them: trimmed, regardless of case. */

/** The name input's limit: under 50 characters (the input refuses more; the server checks again). */
export const NAME_MAX_LENGTH = WORKING_AREA_NAME_MAX;

/**
 * The name's message key, or null: required, and not the name of another working area of
 * the site (`others`, without the one being edited).
 */
export function nameRule(name: string, others: readonly Pick<WorkingArea, 'name'>[]): RuleKey | null {
  if (name.trim() === '') return 'rules.pleaseEnter';
  return others.some((area) => nameKey(area.name) === nameKey(name)) ? TAKEN : null;
}

// "Already in use" is in the admin dictionary, but not (yet) in the kit's `RuleKey` union.
const TAKEN: RuleKey = 'rules.taken';

export const createBody = (siteId: string, values: WorkingAreaFormValues): CreateWorkingAreaBody => ({
  siteId,
  name: values.name.trim(),
  roomIds: values.roomIds,
  cleanerIds: values.cleanerIds,
});

export const updateBody = (values: WorkingAreaFormValues): UpdateWorkingAreaBody => ({
  name: values.name.trim(),
  roomIds: values.roomIds,
  cleanerIds: values.cleanerIds,
});
