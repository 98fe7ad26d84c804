import { sql, type Transaction } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { foldSurveys, surveyKeysOf, SURVEYS_EVENT_TYPES, type SurveyAnswer, type SurveyDefinition, type SurveysState, type SurveySubmission } from './surveys.fold.ts';

type Trx = Transaction<ReadModelDatabase>;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Surveys (spec §3 "Survey"): their definitions, which survey each device shows, and the
 * answers visitors gave (`SurveyAnswered`), one row per submission and one per answered
 * item, read per survey over a range of event times by the results screen. A commit names
 * the sites whose surveys, assignments or answers moved (live kind `surveys`).
 */
export const surveysProjection: ProjectionDefinition = {
  name: 'surveys',
  version: 1,
  eventTypes: [...SURVEYS_EVENT_TYPES],
  tables: ['surveys', 'survey_devices', 'survey_submissions', 'survey_answers'],

  async apply(trx, events) {
    const relevant = events.filter((event) => SURVEYS_EVENT_TYPES.has(event.type));
    if (relevant.length === 0) return { siteIds: [], roomIds: [] };
    const state = await loadState(trx, relevant);
    const fold = foldSurveys(state, relevant);
    await saveSurveys(
      trx,
      [...fold.changedSurveys].map((surveyId) => state.surveys.get(surveyId)!),
    );
    await saveDevices(trx, fold.changedDevices, state);
    await saveAnswers(trx, fold.submissions, fold.answers);
    return { siteIds: [...fold.siteIds], roomIds: [...fold.roomIds] };
  },
};

async function loadState(trx: Trx, events: Parameters<ProjectionDefinition['apply']>[1]): Promise<SurveysState> {
  const { surveyIds, deviceIds } = surveyKeysOf(events);
  const state: SurveysState = { surveys: new Map(), devices: new Map() };
  if (surveyIds.length === 0) return state;
  const surveys = await trx.selectFrom('surveys').selectAll().where('survey_id', 'in', surveyIds).execute();
  for (const row of surveys) {
    state.surveys.set(row.survey_id, {
      surveyId: row.survey_id,
      siteId: row.site_id,
      name: row.name,
      kind: row.kind,
      languages: row.languages,
      stages: row.stages,
      restartSeconds: row.restart_seconds,
      deleted: row.deleted,
      createdAt: row.created_at.getTime(),
      updatedAt: row.updated_at.getTime(),
      updatedBy: row.updated_by,
    });
  }
  const devices = await trx
    .selectFrom('survey_devices')
    .selectAll()
    .where((eb) => eb.or([eb('survey_id', 'in', surveyIds), ...(deviceIds.length > 0 ? [eb('device_id', 'in', deviceIds)] : [])]))
    .execute();
  for (const row of devices) {
    state.devices.set(row.device_id, { deviceId: row.device_id, surveyId: row.survey_id, siteId: row.site_id, assignedAt: row.assigned_at.getTime() });
  }
  return state;
}

async function saveSurveys(trx: Trx, surveys: readonly SurveyDefinition[]): Promise<void> {
  if (surveys.length === 0) return;
  const rows = surveys.map((survey) => ({ ...survey, createdAt: iso(survey.createdAt), updatedAt: iso(survey.updatedAt) }));
  await sql`insert into surveys (survey_id, site_id, name, kind, languages, stages, restart_seconds, deleted, created_at, updated_at, updated_by)
    select "surveyId", "siteId", name, kind, languages, stages, "restartSeconds", deleted, "createdAt", "updatedAt", "updatedBy"
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("surveyId" text, "siteId" text, name text, kind text,
      languages jsonb, stages jsonb, "restartSeconds" int, deleted boolean, "createdAt" timestamptz, "updatedAt" timestamptz, "updatedBy" text)
    on conflict (survey_id) do update set site_id = excluded.site_id, name = excluded.name, kind = excluded.kind,
      languages = excluded.languages, stages = excluded.stages, restart_seconds = excluded.restart_seconds,
      deleted = excluded.deleted, updated_at = excluded.updated_at, updated_by = excluded.updated_by`.execute(trx);
}

async function saveDevices(trx: Trx, changed: ReadonlySet<string>, state: SurveysState): Promise<void> {
  if (changed.size === 0) return;
  const freed = [...changed].filter((deviceId) => !state.devices.get(deviceId));
  const assigned = [...changed].flatMap((deviceId) => {
    const assignment = state.devices.get(deviceId);
    return assignment ? [{ ...assignment, assignedAt: iso(assignment.assignedAt) }] : [];
  });
  if (freed.length > 0) await trx.deleteFrom('survey_devices').where('device_id', 'in', freed).execute();
  if (assigned.length > 0) {
    await sql`insert into survey_devices (device_id, survey_id, site_id, assigned_at)
      select "deviceId", "surveyId", "siteId", "assignedAt"
      from jsonb_to_recordset(${JSON.stringify(assigned)}::text::jsonb) as r("deviceId" text, "surveyId" text, "siteId" text, "assignedAt" timestamptz)
      on conflict (device_id) do update set survey_id = excluded.survey_id, site_id = excluded.site_id, assigned_at = excluded.assigned_at`.execute(trx);
  }
}

/** Answers are keyed by their event (and item): a batch applied again stores nothing twice. */
async function saveAnswers(trx: Trx, submissions: readonly SurveySubmission[], answers: readonly SurveyAnswer[]): Promise<void> {
  if (submissions.length > 0) {
    const rows = submissions.map((submission) => ({ ...submission, answeredAt: iso(submission.answeredAt) }));
    await sql`insert into survey_submissions (event_id, survey_id, site_id, room_id, device_id, answered_at, items)
      select "eventId", "surveyId", "siteId", "roomId", "deviceId", "answeredAt", items
      from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("eventId" text, "surveyId" text, "siteId" text,
        "roomId" text, "deviceId" text, "answeredAt" timestamptz, items int)
      on conflict (event_id) do nothing`.execute(trx);
  }
  if (answers.length > 0) {
    const rows = answers.map((answer) => ({ ...answer, answeredAt: iso(answer.answeredAt) }));
    await sql`insert into survey_answers (event_id, item, survey_id, site_id, room_id, device_id, answered_at, stage, button, rating, text)
      select "eventId", item, "surveyId", "siteId", "roomId", "deviceId", "answeredAt", stage, button, rating, text
      from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("eventId" text, item int, "surveyId" text, "siteId" text,
        "roomId" text, "deviceId" text, "answeredAt" timestamptz, stage int, button text, rating int, text text)
      on conflict (event_id, item) do nothing`.execute(trx);
  }
}

