import {
  SURVEY_BUTTONS_MAX,
  SURVEY_STAGES_MAX,
  type CreateSurveyBody,
  type LocalizedText,
  type Survey,
  type SurveyButton,
  type SurveyKind,
  type SurveyProfile,
  type SurveyStage,
  type SurveyStageKind,
  type UpdateSurveyBody,
  type UserLanguage,
} from '@facility/contracts';
import { uniqueButtonId, buttonIdFrom } from './button-id.ts';
import { STAGE_FEATURES } from './stage-features.ts';

/**
 * The builder's state: a survey profile plus what only the editor needs. Each stage and
 * button carries a `key` (stable across reorders, for React) and each button says whether
 * its id is still derived from its first-language label (`idLocked` false) or fixed: by the
 * user typing it, or because the survey was saved with it (answers name buttons by id, so a
 * saved id never changes behind the user's back). All operations are pure.
 */
export interface DraftButton extends SurveyButton {
  key: string;
  idLocked: boolean;
}

export interface DraftStage extends Omit<SurveyStage, 'buttons'> {
  key: string;
  buttons: DraftButton[];
}

export interface SurveyDraft {
  name: string;
  kind: SurveyKind;
  /** The first is the survey's default language. */
  languages: UserLanguage[];
  restartSeconds: number;
  stages: DraftStage[];
}

export const DEFAULT_RESTART_SECONDS = 10;

let keySequence = 0;
const nextKey = (prefix: string): string => `${prefix}-${++keySequence}`;

export function newStage(kind: SurveyStageKind): DraftStage {
  return {
    key: nextKey('stage'),
    kind,
    title: {},
    buttons: [],
    buttonShape: 'rounded',
    ratingShape: 'smileys',
    rows: 1,
    delaySeconds: 0,
    linkUrl: null,
    groupTitles: kind === 'splitted' ? [{}, {}] : [],
  };
}

/** A new survey: one rating stage, in the given language. */
export function newDraft(language: UserLanguage): SurveyDraft {
  return { name: '', kind: 'tablet', languages: [language], restartSeconds: DEFAULT_RESTART_SECONDS, stages: [newStage('rating')] };
}

/** The builder filled from a saved survey. */
export function draftOf(survey: Pick<Survey, 'name' | 'kind' | 'languages' | 'restartSeconds' | 'stages'>): SurveyDraft {
  return {
    name: survey.name,
    kind: survey.kind,
    languages: [...survey.languages],
    restartSeconds: survey.restartSeconds,
    stages: survey.stages.map((stage) => ({
      ...stage,
      key: nextKey('stage'),
      title: { ...stage.title },
      groupTitles: stage.groupTitles.map((title) => ({ ...title })),
      buttons: stage.buttons.map((button) => ({ ...button, label: { ...button.label }, key: nextKey('button'), idLocked: true })),
    })),
  };
}

// ---- Stages ---------------------------------------------------------------------------

/** Every button's `goToStage` passed through `remap` (null: back to "the next stage"). */
function remapTargets(stages: readonly DraftStage[], remap: (target: number) => number | null): DraftStage[] {
  return stages.map((stage) => ({
    ...stage,
    buttons: stage.buttons.map((button) => (button.goToStage === null ? button : { ...button, goToStage: remap(button.goToStage) })),
  }));
}

export const canAddStage = (draft: SurveyDraft): boolean => draft.stages.length < SURVEY_STAGES_MAX;

export function addStage(draft: SurveyDraft, kind: SurveyStageKind): SurveyDraft {
  return canAddStage(draft) ? { ...draft, stages: [...draft.stages, newStage(kind)] } : draft;
}

/** Removes a stage; jumps to it go to the next stage instead, jumps past it follow it. */
export function removeStage(draft: SurveyDraft, index: number): SurveyDraft {
  if (draft.stages.length <= 1 || !draft.stages[index]) return draft;
  const rest = draft.stages.filter((_, at) => at !== index);
  return { ...draft, stages: remapTargets(rest, (target) => (target === index ? null : target > index ? target - 1 : target)) };
}

/** Swaps a stage with its neighbour (`delta` -1 up, +1 down); jumps keep pointing at the same stages. */
export function moveStage(draft: SurveyDraft, index: number, delta: -1 | 1): SurveyDraft {
  const other = index + delta;
  if (!draft.stages[index] || !draft.stages[other]) return draft;
  const stages = [...draft.stages];
  [stages[index], stages[other]] = [stages[other]!, stages[index]!];
  return { ...draft, stages: remapTargets(stages, (target) => (target === index ? other : target === other ? index : target)) };
}

