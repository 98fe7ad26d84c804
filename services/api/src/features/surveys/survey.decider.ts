import type { SurveyCreated, SurveyEvent, SurveyProfile, SurveyUpdated } from '@facility/contracts';
import type { Decider } from '../../domain/decider.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { SurveyCommand } from './survey.commands.ts';
import { checkSurveyProfile, sameIds, surveyName } from './survey.rules.ts';

/** A survey as its stream tells it: its definition and the devices that show it. */
export type SurveyView = SurveyCreated & { deviceIds: string[] };

/** A survey stream folded: nothing yet, the live survey, or the survey as it was deleted. */
export type SurveyState = { status: 'absent' } | { status: 'active' | 'deleted'; survey: SurveyView };

const PROFILE_FIELDS = ['name', 'kind', 'languages', 'stages', 'restartSeconds'] as const satisfies readonly (keyof SurveyProfile)[];

function requireId(id: string, field: string): void {
  if (id.trim() === '') throw new ValidationError(field, `${field} is required`);
}

function existing(state: SurveyState, surveyId: string): SurveyView {
  if (state.status === 'absent') throw new NotFoundError(`Survey ${surveyId} does not exist`);
  if (state.status === 'deleted') throw new IllegalStateError(`Survey ${surveyId} is deleted`);
  return state.survey;
}

/** JSON with object keys sorted: the store gives events back as jsonb, whose key order is its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

function decide(command: SurveyCommand, state: SurveyState): SurveyEvent[] {
  switch (command.type) {
    case 'CreateSurvey': {
      const { surveyId, siteId, name, kind, languages, stages, restartSeconds } = command.data;
      requireId(surveyId, 'surveyId');
      requireId(siteId, 'siteId');
      if (state.status !== 'absent') throw new IllegalStateError(`Survey ${surveyId} already exists`);
      const profile = { name: surveyName(name), kind, languages: [...languages], stages: [...stages], restartSeconds };
      checkSurveyProfile(profile);
      return [{ type: 'SurveyCreated', data: { surveyId, siteId, ...profile } }];
    }
    case 'UpdateSurvey': {
      const { surveyId } = command.data;
      const survey = existing(state, surveyId);
      const next: SurveyProfile = { name: survey.name, kind: survey.kind, languages: survey.languages, stages: survey.stages, restartSeconds: survey.restartSeconds };
      for (const field of PROFILE_FIELDS) {
        const value = command.data[field];
        if (value !== undefined) Object.assign(next, { [field]: field === 'name' ? surveyName(value as string) : value });
      }
      // The profile as it would become: dropping a language must not leave texts in it.
      checkSurveyProfile(next);
      const changes: SurveyUpdated = { surveyId, siteId: survey.siteId };
      for (const field of PROFILE_FIELDS) {
        if (command.data[field] !== undefined && !same(next[field], survey[field])) Object.assign(changes, { [field]: next[field] });
      }
      // Saving an unchanged form is not a change: nothing to record.
      return Object.keys(changes).length > 2 ? [{ type: 'SurveyUpdated', data: changes }] : [];
    }
    case 'AssignSurvey': {
      const survey = existing(state, command.data.surveyId);
      command.data.deviceIds.forEach((id, index) => requireId(id, `deviceIds/${index}`));
      const deviceIds = [...new Set(command.data.deviceIds)].sort();
      if (sameIds(command.data.showing, deviceIds)) return [];
      return [{ type: 'SurveyAssigned', data: { surveyId: survey.surveyId, siteId: survey.siteId, deviceIds } }];
    }
    case 'DeleteSurvey': {
      const survey = existing(state, command.data.surveyId);
      return [{ type: 'SurveyDeleted', data: { surveyId: survey.surveyId, siteId: survey.siteId } }];
    }
  }
}

function evolve(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'SurveyCreated':
      return { status: 'active', survey: { ...event.data, deviceIds: [] } };
    case 'SurveyUpdated': {
      if (state.status === 'absent') return state;
      const { surveyId: _id, siteId: _site, ...changes } = event.data;
      return { ...state, survey: { ...state.survey, ...changes } };
    }
    case 'SurveyAssigned':
      return state.status === 'absent' ? state : { ...state, survey: { ...state.survey, deviceIds: event.data.deviceIds } };
    case 'SurveyDeleted':
      return state.status === 'absent' ? state : { status: 'deleted', survey: { ...state.survey, deviceIds: [] } };
  }
}

/**
 * Surveys (stream `survey-<id>`): create, change, assign to devices and delete. That the
 * name is free in the site and that the devices are the site's and can show a survey need
 * the read model, so the routes check them before deciding. An assignment changes nothing
 * when the devices showing the survey now (the read model's, passed in the command: another
 * survey may have taken some) are those asked for.
 */
export const surveyDecider: Decider<SurveyState, SurveyCommand, SurveyEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide: (command, state) => decide(command, state),
};
