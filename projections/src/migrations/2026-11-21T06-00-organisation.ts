import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The organisation read model (projection `organisation`). No foreign keys: events of
// different streams may arrive in any order, and deleted entities keep their rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('franchises')
    .addColumn('franchise_id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('company_id', 'text', (col) => col.primaryKey())
    .addColumn('franchise_id', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('company_type', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('end_clients', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('logo', 'text')
    .addColumn('deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('companies_franchise_idx').on('companies').column('franchise_id').execute();

  await db.schema
    .createTable('sites')
    .addColumn('site_id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('building_area', 'double precision')
    .addColumn('official_start_date', 'text', (col) => col.notNull())
    .addColumn('timezone', 'text', (col) => col.notNull())
    .addColumn('location', 'jsonb', (col) => col.notNull())
    .addColumn('shifts', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('holidays', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('off_days', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('time_saving', 'jsonb')
    .addColumn('is_time_save', 'boolean', (col) => col.notNull())
    .addColumn('exposures', 'boolean', (col) => col.notNull())
    .addColumn('alerts', 'boolean', (col) => col.notNull())
    .addColumn('embedded_link', 'text')
    .addColumn('cleaners_number', 'integer')
    .addColumn('counter_threshold', 'integer', (col) => col.notNull())
    .addColumn('cleaning_service_provider_id', 'integer', (col) => col.notNull())
    .addColumn('management_service_provider_id', 'integer', (col) => col.notNull())
    .addColumn('deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sites_company_idx').on('sites').column('company_id').execute();

  await db.schema
    .createTable('rooms')
    .addColumn('room_id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('room_name_en', 'text', (col) => col.notNull())
    .addColumn('room_type', 'text', (col) => col.notNull())
    .addColumn('floor', 'integer')
    .addColumn('building', 'text')
    .addColumn('zone', 'text')
    .addColumn('gender', 'text')
    .addColumn('is_calculated', 'boolean', (col) => col.notNull())
    .addColumn('pinned', 'boolean', (col) => col.notNull())
    .addColumn('ref_id', 'text', (col) => col.notNull())
    .addColumn('cells_num', 'integer', (col) => col.notNull())
    .addColumn('sinks_num', 'integer', (col) => col.notNull())
    .addColumn('urinals_num', 'integer', (col) => col.notNull())
    .addColumn('toilet_paper_size', 'text')
    .addColumn('visitor_threshold', 'integer')
    .addColumn('removed', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('rooms_site_idx').on('rooms').column('site_id').execute();

  await db.schema
    .createTable('devices')
    .addColumn('device_id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('room_id', 'text', (col) => col.notNull())
    .addColumn('device_type', 'text', (col) => col.notNull())
    .addColumn('device_code', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'removed')`))
    .addColumn('install_spot', 'text')
    .addColumn('mac_id', 'text')
    .addColumn('qr_tag', 'text')
    .addColumn('note', 'jsonb')
    .addColumn('battery_maintenance_date', 'text')
    .addColumn('panel_maintenance_date', 'text')
    .addColumn('technician_maintenance_date', 'text')
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('devices_site_idx').on('devices').column('site_id').execute();
  await db.schema.createIndex('devices_room_idx').on('devices').column('room_id').execute();
  // Unique among live tokens; removed devices hold null, which a unique index allows many times.
  await db.schema.createIndex('devices_token_hash_key').on('devices').column('token_hash').unique().execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('gender', 'text')
    .addColumn('language', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('roles', 'jsonb', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('scopes', 'jsonb', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('password_changed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // Emails are stored lower-cased by the projection, so a plain unique index is case-insensitive.
  await db.schema.createIndex('users_email_key').on('users').column('email').unique().execute();
  await db.schema
    .createIndex('users_username_key')
    .on('users')
    .expression(sql`lower(username)`)
    .unique()
    .execute();
}
