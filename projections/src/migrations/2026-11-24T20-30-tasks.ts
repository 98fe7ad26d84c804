import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The task read model (projection `tasks`): task definitions, and the occurrences that came
// due or were confirmed done, read per site and local day (calendar, board), per room and
// day (the QR page) and per task.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table tasks (
       task_id text primary key,
       site_id text not null,
       title text not null,
       call_to_action text not null default '',
       category text not null,
       task_category text not null default '',
       task_type text not null,
       room_ids jsonb not null default '[]'::jsonb,
       schedule jsonb not null,
       allowed_minutes int not null,
       state text not null,
       deleted boolean not null default false,
       planned_since timestamptz not null,
       created_at timestamptz not null,
       updated_at timestamptz not null)`,
    `create index tasks_site_idx on tasks (site_id)`,
    `create table task_occurrences (
       occurrence_id text primary key,
       task_id text not null,
       site_id text not null,
       room_id text not null,
       local_date text,
       due_at timestamptz,
       deadline_at timestamptz,
       title text,
       category text,
       task_type text,
       completed_at timestamptz,
       completed_by text,
       completed_via text)`,
    `create index task_occurrences_site_day_idx on task_occurrences (site_id, local_date)`,
    `create index task_occurrences_room_day_idx on task_occurrences (room_id, local_date)`,
    `create index task_occurrences_task_idx on task_occurrences (task_id, due_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
