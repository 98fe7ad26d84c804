import type { DeviceType, Survey, SurveyKind, SurveyStage, UserLanguage } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { roomFilterConditions, roomsJoin, type StatsRoomFilter } from '../stats/room-filter.sql.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

// Queries of the survey screens (spec §2 `/survey`), the devices that show a survey, and its results.

/** A survey as the API answers it, and whether it was deleted (deleted ones are read only to refuse them). */
export interface SurveyRecord extends Survey {
  deleted: boolean;
}

interface SurveyRow {
  surveyId: string;
  siteId: string;
  name: string;
  kind: SurveyKind;
  languages: UserLanguage[];
  stages: SurveyStage[];
  restartSeconds: number;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

const selectSurveys = (db: Db) =>
  db
    .selectFrom('surveys as s')
    .leftJoin('users as u', 'u.user_id', 's.updated_by')
    .select([
      's.survey_id as surveyId',
      's.site_id as siteId',
      's.name',
      's.kind',
      's.languages',
      's.stages',
      's.restart_seconds as restartSeconds',
      's.deleted',
      's.created_at as createdAt',
      's.updated_at as updatedAt',
      // The username of whoever changed it last, as the users read model knows it now.
      'u.username as updatedBy',
    ]);

/**
 * The devices showing each survey: assigned to it, still active and still in the survey's
 * site (a device moved to another site or removed shows nothing of this one).
 */
async function devicesOf(db: Db, rows: readonly SurveyRow[]): Promise<Map<string, string[]>> {
  const bySurvey = new Map<string, string[]>(rows.map((row) => [row.surveyId, []]));
  if (rows.length === 0) return bySurvey;
  const assigned = await db
    .selectFrom('survey_devices as a')
    .innerJoin('devices as d', 'd.device_id', 'a.device_id')
    .innerJoin('surveys as s', 's.survey_id', 'a.survey_id')
    .select(['a.survey_id as surveyId', 'a.device_id as deviceId'])
    .where('a.survey_id', 'in', [...bySurvey.keys()])
    .where('d.status', '=', 'active')
    .whereRef('d.site_id', '=', 's.site_id')
    .orderBy('a.device_id')
    .execute();
  for (const { surveyId, deviceId } of assigned) bySurvey.get(surveyId)!.push(deviceId);
  return bySurvey;
}

/** Submissions ever received per survey. */
async function answerCounts(db: Db, surveyIds: readonly string[]): Promise<Map<string, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('survey_submissions')
    .select(['survey_id as surveyId', sql<number>`count(*)::int`.as('count')])
    .where('survey_id', 'in', [...surveyIds])
    .groupBy('survey_id')
    .execute();
  return new Map(rows.map((row) => [row.surveyId, row.count]));
}

async function withDetails(db: Db, rows: readonly SurveyRow[]): Promise<SurveyRecord[]> {
  const [devices, counts] = await Promise.all([devicesOf(db, rows), answerCounts(db, rows.map((row) => row.surveyId))]);
  return rows.map((row) => ({
    surveyId: row.surveyId,
    siteId: row.siteId,
    name: row.name,
    kind: row.kind,
    languages: row.languages,
    stages: row.stages,
    restartSeconds: row.restartSeconds,
    deviceIds: devices.get(row.surveyId) ?? [],
    answerCount: counts.get(row.surveyId) ?? 0,
    dateCreated: row.createdAt.toISOString(),
    dateUpdated: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    deleted: row.deleted,
  }));
}

/** The site's surveys that are not deleted, by name (regardless of case). */
export async function listSurveys(db: Db, siteId: string): Promise<SurveyRecord[]> {
  const rows = await selectSurveys(db).where('s.site_id', '=', siteId).where('s.deleted', '=', false).orderBy(sql`lower(s.name)`).orderBy('s.survey_id').execute();
  return withDetails(db, rows);
}

/** A survey, deleted ones included (see `deleted`), or null when there never was one. */
export async function getSurvey(db: Db, surveyId: string): Promise<SurveyRecord | null> {
  const row = await selectSurveys(db).where('s.survey_id', '=', surveyId).executeTakeFirst();
  return row ? ((await withDetails(db, [row]))[0] ?? null) : null;
}

/**
 * The survey a device shows (the kiosk page reads it with the device's token), or null when
 * none is assigned, it was deleted, or the device is no longer active in the survey's site.
 */
export async function findDeviceSurvey(db: Kysely<ReadModelDatabase>, deviceId: string): Promise<Survey | null> {
  const assignment = await db.selectFrom('survey_devices').select('survey_id').where('device_id', '=', deviceId).executeTakeFirst();
  if (!assignment) return null;
  const survey = await getSurvey(db, assignment.survey_id);
  if (!survey || survey.deleted || !survey.deviceIds.includes(deviceId)) return null;
  const { deleted: _, ...shown } = survey;
  return shown;
}