/** A copy of the stage right after it (new keys, same ids: ids are unique within a stage only). */
export function duplicateStage(draft: SurveyDraft, index: number): SurveyDraft {
  const stage = draft.stages[index];
  if (!stage || !canAddStage(draft)) return draft;
  const copy: DraftStage = {
    ...stage,
    key: nextKey('stage'),
    title: { ...stage.title },
    groupTitles: stage.groupTitles.map((title) => ({ ...title })),
    buttons: stage.buttons.map((button) => ({ ...button, label: { ...button.label }, key: nextKey('button') })),
  };
  const stages = [...draft.stages.slice(0, index + 1), copy, ...draft.stages.slice(index + 1)];
  return { ...draft, stages: remapTargets(stages, (target) => (target > index ? target + 1 : target)) };
}

export function updateStage(draft: SurveyDraft, index: number, change: (stage: DraftStage) => DraftStage): SurveyDraft {
  if (!draft.stages[index]) return draft;
  return { ...draft, stages: draft.stages.map((stage, at) => (at === index ? change(stage) : stage)) };
}

/** A new kind; a splitted stage gets its two group titles. Buttons stay (the save drops them where the kind has none). */
export const setStageKind = (draft: SurveyDraft, index: number, kind: SurveyStageKind): SurveyDraft =>
  updateStage(draft, index, (stage) => ({
    ...stage,
    kind,
    groupTitles: kind === 'splitted' ? [stage.groupTitles[0] ?? {}, stage.groupTitles[1] ?? {}] : stage.groupTitles,
  }));

export const setStageTitle = (draft: SurveyDraft, index: number, language: UserLanguage, text: string): SurveyDraft =>
  updateStage(draft, index, (stage) => ({ ...stage, title: { ...stage.title, [language]: text } }));

export const setGroupTitle = (draft: SurveyDraft, index: number, group: 0 | 1, language: UserLanguage, text: string): SurveyDraft =>
  updateStage(draft, index, (stage) => {
    const titles = [stage.groupTitles[0] ?? {}, stage.groupTitles[1] ?? {}];
    titles[group] = { ...titles[group], [language]: text };
    return { ...stage, groupTitles: titles };
  });

// ---- Buttons --------------------------------------------------------------------------

export const canAddButton = (stage: DraftStage): boolean => stage.buttons.length < SURVEY_BUTTONS_MAX;

export function addButton(draft: SurveyDraft, stageIndex: number): SurveyDraft {
  return updateStage(draft, stageIndex, (stage) => {
    if (!canAddButton(stage)) return stage;
    const id = uniqueButtonId(`button_${stage.buttons.length + 1}`, stage.buttons.map((button) => button.id));
    const button: DraftButton = { key: nextKey('button'), idLocked: false, id, label: {}, colour: null, imageUrl: null, goToStage: null, group: 0, problem: null };
    return { ...stage, buttons: [...stage.buttons, button] };
  });
}

export const removeButton = (draft: SurveyDraft, stageIndex: number, buttonIndex: number): SurveyDraft =>
  updateStage(draft, stageIndex, (stage) => ({ ...stage, buttons: stage.buttons.filter((_, at) => at !== buttonIndex) }));

export function moveButton(draft: SurveyDraft, stageIndex: number, buttonIndex: number, delta: -1 | 1): SurveyDraft {
  return updateStage(draft, stageIndex, (stage) => {
    const other = buttonIndex + delta;
    if (!stage.buttons[buttonIndex] || !stage.buttons[other]) return stage;
    const buttons = [...stage.buttons];
    [buttons[buttonIndex], buttons[other]] = [buttons[other]!, buttons[buttonIndex]!];
    return { ...stage, buttons };
  });
}

/** Re-derives an unlocked button's id from what names it: its first-language label, else (cleaning) its problem. */
function rederive(stage: DraftStage, buttonIndex: number, firstLanguage: UserLanguage | undefined): DraftStage {
  const button = stage.buttons[buttonIndex];
  if (!button || button.idLocked) return stage;
  const problem = STAGE_FEATURES[stage.kind].problems ? button.problem : null;
  const source = (firstLanguage ? button.label[firstLanguage] : undefined)?.trim() || problem || '';
  const others = stage.buttons.filter((_, at) => at !== buttonIndex).map((other) => other.id);
  const id = uniqueButtonId(buttonIdFrom(source, buttonIndex), others);
  return id === button.id ? stage : { ...stage, buttons: stage.buttons.map((entry, at) => (at === buttonIndex ? { ...entry, id } : entry)) };
}

