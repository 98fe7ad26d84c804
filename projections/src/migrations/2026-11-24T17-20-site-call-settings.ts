import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// A site's call rules (`SiteCallSettingsSet`); null until first set, read as DEFAULT_CALL_SETTINGS.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sites add column call_settings jsonb`.execute(db);
}
