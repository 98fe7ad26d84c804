import type { Survey } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { buttonIdFrom, uniqueButtonId } from './button-id.ts';
import {
  addButton,
  addLanguage,
  addStage,
  createBody,
  draftOf,
  duplicateStage,
  moveLanguage,
  moveStage,
  newDraft,
  removeLanguage,
  removeStage,
  setButtonId,
  setButtonLabel,
  setStageKind,
  setStageTitle,
  updateButton,
  updateBody,
  type SurveyDraft,
} from './survey-draft.ts';

/** A draft of `kinds` stages, each cleaning stage with two buttons jumping to `targets`. */
function withJumps(targets: (number | null)[]): SurveyDraft {
  let draft = newDraft('en');
  draft = setStageKind(draft, 0, 'content');
  draft = addStage(draft, 'rating');
  draft = addStage(draft, 'open_text');
  draft = addStage(draft, 'content');
  targets.forEach((target, index) => {
    draft = addButton(draft, 0);
    draft = updateButton(draft, 0, index, { goToStage: target });
  });
  return draft;
}
const jumps = (draft: SurveyDraft) => draft.stages[0]!.buttons.map((button) => button.goToStage);

describe('button ids', () => {
  it('derives from Latin labels, without accents, and by position otherwise', () => {
    expect(buttonIdFrom('Très bien!', 0)).toBe('tres_bien');
    expect(buttonIdFrom('  Dirty -- floor  ', 0)).toBe('dirty_floor');
    expect(buttonIdFrom('מצוין', 2)).toBe('button_3');
    expect(buttonIdFrom('x'.repeat(60), 0)).toHaveLength(40);
  });

  it('numbers a taken id within the length limit', () => {
    expect(uniqueButtonId('yes', ['no'])).toBe('yes');
    expect(uniqueButtonId('yes', ['yes', 'yes_2'])).toBe('yes_3');
    expect(uniqueButtonId('y'.repeat(40), ['y'.repeat(40)])).toBe(`${'y'.repeat(38)}_2`);
  });

  it('follows the first-language label until the user types an id', () => {
    let draft = addButton(newDraft('en'), 0);
    draft = addButton(draft, 0);
    draft = setButtonLabel(draft, 0, 0, 'en', 'Great');
    draft = setButtonLabel(draft, 0, 1, 'en', 'Great');
    expect(draft.stages[0]!.buttons.map((button) => button.id)).toEqual(['great', 'great_2']);
    // Another language's label does not rename it.
    draft = addLanguage(draft, 'he');
    draft = setButtonLabel(draft, 0, 0, 'he', 'מצוין');
    expect(draft.stages[0]!.buttons[0]!.id).toBe('great');
    draft = setButtonId(draft, 0, 0, 'top');
    draft = setButtonLabel(draft, 0, 0, 'en', 'Excellent');
    expect(draft.stages[0]!.buttons[0]!.id).toBe('top');
  });

  it('names a cleaning button by its problem while it has no label', () => {
    let draft = setStageKind(newDraft('he'), 0, 'cleaning');
    draft = addButton(draft, 0);
    draft = updateButton(draft, 0, 0, { problem: 'dirty_floor' });
    expect(draft.stages[0]!.buttons[0]!.id).toBe('dirty_floor');
  });

  it('keeps the ids of a saved survey', () => {
    const survey = { name: 'S', kind: 'tablet', languages: ['en'], restartSeconds: 5, stages: [{ ...newDraft('en').stages[0]!, buttons: [{ id: 'kept', label: { en: 'A' }, colour: null, imageUrl: null, goToStage: null, group: 0, problem: null }] }] } as unknown as Survey;
    const draft = setButtonLabel(draftOf(survey), 0, 0, 'en', 'Changed');
    expect(draft.stages[0]!.buttons[0]!.id).toBe('kept');
  });
});

describe('stage list', () => {
  it('moves a stage and keeps jumps on the same stages', () => {
    const draft = moveStage(withJumps([1, 2, null]), 1, 1);
    expect(draft.stages.map((stage) => stage.kind)).toEqual(['content', 'open_text', 'rating', 'content']);
    expect(jumps(draft)).toEqual([2, 1, null]);
    expect(moveStage(draft, 0, -1)).toBe(draft);
  });

  it('removes a stage: jumps to it go on to the next, later ones follow', () => {
    const draft = removeStage(withJumps([1, 3, 0]), 1);
    expect(draft.stages.map((stage) => stage.kind)).toEqual(['content', 'open_text', 'content']);
    expect(jumps(draft)).toEqual([null, 2, 0]);
    expect(removeStage(newDraft('en'), 0).stages).toHaveLength(1);
  });

  it('duplicates a stage right after it with new keys', () => {
    const original = withJumps([2, 0]);
    const draft = duplicateStage(original, 0);
    expect(draft.stages).toHaveLength(5);
    expect(draft.stages[1]!.key).not.toBe(draft.stages[0]!.key);
    expect(draft.stages[1]!.buttons.map((button) => button.id)).toEqual(draft.stages[0]!.buttons.map((button) => button.id));
    // The jump to stage 2 now points at its new place (3) in both copies.
    expect(jumps(draft)).toEqual([3, 0]);
    expect(draft.stages[1]!.buttons.map((button) => button.goToStage)).toEqual([3, 0]);
  });

  it('gives a splitted stage two group titles', () => {
    expect(setStageKind(newDraft('en'), 0, 'splitted').stages[0]!.groupTitles).toEqual([{}, {}]);
  });
});

describe('languages', () => {
  it('adds, reorders (the first is the default) and removes, never the last', () => {
    let draft = addLanguage(addLanguage(newDraft('en'), 'he'), 'he');
    expect(draft.languages).toEqual(['en', 'he']);
    draft = moveLanguage(draft, 1, -1);
    expect(draft.languages).toEqual(['he', 'en']);
    draft = removeLanguage(removeLanguage(draft, 'he'), 'en');
    expect(draft.languages).toEqual(['en']);
  });
});

describe('bodies', () => {
  it('sends trimmed texts in the survey languages and drops fields the kind does not use', () => {
    let draft = { ...newDraft('en'), name: '  Lobby  ' };
    draft = addLanguage(draft, 'he');
    draft = setStageTitle(draft, 0, 'en', ' How was it? ');
    draft = setStageTitle(draft, 0, 'he', '  ');
    draft = addButton(draft, 0); // a rating stage sends no buttons
    draft = addStage(draft, 'image');
    draft = addButton(draft, 1);
    draft = updateButton(draft, 1, 0, { imageUrl: 'https://x.test/a.png', problem: 'dirty_floor', colour: '', group: 1 });
    draft = removeLanguage(addLanguage(draft, 'ru'), 'ru');
    const body = createBody('site-1', draft);
    expect(body.siteId).toBe('site-1');
    expect(body.name).toBe('Lobby');
    expect(body.stages[0]).toMatchObject({ title: { en: 'How was it?' }, buttons: [], linkUrl: null, groupTitles: [] });
    expect(body.stages[1]!.buttons[0]).toEqual({ id: 'button_1', label: {}, colour: null, imageUrl: 'https://x.test/a.png', goToStage: null, group: 0, problem: null });
    expect(updateBody(draft)).not.toHaveProperty('siteId');
    expect(JSON.stringify(body)).not.toContain('key');
  });
});
