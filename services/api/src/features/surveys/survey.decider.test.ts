import type { SurveyEvent, SurveyProfile, SurveyStage } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { spec, TEST_CONTEXT } from '../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { SurveyCommand } from './survey.commands.ts';
import { surveyDecider } from './survey.decider.ts';

const given = spec(surveyDecider).given;

function rejects(events: SurveyEvent[], command: SurveyCommand, field: string): void {
  const state = events.reduce(surveyDecider.evolve, surveyDecider.initialState());
  expect(() => surveyDecider.decide(command, state, TEST_CONTEXT)).toThrow(ValidationError);
  expect(() => surveyDecider.decide(command, state, TEST_CONTEXT)).toThrow(expect.objectContaining({ field }));
}

const rating: SurveyStage = {
  kind: 'rating',
  title: { en: 'How clean is it?', he: 'כמה נקי?' },
  buttons: [],
  buttonShape: 'rounded',
  ratingShape: 'smileys',
  rows: 1,
  delaySeconds: 0,
  linkUrl: null,
  groupTitles: [],
};
const profile: SurveyProfile = { name: 'Visitors', kind: 'tablet', languages: ['en', 'he'], stages: [rating], restartSeconds: 10 };
const created: SurveyEvent = { type: 'SurveyCreated', data: { surveyId: 'sv-1', siteId: 's-1', ...profile } };
const assigned: SurveyEvent = { type: 'SurveyAssigned', data: { surveyId: 'sv-1', siteId: 's-1', deviceIds: ['d-1', 'd-2'] } };
const deleted: SurveyEvent = { type: 'SurveyDeleted', data: { surveyId: 'sv-1', siteId: 's-1' } };
const update = (changes: Partial<SurveyProfile>): SurveyCommand => ({ type: 'UpdateSurvey', data: { surveyId: 'sv-1', ...changes } });
const assign = (deviceIds: string[], showing: string[]): SurveyCommand => ({ type: 'AssignSurvey', data: { surveyId: 'sv-1', deviceIds, showing } });

describe('CreateSurvey', () => {
  it('creates the survey with a trimmed name', () => {
    given([])
      .when({ type: 'CreateSurvey', data: { surveyId: 'sv-1', siteId: 's-1', ...profile, name: '  Visitors ' } })
      .then([created]);
  });

  it('refuses a survey that exists, and a broken stage naming its field', () => {
    given([created]).when({ type: 'CreateSurvey', data: { surveyId: 'sv-1', siteId: 's-1', ...profile } }).thenThrows(IllegalStateError);
    rejects([], { type: 'CreateSurvey', data: { surveyId: 'sv-1', siteId: 's-1', ...profile, languages: ['he'] } }, 'stages/0/title/en');
    rejects([], { type: 'CreateSurvey', data: { surveyId: 'sv-1', siteId: 's-1', ...profile, name: ' ' } }, 'name');
  });
});

describe('UpdateSurvey', () => {
  it('records only the fields that change', () => {
    given([created])
      .when(update({ name: 'Visitors', restartSeconds: 20, stages: [rating] }))
      .then([{ type: 'SurveyUpdated', data: { surveyId: 'sv-1', siteId: 's-1', restartSeconds: 20 } }]);
  });

  it('records nothing for an unchanged save, whatever the order of the keys', () => {
    given([created]).when(update({ ...profile })).then([]);
    const reordered = Object.fromEntries(Object.entries(rating).reverse()) as SurveyStage;
    given([created]).when(update({ stages: [reordered] })).then([]);
  });

  it('checks the survey as it would become: dropping a language its texts use is refused', () => {
    rejects([created], update({ languages: ['en'] }), 'stages/0/title/he');
    given([created])
      .when(update({ languages: ['en'], stages: [{ ...rating, title: { en: 'How clean is it?' } }] }))
      .then([{ type: 'SurveyUpdated', data: { surveyId: 'sv-1', siteId: 's-1', languages: ['en'], stages: [{ ...rating, title: { en: 'How clean is it?' } }] } }]);
  });

  it('refuses unknown and deleted surveys', () => {
    given([]).when(update({ name: 'x' })).thenThrows(NotFoundError);
    given([created, deleted]).when(update({ name: 'x' })).thenThrows(IllegalStateError);
  });
});

describe('AssignSurvey', () => {
  it('records the whole set, sorted, when it differs from what shows the survey now', () => {
    given([created])
      .when(assign(['d-2', 'd-1', 'd-2'], []))
      .then([assigned]);
  });

  it('records nothing when the devices asked for show it already', () => {
    given([created, assigned]).when(assign(['d-1', 'd-2'], ['d-2', 'd-1'])).then([]);
  });

  it('assigns again a device another survey has taken since', () => {
    // The stream still lists d-2, but the read model says only d-1 shows the survey now.
    given([created, assigned])
      .when(assign(['d-1', 'd-2'], ['d-1']))
      .then([assigned]);
  });

  it('refuses a deleted survey', () => {
    given([created, deleted]).when(assign(['d-1'], [])).thenThrows(IllegalStateError);
  });
});

describe('DeleteSurvey', () => {
  it('deletes once', () => {
    given([created, assigned]).when({ type: 'DeleteSurvey', data: { surveyId: 'sv-1' } }).then([deleted]);
    given([created, deleted]).when({ type: 'DeleteSurvey', data: { surveyId: 'sv-1' } }).thenThrows(IllegalStateError);
    given([]).when({ type: 'DeleteSurvey', data: { surveyId: 'sv-1' } }).thenThrows(NotFoundError);
  });
});
