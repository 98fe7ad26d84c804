import type { SurveyKind, SurveyStage, UserLanguage } from '@facility/contracts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;
type Jsonb<T> = ColumnType<T, string, string>;

/** Survey definitions (projection `surveys`): deleted ones keep their row, flagged, so their answers still name them. */
export interface SurveysTable {
  survey_id: string;
  site_id: string;
  name: string;
  kind: SurveyKind;
  languages: Jsonb<UserLanguage[]>;
  stages: Jsonb<SurveyStage[]>;
  restart_seconds: number;
  deleted: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The user id of the event metadata's actor of the latest change; null when a system or device made it. */
  updated_by: string | null;
}

/** Which survey each device shows: one row per device, the latest assignment wins. */
export interface SurveyDevicesTable {
  device_id: string;
  survey_id: string;
  site_id: string;
  assigned_at: Timestamp;
}

/** One row per `SurveyAnswered` event (a visitor's submission), whatever the survey (known or not yet). */
export interface SurveySubmissionsTable {
  event_id: string;
  survey_id: string;
  site_id: string;
  room_id: string;
  device_id: string;
  answered_at: Timestamp;
  /** How many items the submission carried. */
  items: number;
}

/** One row per answered item of a submission (`SurveyAnswered.answers[item]`). */
export interface SurveyAnswersTable {
  event_id: string;
  item: number;
  survey_id: string;
  site_id: string;
  room_id: string;
  device_id: string;
  answered_at: Timestamp;
  /** The stage's index in the survey as the device showed it. */
  stage: number;
  button: string | null;
  rating: number | null;
  text: string | null;
}