/** A device showing a survey, with what its status record and the answers say of it. */
export interface SurveyDeviceRecord {
  deviceId: string;
  deviceCode: string | null;
  deviceType: DeviceType;
  roomId: string;
  /** Null if the room is unknown to the read model. */
  roomName: string | null;
  installSpot: string | null;
  /** Null when the device never signalled. */
  lastSignalAt: Date | null;
  /** The latest answer to this survey from the device; null when none came. */
  lastAnswerAt: Date | null;
}

/** The devices showing the survey (as `deviceIds` of the survey counts them), by room name and code. */
export async function listSurveyDevices(db: Db, surveyId: string): Promise<SurveyDeviceRecord[]> {
  return db
    .selectFrom('survey_devices as a')
    .innerJoin('surveys as s', 's.survey_id', 'a.survey_id')
    .innerJoin('devices as d', 'd.device_id', 'a.device_id')
    .leftJoin('rooms as r', 'r.room_id', 'd.room_id')
    .leftJoin('device_status as st', 'st.device_id', 'd.device_id')
    .select([
      'd.device_id as deviceId',
      'd.device_code as deviceCode',
      'd.device_type as deviceType',
      'd.room_id as roomId',
      'r.display_name as roomName',
      'd.install_spot as installSpot',
      'st.last_signal_at as lastSignalAt',
      (eb) =>
        eb
          .selectFrom('survey_submissions as sub')
          .select(sql<Date | null>`max(sub.answered_at)`.as('lastAnswerAt'))
          .whereRef('sub.device_id', '=', 'a.device_id')
          .whereRef('sub.survey_id', '=', 'a.survey_id')
          .as('lastAnswerAt'),
    ])
    .where('a.survey_id', '=', surveyId)
    .where('d.status', '=', 'active')
    .whereRef('d.site_id', '=', 's.site_id')
    .orderBy('r.display_name')
    .orderBy('d.device_code')
    .orderBy('d.device_id')
    .execute();
}

export interface SurveyAnswersFilter {
  surveyId: string;
  /** Answers from `from` (inclusive) to `to` (exclusive), by event time. */
  from: Date;
  to: Date;
  /** The dashboard's room filters (rooms, building, floor, gender). */
  rooms: StatsRoomFilter;
}

/** A submission in a range: where and when, for placing it in the site's calendar. */
export interface SurveySubmissionRecord {
  eventId: string;
  roomId: string;
  answeredAt: Date;
}

/** An answered item in a range. */
export interface SurveyAnswerRecord {
  eventId: string;
  roomId: string;
  answeredAt: Date;
  stage: number;
  button: string | null;
  rating: number | null;
  text: string | null;
}

function rangeConditions(filter: SurveyAnswersFilter, alias: string) {
  const { conditions, needsRooms } = roomFilterConditions(filter.rooms, alias);
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const where = sql.join(
    [
      sql`${ref('survey_id')} = ${filter.surveyId}`,
      sql`${ref('answered_at')} >= ${filter.from.toISOString()}`,
      sql`${ref('answered_at')} < ${filter.to.toISOString()}`,
      ...conditions,
    ],
    sql` and `,
  );
  return { where, join: roomsJoin(needsRooms, alias) };
}

/** The survey's submissions in the range, of rooms passing the filter, oldest first. */
export async function listSurveySubmissions(db: Db, filter: SurveyAnswersFilter): Promise<SurveySubmissionRecord[]> {
  const { where, join } = rangeConditions(filter, 'sub');
  const { rows } = await sql<SurveySubmissionRecord>`
    select sub.event_id as "eventId", sub.room_id as "roomId", sub.answered_at as "answeredAt"
    from survey_submissions sub ${join}
    where ${where}
    order by sub.answered_at, sub.event_id`.execute(db);
  return rows.map((row) => ({ ...row, answeredAt: new Date(row.answeredAt) }));
}

/** The survey's answered items in the range, of rooms passing the filter, oldest first. */
export async function listSurveyAnswers(db: Db, filter: SurveyAnswersFilter): Promise<SurveyAnswerRecord[]> {
  const { where, join } = rangeConditions(filter, 'ans');
  const { rows } = await sql<SurveyAnswerRecord>`
    select ans.event_id as "eventId", ans.room_id as "roomId", ans.answered_at as "answeredAt",
      ans.stage, ans.button, ans.rating, ans.text
    from survey_answers ans ${join}
    where ${where}
    order by ans.answered_at, ans.event_id, ans.item`.execute(db);
  return rows.map((row) => ({ ...row, answeredAt: new Date(row.answeredAt) }));
}

/** The names of rooms answers came from, removed rooms included (their answers still count). */
export async function surveyRoomNames(db: Db, roomIds: readonly string[]): Promise<Map<string, { roomName: string; roomNameEn: string | null }>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db.selectFrom('rooms').select(['room_id as roomId', 'display_name as roomName', 'room_name_en as roomNameEn']).where('room_id', 'in', [...roomIds]).execute();
  return new Map(rows.map((row) => [row.roomId, { roomName: row.roomName, roomNameEn: row.roomNameEn || null }]));
}
