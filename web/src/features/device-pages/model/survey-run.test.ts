import type { SurveyStage } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { isLanguage } from '../../../i18n/languages.ts';
import { answer, answeredPayload, buttonGroups, initialLanguage, localized, nextStage, pressButton, ratingScore, startRun } from './survey-run.ts';

const stage = (kind: SurveyStage['kind'], buttons: SurveyStage['buttons'] = []): SurveyStage => ({
  kind,
  title: { en: kind },
  buttons,
  buttonShape: 'rounded',
  ratingShape: 'smileys',
  rows: 1,
  delaySeconds: 0,
  linkUrl: null,
  groupTitles: [],
});
const button = (id: string, goToStage: number | null = null, group: 0 | 1 = 0) => ({ id, label: { en: id }, colour: null, imageUrl: null, goToStage, group, problem: null });
const survey = { stages: [stage('rating'), stage('image', [button('yes'), button('skip', 3)]), stage('open_text'), stage('content')] };

describe('survey run', () => {
  it('maps a 1..5 scale to 0..100', () => {
    expect([1, 2, 3, 4, 5].map(ratingScore)).toEqual([0, 25, 50, 75, 100]);
  });

  it('moves stage by stage, jumps where a button says, and ends after the last stage', () => {
    expect(nextStage(survey, 0)).toBe(1);
    expect(nextStage(survey, 1, 3)).toBe(3);
    expect(nextStage(survey, 1, 99)).toBe(2);
    expect(nextStage(survey, 3)).toBeNull();
    let run = answer(survey, startRun(), { rating: 75 });
    run = pressButton(survey, run, button('skip', 3));
    expect(run.stage).toBe(3);
    run = answer(survey, run, null);
    expect(run.stage).toBeNull();
    expect(answeredPayload('s-1', run)).toEqual({ surveyId: 's-1', answers: [{ stage: 0, rating: 75 }, { stage: 1, button: 'skip' }] });
  });

  it('keeps one answer per stage and reports nothing for an unanswered run', () => {
    const again = answer(survey, { stage: 0, answers: [{ stage: 0, rating: 0 }] }, { rating: 100 });
    expect(again.answers).toEqual([{ stage: 0, rating: 100 }]);
    expect(answeredPayload('s-1', { stage: null, answers: [] })).toBeNull();
  });

  it('reads texts in the language shown, else the survey’s first', () => {
    expect(localized({ en: 'Hello', he: 'שלום' }, 'he', ['en', 'he'])).toBe('שלום');
    expect(localized({ en: 'Hello' }, 'he', ['en', 'he'])).toBe('Hello');
    expect(localized(undefined, 'he', ['en'])).toBe('');
  });

  it('splits a splitted stage’s buttons into its two groups', () => {
    const [left, right] = buttonGroups(stage('splitted', [button('a', null, 0), button('b', null, 1), button('c', null, 0)]));
    expect(left.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(right.map((entry) => entry.id)).toEqual(['b']);
  });

  it('opens in the stored choice, else the site’s language, as long as the survey speaks it', () => {
    expect(initialLanguage({ stored: null, site: 'he', survey: null }, isLanguage)).toBe('he');
    expect(initialLanguage({ stored: 'ru', site: 'he', survey: null }, isLanguage)).toBe('ru');
    expect(initialLanguage({ stored: 'ru', site: 'he', survey: ['en', 'he'] }, isLanguage)).toBe('he');
    expect(initialLanguage({ stored: null, site: 'pl', survey: ['ar', 'en'] }, isLanguage)).toBe('ar');
    expect(initialLanguage({ stored: 'xx', site: 'en', survey: null }, isLanguage)).toBe('en');
  });
});
