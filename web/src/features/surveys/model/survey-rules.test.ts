import { describe, expect, it } from 'vitest';
import { addButton, addLanguage, addStage, newDraft, setButtonId, setStageKind, setStageTitle, updateButton, updateStage, type SurveyDraft } from './survey-draft.ts';
import { stagesWithProblems, surveyProblems } from './survey-rules.ts';

const valid = (): SurveyDraft => setStageTitle({ ...newDraft('en'), name: 'Lobby' }, 0, 'en', 'How was it?');
const keys = (draft: SurveyDraft, others: string[] = []) => Object.fromEntries(Object.entries(surveyProblems(draft, others)).map(([path, rule]) => [path, rule.key]));

describe('survey rules', () => {
  it('passes a complete survey', () => {
    expect(surveyProblems(valid(), ['Kitchen'])).toEqual({});
  });

  it('checks the name: required, at most 100, unique in the site regardless of case', () => {
    expect(keys({ ...valid(), name: '  ' })).toEqual({ name: 'rules.required' });
    expect(keys({ ...valid(), name: 'x'.repeat(101) })).toEqual({ name: 'rules.tooLong' });
    expect(keys(valid(), [' lobby '])).toEqual({ name: 'rules.nameTaken' });
  });

  it('wants each title in the first language only', () => {
    let draft = addLanguage(valid(), 'he');
    expect(keys(draft)).toEqual({});
    draft = addStage(draft, 'content');
    expect(keys(draft)).toEqual({ 'stages/1/title/en': 'rules.required' });
  });

  it('checks restart, delay and rows ranges', () => {
    let draft = { ...valid(), restartSeconds: 0 };
    draft = updateStage(draft, 0, (stage) => ({ ...stage, kind: 'content', delaySeconds: 601, rows: 5 }));
    expect(keys(draft)).toEqual({ restartSeconds: 'rules.range', 'stages/0/delaySeconds': 'rules.range', 'stages/0/rows': 'rules.range' });
  });

  it('checks buttons: id pattern and uniqueness, colour, image URL, problem, jump', () => {
    let draft = setStageKind(valid(), 0, 'cleaning');
    draft = addButton(addButton(addButton(draft, 0), 0), 0);
    draft = setButtonId(draft, 0, 0, 'Bad Id');
    draft = updateButton(draft, 0, 1, { problem: 'dirty_floor', colour: 'red', goToStage: 3 });
    draft = setButtonId(draft, 0, 2, 'dirty_floor');
    expect(keys(draft)).toEqual({
      'stages/0/buttons/0/id': 'rules.idPattern',
      'stages/0/buttons/0/problem': 'rules.problem',
      'stages/0/buttons/1/colour': 'rules.colour',
      'stages/0/buttons/1/goToStage': 'rules.goTo',
      'stages/0/buttons/2/id': 'rules.idTaken',
      'stages/0/buttons/2/problem': 'rules.problem',
    });
    draft = setStageKind(draft, 0, 'image');
    draft = updateButton(draft, 0, 0, { imageUrl: 'ftp://x' });
    expect(keys(draft)['stages/0/buttons/0/imageUrl']).toBe('rules.url');
  });

  it('wants a link on embedded-link stages and marks the stages with problems', () => {
    const draft = setStageKind(valid(), 0, 'embedded_link');
    const problems = surveyProblems(draft, []);
    expect(problems['stages/0/linkUrl']?.key).toBe('rules.required');
    expect([...stagesWithProblems(Object.keys(problems))]).toEqual([0]);
    expect(keys(updateStage(draft, 0, (stage) => ({ ...stage, linkUrl: 'https://example.com/form' })))).toEqual({});
  });
});