export function updateButton(draft: SurveyDraft, stageIndex: number, buttonIndex: number, change: Partial<Omit<DraftButton, 'key'>>): SurveyDraft {
  return updateStage(draft, stageIndex, (stage) => {
    if (!stage.buttons[buttonIndex]) return stage;
    const changed = { ...stage, buttons: stage.buttons.map((button, at) => (at === buttonIndex ? { ...button, ...change } : button)) };
    return 'label' in change || 'problem' in change ? rederive(changed, buttonIndex, draft.languages[0]) : changed;
  });
}

export const setButtonLabel = (draft: SurveyDraft, stageIndex: number, buttonIndex: number, language: UserLanguage, text: string): SurveyDraft => {
  const button = draft.stages[stageIndex]?.buttons[buttonIndex];
  return button ? updateButton(draft, stageIndex, buttonIndex, { label: { ...button.label, [language]: text } }) : draft;
};

/** The user typed the id: it stops following the label. */
export const setButtonId = (draft: SurveyDraft, stageIndex: number, buttonIndex: number, id: string): SurveyDraft =>
  updateButton(draft, stageIndex, buttonIndex, { id, idLocked: true });

// ---- Languages ------------------------------------------------------------------------

export const addLanguage = (draft: SurveyDraft, language: UserLanguage): SurveyDraft =>
  draft.languages.includes(language) ? draft : { ...draft, languages: [...draft.languages, language] };

/** Texts in a removed language stay in the draft (adding it back restores them); the save leaves them out. */
export const removeLanguage = (draft: SurveyDraft, language: UserLanguage): SurveyDraft =>
  draft.languages.length <= 1 ? draft : { ...draft, languages: draft.languages.filter((entry) => entry !== language) };

/** Moves a language up or down; moving one to the front makes it the default. */
export function moveLanguage(draft: SurveyDraft, index: number, delta: -1 | 1): SurveyDraft {
  const other = index + delta;
  if (!draft.languages[index] || !draft.languages[other]) return draft;
  const languages = [...draft.languages];
  [languages[index], languages[other]] = [languages[other]!, languages[index]!];
  return { ...draft, languages };
}

// ---- What is sent ---------------------------------------------------------------------

/** Only the survey's languages, trimmed, without empty texts. */
export function cleanText(text: LocalizedText, languages: readonly UserLanguage[]): LocalizedText {
  const clean: LocalizedText = {};
  for (const language of languages) {
    const value = text[language]?.trim();
    if (value) clean[language] = value;
  }
  return clean;
}

const nullIfBlank = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/** A stage as the API takes it: fields its kind does not use are left empty, so a kind switched back and forth sends no leftovers. */
export function stageOf(stage: DraftStage, languages: readonly UserLanguage[]): SurveyStage {
  const features = STAGE_FEATURES[stage.kind];
  return {
    kind: stage.kind,
    title: cleanText(stage.title, languages),
    buttons: features.buttons
      ? stage.buttons.map((button) => ({
          id: button.id.trim(),
          label: cleanText(button.label, languages),
          colour: nullIfBlank(button.colour),
          imageUrl: features.images ? nullIfBlank(button.imageUrl) : null,
          goToStage: button.goToStage,
          group: features.groups ? button.group : 0,
          problem: features.problems ? nullIfBlank(button.problem) : null,
        }))
      : [],
    buttonShape: stage.buttonShape,
    ratingShape: stage.ratingShape,
    rows: stage.rows,
    delaySeconds: stage.delaySeconds,
    linkUrl: features.link ? nullIfBlank(stage.linkUrl) : null,
    groupTitles: features.groups ? [0, 1].map((group) => cleanText(stage.groupTitles[group] ?? {}, languages)) : [],
  };
}

export const profileOf = (draft: SurveyDraft): SurveyProfile => ({
  name: draft.name.trim(),
  kind: draft.kind,
  languages: [...draft.languages],
  restartSeconds: draft.restartSeconds,
  stages: draft.stages.map((stage) => stageOf(stage, draft.languages)),
});

export const createBody = (siteId: string, draft: SurveyDraft): CreateSurveyBody => ({ siteId, ...profileOf(draft) });
export const updateBody = (draft: SurveyDraft): UpdateSurveyBody => profileOf(draft);
