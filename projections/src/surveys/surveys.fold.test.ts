import type { RecordedEvent, SurveyStage } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../testing/recorded-event.ts';
import { foldSurveys, surveyKeysOf, type SurveyAssignment, type SurveysState } from './surveys.fold.ts';

const recorded = recordedEvents();
const byUser = (event: RecordedEvent, userId: string | null): RecordedEvent => ({
  ...event,
  metadata: { actor: userId === null ? { kind: 'system', id: 'seed' } : { kind: 'user', id: userId } },
});
const stage: SurveyStage = {
  kind: 'rating',
  title: { en: 'How clean is it?' },
  buttons: [],
  buttonShape: 'rounded',
  ratingShape: 'stars',
  rows: 1,
  delaySeconds: 0,
  linkUrl: null,
  groupTitles: [],
};
const profile = { name: 'Visitors', kind: 'tablet', languages: ['en', 'he'], stages: [stage], restartSeconds: 10 };
const created = (surveyId: string, at = '2026-06-01T10:00:00.000Z', userId: string | null = 'u-1') =>
  byUser(recorded(`survey-${surveyId}`, 'SurveyCreated', at, { surveyId, siteId: 's-1', ...profile }), userId);
const updated = (surveyId: string, changes: Record<string, unknown>, at = '2026-06-01T11:00:00.000Z', userId = 'u-2') =>
  byUser(recorded(`survey-${surveyId}`, 'SurveyUpdated', at, { surveyId, siteId: 's-1', ...changes }), userId);
const assigned = (surveyId: string, deviceIds: string[], at = '2026-06-01T12:00:00.000Z') =>
  byUser(recorded(`survey-${surveyId}`, 'SurveyAssigned', at, { surveyId, siteId: 's-1', deviceIds }), 'u-1');
const deleted = (surveyId: string, at = '2026-06-01T13:00:00.000Z') => byUser(recorded(`survey-${surveyId}`, 'SurveyDeleted', at, { surveyId, siteId: 's-1' }), 'u-3');
const answered = (surveyId: string, answers: unknown[], at = '2026-06-01T14:00:00.000Z') =>
  recorded('device-d-1', 'SurveyAnswered', at, { surveyId, answers, deviceId: 'd-1', roomId: 'r-1', siteId: 's-1' });

const emptyState = (assignments: SurveyAssignment[] = []): SurveysState => ({
  surveys: new Map(),
  devices: new Map(assignments.map((assignment) => [assignment.deviceId, assignment])),
});
const assignment = (deviceId: string, surveyId: string): SurveyAssignment => ({ deviceId, surveyId, siteId: 's-1', assignedAt: Date.parse('2026-05-01T00:00:00.000Z') });

describe('foldSurveys', () => {
  it('keeps a created survey and, after a change, only the fields changed and who changed it', () => {
    const state = emptyState();
    const fold = foldSurveys(state, [created('sv-1'), updated('sv-1', { name: 'Guests', restartSeconds: 30 })]);
    expect([...fold.changedSurveys]).toEqual(['sv-1']);
    expect(state.surveys.get('sv-1')).toEqual({
      surveyId: 'sv-1',
      siteId: 's-1',
      name: 'Guests',
      kind: 'tablet',
      languages: ['en', 'he'],
      stages: [stage],
      restartSeconds: 30,
      deleted: false,
      createdAt: Date.parse('2026-06-01T10:00:00.000Z'),
      updatedAt: Date.parse('2026-06-01T11:00:00.000Z'),
      updatedBy: 'u-2',
    });
    expect([...fold.siteIds]).toEqual(['s-1']);
  });

  it('records no user as the last editor when the system made the change', () => {
    const state = emptyState();
    foldSurveys(state, [created('sv-1', undefined, null)]);
    expect(state.surveys.get('sv-1')?.updatedBy).toBeNull();
  });

  it('gives a survey exactly the devices an assignment names, taking them from the survey that showed them', () => {
    const state = emptyState([assignment('d-1', 'sv-old'), assignment('d-2', 'sv-1'), assignment('d-3', 'sv-1')]);
    const fold = foldSurveys(state, [assigned('sv-1', ['d-1', 'd-2'])]);
    expect([...fold.changedDevices].sort()).toEqual(['d-1', 'd-3']);
    expect(state.devices.get('d-1')).toEqual({ deviceId: 'd-1', surveyId: 'sv-1', siteId: 's-1', assignedAt: Date.parse('2026-06-01T12:00:00.000Z') });
    expect(state.devices.get('d-2')?.surveyId).toBe('sv-1');
    expect(state.devices.get('d-3')).toBeNull();
  });

  it('frees the devices of a deleted survey and keeps the survey flagged', () => {
    const state = emptyState([assignment('d-1', 'sv-1'), assignment('d-2', 'sv-2')]);
    foldSurveys(state, [created('sv-1'), deleted('sv-1')]);
    expect(state.devices.get('d-1')).toBeNull();
    expect(state.devices.get('d-2')?.surveyId).toBe('sv-2');
    expect(state.surveys.get('sv-1')).toMatchObject({ deleted: true, updatedBy: 'u-3' });
  });

  it('keeps answers of unknown surveys, one row per well-formed item', () => {
    const state = emptyState();
    const event = answered('sv-later', [{ stage: 0, rating: 75 }, { stage: 1, button: 'yes' }, { stage: 2, text: 'Soap\u0000 is out' }, { button: 'no-stage' }]);
    const fold = foldSurveys(state, [event]);
    expect(fold.submissions).toEqual([
      { eventId: event.id, surveyId: 'sv-later', siteId: 's-1', roomId: 'r-1', deviceId: 'd-1', answeredAt: Date.parse('2026-06-01T14:00:00.000Z'), items: 4 },
    ]);
    expect(fold.answers.map(({ item, stage: index, button, rating, text }) => ({ item, stage: index, button, rating, text }))).toEqual([
      { item: 0, stage: 0, button: null, rating: 75, text: null },
      { item: 1, stage: 1, button: 'yes', rating: null, text: null },
      { item: 2, stage: 2, button: null, rating: null, text: 'Soap is out' },
    ]);
    expect(state.surveys.size).toBe(0);
    expect([...fold.roomIds]).toEqual(['r-1']);
  });

  it('names the surveys and devices a batch needs loaded, not those only answered', () => {
    expect(surveyKeysOf([assigned('sv-1', ['d-1', 'd-2']), deleted('sv-2'), answered('sv-3', [])])).toEqual({ surveyIds: ['sv-1', 'sv-2'], deviceIds: ['d-1', 'd-2'] });
  });
});
