import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { BACKENDS, createTestDatabase, serverTemplatePrefix, TEST_RUN_ENV, TEST_SERVER_URL, type TestDatabase, type TestTemplate } from './test-databases.ts';
import setup from './vitest-global-setup.ts';

/** A template whose `prepare` makes one table with one row, and counts its calls. */
function countingTemplate(): TestTemplate & { prepared: number } {
  const template = {
    name: `counted-${randomBytes(4).toString('hex')}`,
    prepared: 0,
    async prepare(database: Database) {
      template.prepared += 1;
      await sql`create table notes (id int primary key, text text not null)`.execute(database.db);
      await sql`insert into notes values (1, 'from the template')`.execute(database.db);
    },
  };
  return template;
}

const notes = async (t: TestDatabase) =>
  (await sql<{ id: number; text: string }>`select id, text from notes order by id`.execute(t.database.db)).rows;

/** Puts the run's name back as it was (unset stays unset: assigning undefined would store "undefined"). */
function restoreRun(run: string | undefined): void {
  if (run === undefined) delete process.env[TEST_RUN_ENV];
  else process.env[TEST_RUN_ENV] = run;
}

async function serverDatabases(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe.each(BACKENDS)('test databases from a template (%s)', (backend) => {
  const open: TestDatabase[] = [];
  afterEach(async () => {
    while (open.length) await open.pop()!.dispose();
  });
  const create = async (template: TestTemplate) => {
    const t = await createTestDatabase(backend, { template });
    open.push(t);
    return t;
  };

  it('prepares a template once and starts every database from a copy of its own', async () => {
    const template = countingTemplate();
    const [first, second] = await Promise.all([create(template), create(template)]);
    expect(template.prepared).toBe(1);
    expect(await notes(first!)).toEqual([{ id: 1, text: 'from the template' }]);

    await sql`insert into notes values (2, 'only in the first')`.execute(first!.database.db);
    expect(await notes(second!)).toEqual([{ id: 1, text: 'from the template' }]);
    expect((await notes(await create(template))).map((note) => note.id)).toEqual([1]);
    expect(template.prepared).toBe(1);
  });

  it('tries again after a prepare that failed', async () => {
    let attempts = 0;
    const template: TestTemplate = {
      name: `flaky-${randomBytes(4).toString('hex')}`,
      async prepare(database) {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
        await sql`create table notes (id int primary key, text text not null)`.execute(database.db);
      },
    };
    await expect(create(template)).rejects.toThrow('first attempt fails');
    expect(await notes(await create(template))).toEqual([]);
    expect(attempts).toBe(2);
  });
});

describe('test databases from a template on the server', () => {
  it("keeps a template as a database of the run, which the run's global set-up drops at its end", async () => {
    const outer = process.env[TEST_RUN_ENV];
    // A run of its own inside this one: the global set-up names it, as it named the outer run.
    const teardown = setup();
    const run = process.env[TEST_RUN_ENV]!;
    try {
      expect(run).toMatch(/^[a-z0-9]+$/);
      expect(run).not.toBe(outer);
      const template = countingTemplate();
      const t = await createTestDatabase('postgres', { template });
      await t.dispose();
      expect(await serverDatabases(serverTemplatePrefix(run))).toEqual([`${serverTemplatePrefix(run)}${template.name.replace('-', '_')}`]);
    } finally {
      await teardown();
      restoreRun(outer);
    }
    expect(await serverDatabases(serverTemplatePrefix(run))).toEqual([]);
  });

  it('starts empty outside a test run: no template database is made', async () => {
    const run = process.env[TEST_RUN_ENV];
    delete process.env[TEST_RUN_ENV];
    const template = countingTemplate();
    try {
      const t = await createTestDatabase('postgres', { template });
      try {
        expect(template.prepared).toBe(0);
        await expect(notes(t)).rejects.toThrow(/notes/);
      } finally {
        await t.dispose();
      }
    } finally {
      restoreRun(run);
    }
  });
});
