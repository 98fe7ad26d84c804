import { SURVEY_BUTTONS_MAX, SURVEY_NAME_MAX, SURVEY_STAGES_MAX } from '@facility/contracts';
import { BUTTON_ID_MAX, BUTTON_ID_PATTERN } from './button-id.ts';
import { STAGE_FEATURES } from './stage-features.ts';
import type { SurveyDraft } from './survey-draft.ts';
import { nameKey } from '../../../lib/name-key.ts';

/**
 * The builder's checks, mirroring the server's survey rules (contracts `CreateSurveyBody`):
 * the name (trimmed, 1..100, unique in the site), each stage's title in the survey's first
 * language, button ids (pattern, unique in a stage), jumps within the stages, a link on
 * embedded-link stages, a problem on each cleaning button, and the schema's limits. Each
 * problem is keyed by the field's path as the server names it (`stages/0/buttons/1/id`),
 * so a client problem and a server 400 show under the same input.
 */
export type SurveyRuleKey =
  | 'rules.required'
  | 'rules.tooLong'
  | 'rules.nameTaken'
  | 'rules.range'
  | 'rules.idPattern'
  | 'rules.idTaken'
  | 'rules.url'
  | 'rules.colour'
  | 'rules.problem'
  | 'rules.goTo'
  | 'rules.tooMany';

export interface SurveyRule {
  key: SurveyRuleKey;
  min?: number;
  max?: number;
}

export type SurveyProblems = Record<string, SurveyRule>;

export const TEXT_MAX = 500;
export const URL_MAX = 2000;
export const RESTART_RANGE = { min: 1, max: 600 } as const;
export const DELAY_RANGE = { min: 0, max: 600 } as const;
export const ROWS_RANGE = { min: 1, max: 4 } as const;

const HTTP_URL = /^https?:\/\/\S+$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

const inRange = (value: number, range: { min: number; max: number }): boolean => Number.isInteger(value) && value >= range.min && value <= range.max;

function urlRule(value: string | null, required: boolean): SurveyRule | null {
  const text = value?.trim() ?? '';
  if (text === '') return required ? { key: 'rules.required' } : null;
  if (text.length > URL_MAX) return { key: 'rules.tooLong', max: URL_MAX };
  return HTTP_URL.test(text) ? null : { key: 'rules.url' };
}

/**
 * Every failing field of the draft. `otherNames` are the names of the site's other surveys
 * (without the one being edited).
 */
export function surveyProblems(draft: SurveyDraft, otherNames: readonly string[]): SurveyProblems {
  const problems: SurveyProblems = {};
  const add = (path: string, rule: SurveyRule | null) => {
    if (rule && !problems[path]) problems[path] = rule;
  };
  const first = draft.languages[0];

  const name = draft.name.trim();
  if (name === '') add('name', { key: 'rules.required' });
  else if ([...name].length > SURVEY_NAME_MAX) add('name', { key: 'rules.tooLong', max: SURVEY_NAME_MAX });
  else if (otherNames.some((other) => nameKey(other) === nameKey(name))) add('name', { key: 'rules.nameTaken' });

  if (draft.languages.length === 0) add('languages', { key: 'rules.required' });
  if (!inRange(draft.restartSeconds, RESTART_RANGE)) add('restartSeconds', { key: 'rules.range', ...RESTART_RANGE });
  if (draft.stages.length === 0) add('stages', { key: 'rules.required' });
  if (draft.stages.length > SURVEY_STAGES_MAX) add('stages', { key: 'rules.tooMany', max: SURVEY_STAGES_MAX });

  const textRules = (path: string, text: Partial<Record<string, string>>) => {
    for (const language of draft.languages) if ((text[language]?.trim().length ?? 0) > TEXT_MAX) add(`${path}/${language}`, { key: 'rules.tooLong', max: TEXT_MAX });
  };

  draft.stages.forEach((stage, stageIndex) => {
    const at = `stages/${stageIndex}`;
    const features = STAGE_FEATURES[stage.kind];
    if (first && !stage.title[first]?.trim()) add(`${at}/title/${first}`, { key: 'rules.required' });
    textRules(`${at}/title`, stage.title);
    if (!inRange(stage.delaySeconds, DELAY_RANGE)) add(`${at}/delaySeconds`, { key: 'rules.range', ...DELAY_RANGE });
    if (features.link) add(`${at}/linkUrl`, urlRule(stage.linkUrl, true));
    if (features.groups) [0, 1].forEach((group) => textRules(`${at}/groupTitles/${group}`, stage.groupTitles[group] ?? {}));
    if (!features.buttons) return;
    if (!inRange(stage.rows, ROWS_RANGE)) add(`${at}/rows`, { key: 'rules.range', ...ROWS_RANGE });
    if (stage.buttons.length > SURVEY_BUTTONS_MAX) add(`${at}/buttons`, { key: 'rules.tooMany', max: SURVEY_BUTTONS_MAX });
    const seen = new Set<string>();
    stage.buttons.forEach((button, buttonIndex) => {
      const path = `${at}/buttons/${buttonIndex}`;
      const id = button.id.trim();
      if (id === '') add(`${path}/id`, { key: 'rules.required' });
      else if (id.length > BUTTON_ID_MAX) add(`${path}/id`, { key: 'rules.tooLong', max: BUTTON_ID_MAX });
      else if (!BUTTON_ID_PATTERN.test(id)) add(`${path}/id`, { key: 'rules.idPattern' });
      else if (seen.has(id)) add(`${path}/id`, { key: 'rules.idTaken' });
      seen.add(id);
      textRules(`${path}/label`, button.label);
      if (button.colour !== null && button.colour.trim() !== '' && !COLOUR.test(button.colour.trim())) add(`${path}/colour`, { key: 'rules.colour' });
      if (features.images) add(`${path}/imageUrl`, urlRule(button.imageUrl, false));
      if (features.problems && !button.problem?.trim()) add(`${path}/problem`, { key: 'rules.problem' });
      if (button.goToStage !== null && !(Number.isInteger(button.goToStage) && button.goToStage >= 0 && button.goToStage < draft.stages.length)) {
        add(`${path}/goToStage`, { key: 'rules.goTo' });
      }
    });
  });
  return problems;
}

/** The stages with a problem (their number in the stage list gets a mark). */
export function stagesWithProblems(paths: readonly string[]): Set<number> {
  const stages = new Set<number>();
  for (const path of paths) {
    const match = /^stages\/(\d+)(\/|$)/.exec(path);
    if (match) stages.add(Number(match[1]));
  }
  return stages;
}
