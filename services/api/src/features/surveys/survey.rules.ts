import { ALREADY_USED_REASON, SURVEY_NAME_MAX, type DeviceType, type LocalizedText, type SurveyProfile, type SurveyStage } from '@facility/contracts';
import { ValidationError } from '../../domain/errors.ts';
import { nameKey } from '../../domain/name-key.ts';
import { trimText } from '../../domain/trim-text.ts';

/**
 * The survey rules, pure, beyond what the JSON schema checks: the decider applies those
 * that need nothing but the command (name, stages, texts), the routes those that compare
 * with the read model (names taken in the site, devices of the site). Fields are named as
 * the body names them (`stages/2/buttons/0/goToStage`); the routes put them under `body/`.
 */

/** The device types that can show a survey (spec §2: tablet, pad and kitchen surveys; a room's QR page). */
export const SURVEY_DEVICE_TYPES: ReadonlySet<DeviceType> = new Set(['tablet', 'pad9', 'pad9plus', 'qr_tag']);

/** A name trimmed, 1..100 characters (counted as the reader sees them). */
export function surveyName(value: string): string {
  const name = trimText(value);
  if (name === '') throw new ValidationError('name', 'name is required');
  if ([...name].length > SURVEY_NAME_MAX) throw new ValidationError('name', `name must be at most ${SURVEY_NAME_MAX} characters`);
  return name;
}

/** A 400 naming `name` when another survey of the site already has it (regardless of case). */
export function requireFreeName(name: string, others: readonly { surveyId: string; name: string }[], exceptId?: string): void {
  const taken = others.some((survey) => survey.surveyId !== exceptId && nameKey(survey.name) === nameKey(name));
  if (taken) throw new ValidationError('name', `name "${name}" ${ALREADY_USED_REASON} another survey of this site`);
}

/** Every text of a localized value is in one of the survey's languages. */
function onlyLanguages(text: LocalizedText, languages: ReadonlySet<string>, field: string): void {
  const stray = Object.keys(text).find((language) => !languages.has(language));
  if (stray !== undefined) throw new ValidationError(`${field}/${stray}`, `${stray} is not one of the survey's languages`);
}

/** One stage's rules; `index` names it, `count` is the number of stages a button may jump to. */
function checkStage(stage: SurveyStage, index: number, count: number, languages: ReadonlySet<string>, first: string): void {
  const at = `stages/${index}`;
  onlyLanguages(stage.title, languages, `${at}/title`);
  if (trimText(stage.title[first] ?? '') === '') throw new ValidationError(`${at}/title/${first}`, `the title needs a text in ${first}, the survey's first language`);
  if (stage.kind === 'embedded_link' && stage.linkUrl === null) throw new ValidationError(`${at}/linkUrl`, 'an embedded link stage needs the page it shows');
  // A rating stage shows its own scale: buttons would never be seen.
  if (stage.kind === 'rating' && stage.buttons.length > 0) throw new ValidationError(`${at}/buttons`, 'a rating stage has no buttons');
  stage.groupTitles.forEach((title, group) => onlyLanguages(title, languages, `${at}/groupTitles/${group}`));
  const seen = new Set<string>();
  stage.buttons.forEach((button, position) => {
    const field = `${at}/buttons/${position}`;
    if (seen.has(button.id)) throw new ValidationError(`${field}/id`, `button id ${button.id} is used twice in this stage`);
    seen.add(button.id);
    onlyLanguages(button.label, languages, `${field}/label`);
    if (button.goToStage !== null && button.goToStage >= count) throw new ValidationError(`${field}/goToStage`, `there is no stage ${button.goToStage}`);
    if (stage.kind === 'cleaning' && button.problem === null) throw new ValidationError(`${field}/problem`, 'a cleaning button needs the problem it reports');
  });
}

/** The whole profile's rules (after a change, the profile as it would become), naming the first bad field. */
export function checkSurveyProfile(profile: Pick<SurveyProfile, 'languages' | 'stages'>): void {
  const [first] = profile.languages;
  if (first === undefined) throw new ValidationError('languages', 'a survey speaks at least one language');
  const languages = new Set<string>(profile.languages);
  profile.stages.forEach((stage, index) => checkStage(stage, index, profile.stages.length, languages, first));
}

/**
 * A 400 naming the first device (`deviceIds/3`) that is not an active device of the
 * survey's site, or one of a type that cannot show a survey.
 */
export function requireSurveyDevices(deviceIds: readonly string[], siteDevices: ReadonlyMap<string, DeviceType>): void {
  deviceIds.forEach((deviceId, index) => {
    const type = siteDevices.get(deviceId);
    if (type === undefined) throw new ValidationError(`deviceIds/${index}`, 'is not a device of this site');
    if (!SURVEY_DEVICE_TYPES.has(type)) throw new ValidationError(`deviceIds/${index}`, `a ${type} cannot show a survey`);
  });
}

/** Whether two id lists hold the same ids, in any order. */
export function sameIds(current: readonly string[], next: readonly string[]): boolean {
  const held = new Set(current);
  return held.size === new Set(next).size && next.every((id) => held.has(id));
}
