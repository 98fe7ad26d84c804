import Type from 'typebox';
import { DEVICE_TYPES } from '../domain/enums.ts';
import { USER_LANGUAGES } from '../domain/languages.ts';
import { SURVEY_KINDS, SurveyProfile, SurveyStage } from '../events/survey.events.ts';
import { RoomFilterFields, TimeFilterFields } from './filter-fields.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * Request and response schemas of the survey routes (`/api/survey`), behind the screens
 * `/survey` (list, results) and `/survey/edit/:surveyId` (builder), and the spec's
 * `GET /api/sensor/survey?surveyId=` (the devices that show a survey). Managers of the site
 * and admins use them; a survey outside the caller's scope answers 404.
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Instant = Type.String({ format: 'date-time' });

/** `GET /api/survey?siteId=`. */
export const SurveysQuery = Type.Object({ siteId: Id }, { additionalProperties: false });
export type SurveysQuery = Type.Static<typeof SurveysQuery>;

export const SurveyIdParams = Type.Object({ id: Id });
export type SurveyIdParams = Type.Static<typeof SurveyIdParams>;

/**
 * `POST /api/survey` (201 with the survey) and `PUT /api/survey/{id}` (the fields to change;
 * `stages` and `languages` replaced whole). The survey rules check beyond JSON types and
 * name the field: the name (trimmed, 1..100, unique in the site), each stage's title in the
 * survey's first language, button ids unique in a stage, `goToStage` within the stages,
 * a `linkUrl` on `embedded_link` stages, a `problem` on each `cleaning` button.
 */
export const CreateSurveyBody = Type.Object({ siteId: Id, ...SurveyProfile.properties }, { additionalProperties: false });
export type CreateSurveyBody = Type.Static<typeof CreateSurveyBody>;
export const UpdateSurveyBody = Type.Partial(SurveyProfile, { additionalProperties: false });
export type UpdateSurveyBody = Type.Static<typeof UpdateSurveyBody>;

/** `PUT /api/survey/{id}/devices`: the devices (tablets, pads, QR tags of the site) that show it now. */
export const SurveyDevicesBody = Type.Object({ deviceIds: Type.Array(Id, { maxItems: 2000, uniqueItems: true }) }, { additionalProperties: false });
export type SurveyDevicesBody = Type.Static<typeof SurveyDevicesBody>;

/** A survey as the API answers it. */
export const Survey = Type.Object({
  surveyId: Type.String(),
  siteId: Type.String(),
  name: Type.String(),
  kind: Type.Enum(SURVEY_KINDS),
  languages: Type.Array(Type.Enum(USER_LANGUAGES)),
  stages: Type.Array(SurveyStage),
  restartSeconds: Type.Integer(),
  /** Devices that show it now (spec "number of assigned devices" is its length). */
  deviceIds: Type.Array(Type.String()),
  /** Answers ever received. */
  answerCount: Type.Integer(),
  dateCreated: Instant,
  dateUpdated: Instant,
  /** The username of whoever changed it last. */
  updatedBy: Nullable(Type.String()),
});
export type Survey = Type.Static<typeof Survey>;

/** `GET /api/survey?siteId=`: the site's surveys, by name. */
export const SurveyList = Type.Array(Survey);
export type SurveyList = Type.Static<typeof SurveyList>;

/** `GET /api/sensor/survey?surveyId=` (spec §7): the devices showing the survey. */
export const SurveySensorsQuery = Type.Object({ surveyId: Id }, { additionalProperties: false });
export type SurveySensorsQuery = Type.Static<typeof SurveySensorsQuery>;
export const SurveySensor = Type.Object({
  deviceId: Type.String(),
  deviceCode: Nullable(Type.String()),
  deviceType: Type.Enum(DEVICE_TYPES),
  roomId: Type.String(),
  roomName: Type.String(),
  installSpot: Nullable(Type.String()),
  status: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
  lastAnswerAt: Nullable(Instant),
});
export type SurveySensor = Type.Static<typeof SurveySensor>;
export const SurveySensorList = Type.Array(SurveySensor);
export type SurveySensorList = Type.Static<typeof SurveySensorList>;

/**
 * `GET /api/survey/{id}/results` with the dashboard's filter (time type or range, rooms,
 * building, floor, gender, shift, days): the answers given in the period, per stage.
 */
export const SurveyResultsQuery = Type.Object({ ...TimeFilterFields, ...RoomFilterFields }, { additionalProperties: false });
export type SurveyResultsQuery = Type.Static<typeof SurveyResultsQuery>;

export const SurveyStageResult = Type.Object({
  stage: Type.Integer(),
  kind: Type.String(),
  /** Answers to the stage in the period. */
  answers: Type.Integer(),
  /** Presses per button id (button and image stages, cleaning, splitted). */
  buttons: Type.Array(Type.Object({ button: Type.String(), count: Type.Integer() })),
  /**
   * Rating stages: the count per scale step (0, 25, 50, 75, 100; a rating between steps is
   * counted at the nearest), and the mean of those counted answers on 0..100 to two decimals,
   * so it is the mean the counts give (null when nobody rated). Shown on 1..5 as
   * `1 + mean / 25`; round only there, once.
   */
  ratingAverage: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  ratingCounts: Type.Array(Type.Object({ rating: Type.Integer(), count: Type.Integer() })),
  /** Open-text stages: the latest texts (at most 50), newest first. */
  texts: Type.Array(Type.Object({ text: Type.String(), answeredAt: Instant, roomId: Type.String() })),
});
export type SurveyStageResult = Type.Static<typeof SurveyStageResult>;

export const SurveyResults = Type.Object({
  surveyId: Type.String(),
  from: Type.String({ description: 'First local date of the period' }),
  to: Type.String({ description: 'Last local date of the period' }),
  /** Submissions (one `SurveyAnswered` each) in the period. */
  submissions: Type.Integer(),
  stages: Type.Array(SurveyStageResult),
  /** Submissions per room, most first. */
  rooms: Type.Array(Type.Object({ roomId: Type.String(), roomName: Type.String(), roomNameEn: Nullable(Type.String()), submissions: Type.Integer() })),
});
export type SurveyResults = Type.Static<typeof SurveyResults>;
