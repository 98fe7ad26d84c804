import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The survey read model (projection `surveys`): definitions, which survey each device shows,
// and the answers, one row per submission and one per answered item, read per survey over a
// range of event times. Names are unique per site by the command handler's check, not by an
// index: a projection must apply every stored event.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table surveys (
       survey_id text primary key,
       site_id text not null,
       name text not null,
       kind text not null,
       languages jsonb not null,
       stages jsonb not null,
       restart_seconds int not null,
       deleted boolean not null default false,
       created_at timestamptz not null,
       updated_at timestamptz not null,
       updated_by text)`,
    `create index surveys_site_idx on surveys (site_id)`,
    `create table survey_devices (
       device_id text primary key,
       survey_id text not null,
       site_id text not null,
       assigned_at timestamptz not null)`,
    `create index survey_devices_survey_idx on survey_devices (survey_id)`,
    `create table survey_submissions (
       event_id text primary key,
       survey_id text not null,
       site_id text not null,
       room_id text not null,
       device_id text not null,
       answered_at timestamptz not null,
       items int not null)`,
    `create index survey_submissions_survey_idx on survey_submissions (survey_id, answered_at)`,
    `create index survey_submissions_device_idx on survey_submissions (device_id, answered_at)`,
    `create table survey_answers (
       event_id text not null,
       item int not null,
       survey_id text not null,
       site_id text not null,
       room_id text not null,
       device_id text not null,
       answered_at timestamptz not null,
       stage int not null,
       button text,
       rating int,
       text text,
       primary key (event_id, item))`,
    `create index survey_answers_survey_idx on survey_answers (survey_id, answered_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
