import { sql, type Kysely, type RawBuilder } from 'kysely';

// Never edit a landed migration: add a new one.
// A manager's maintenance call was opened with the problem `call_cleaner` until 2026-11-30
// and showed "Cleaner requested"; the folds now read it as `call_maintenance`
// (calls/opened-call-problems.ts). The rows stored before are mended here, so they are what
// a rebuild would write, without one: the calls themselves, and the notification reactor's
// open calls (whose first problem picks the site service a mail names).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const mended = (problems: RawBuilder<unknown>) =>
    sql`(select jsonb_agg(case when p = '"call_cleaner"'::jsonb then '"call_maintenance"'::jsonb else p end order by i)
         from jsonb_array_elements(${problems}) with ordinality as e(p, i))`;
  await sql`update calls set problems = ${mended(sql`problems`)}
    where source = 'manual' and category = 'maintenance' and problems ? 'call_cleaner'`.execute(db);
  await sql`update notification_reactor_calls n set state = jsonb_set(n.state, '{problems}', ${mended(sql`n.state->'problems'`)})
    from calls c
    where c.call_id = n.call_id and c.source = 'manual' and c.category = 'maintenance' and n.state->'problems' ? 'call_cleaner'`.execute(db);
}
