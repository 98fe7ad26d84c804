import type { CreateSurveyBody, DeviceStatusItem, Survey, SurveyList, SurveyResults, SurveySensorList, UpdateSurveyBody } from '@facility/contracts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { FilterSelection } from '../../../stores/filter-rules.ts';

// The list and the devices showing a survey are admin keys, so any admin write (a survey
// saved, a device retired or moved) marks them stale. The results are site statistics,
// keyed under the site so a `surveys` live message marks them stale by prefix.

const surveyPath = (surveyId: string, rest = '') => `survey/${encodeURIComponent(surveyId)}${rest}`;

/** `GET /api/survey?siteId=`: the site's surveys (nothing before a site is chosen). */
export const surveysQuery = (siteId: string | null) => getQueryOptions<SurveyList>(surveysKey(siteId), siteId === null ? null : apiPath('survey', { siteId }));
export const surveysKey = (siteId: string | null) => queryKeys.admin('surveys', siteId);

/**
 * `GET /api/sensor/status?siteId=`: the site's devices, to choose the ones showing a survey.
 * The same key and address as the devices screen's, so the two share one cached answer.
 */
export const siteDevicesQuery = (siteId: string | null) =>
  getQueryOptions<DeviceStatusItem[]>(queryKeys.admin('device-status', siteId), siteId === null ? null : apiPath('sensor/status', { siteId }));

/** `GET /api/sensor/survey?surveyId=`: the devices showing the survey, online or not, and their last answer. */
export const surveySensorsQuery = (surveyId: string | null) =>
  getQueryOptions<SurveySensorList>(queryKeys.admin('survey-sensors', surveyId), surveyId === null ? null : apiPath('sensor/survey', { surveyId }));

/**
 * `GET /api/survey/{id}/results` for the dashboard's time filter. Only the period is sent:
 * this screen has no extra filter panel, so room filters chosen elsewhere would narrow the
 * figures unseen.
 */
export function surveyResultsQuery(siteId: string | null, surveyId: string | null, selection: Pick<FilterSelection, 'timeType' | 'time'>) {
  const custom = selection.timeType === 'custom_time';
  // A range typed backwards (from after to) is not asked: the server would refuse it.
  const backwards = custom && selection.time.timeFrom > selection.time.timeTo;
  const url =
    siteId === null || surveyId === null || backwards
      ? null
      : apiPath(surveyPath(surveyId, '/results'), { timeType: selection.timeType, timeFrom: custom ? selection.time.timeFrom : null, timeTo: custom ? selection.time.timeTo : null });
  return getQueryOptions<SurveyResults>(queryKeys.siteStats(siteId, url), url);
}

/** A new survey (`id` null) or a change to one. */
export type SaveSurvey = { id: null; body: CreateSurveyBody } | { id: string; body: UpdateSurveyBody };

export function useSaveSurvey(onSaved: (survey: Survey) => void) {
  return useAdminWrite<SaveSurvey, Survey>({
    request: (input) => (input.id === null ? { method: 'POST', url: apiPath('survey'), body: input.body } : { method: 'PUT', url: apiPath(surveyPath(input.id)), body: input.body }),
    onSuccess: onSaved,
  });
}

/** Deletes a survey: its devices show none; its answers stay. */
export function useDeleteSurvey() {
  return useAdminWrite<string, null>({
    request: (surveyId) => ({ method: 'DELETE', url: apiPath(surveyPath(surveyId)) }),
    popup: 'deleted',
  });
}

/** `PUT /api/survey/{id}/devices`: the whole set of devices that show it. */
export function useAssignDevices(surveyId: string, onSaved: () => void) {
  return useAdminWrite<string[], unknown>({
    request: (deviceIds) => ({ method: 'PUT', url: apiPath(surveyPath(surveyId, '/devices')), body: { deviceIds } }),
    onSuccess: onSaved,
  });
}
