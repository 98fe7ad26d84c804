import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../postgres/postgres-event-store.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { connectDatabase } from './connect.ts';
import { DATA_DIR_LOCK_FILE, DataDirInUseError } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { initialiseDataDir } from './pglite-initdb.ts';

describe('embedded PGlite in a folder', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps acknowledged events across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-pglite-'));
    dirs.push(dataDir);
    const events = [newEvent('VisitorsCounted', { count: 3 }), newEvent('VisitorsCounted', { count: 4 })];

    const first = await connectDatabase({ dataDir });
    const store = await PostgresEventStore.open(first);
    await store.append('device-1', events);
    await store.close();
    await first.close();

    const second = await connectDatabase({ dataDir });
    const reopened = await PostgresEventStore.open(second);
    const stored = await reopened.readStream('device-1');
    expect(stored.map((event) => [event.id, event.data.count, event.streamVersion])).toEqual([
      [events[0]!.id, 3, 1],
      [events[1]!.id, 4, 2],
    ]);
    await reopened.close();
    await second.close();
  });

  it("creates a new folder's cluster in a child process, once, and says why when it cannot", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-pglite-'));
    dirs.push(dataDir);
    await initialiseDataDir(dataDir);
    const version = join(dataDir, 'PG_VERSION');
    expect(existsSync(version)).toBe(true);
    const created = statSync(version).mtimeMs;
    await initialiseDataDir(dataDir);
    expect(statSync(version).mtimeMs).toBe(created);

    const database = await connectDatabase({ dataDir });
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    await database.close();

    const file = join(dataDir, 'not-a-folder');
    writeFileSync(file, '');
    await expect(initialiseDataDir(join(file, 'data'))).rejects.toThrow(/Could not initialise the embedded database in .*not-a-folder/);
  });

  it('lets one process at a time open the folder, and takes over a lock its dead holder left', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-pglite-'));
    dirs.push(dataDir);
    const lockFile = join(dataDir, DATA_DIR_LOCK_FILE);
    const first = await connectDatabase({ dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);

    // Another process (a second `npm start`, `npm run replay` beside the server) is refused
    // before it touches a file, and told who holds the folder.
    const connectModule = fileURLToPath(new URL('./connect.ts', import.meta.url));
    const other = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import { connectDatabase } from ${JSON.stringify(connectModule)}; await connectDatabase({ dataDir: ${JSON.stringify(dataDir)} });`],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${process.pid}`);
    // So is a second open in the same process.
    await expect(connectDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);

    await first.close();
    expect(existsSync(lockFile)).toBe(false);

    // A holder that died without closing (kill -9, a power cut) leaves its lock behind: its
    // process no longer runs, so the next start takes the folder over.
    const deadPid = Number(execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).trim());
    writeFileSync(lockFile, `${deadPid}\n${hostname()}\n`);
    const next = await connectDatabase({ dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
    await next.close();
  });

  it('lets one owner at a time hold a named lock', async () => {
    const database = await connectDatabase({ dataDir: 'memory://' });
    const lock = await database.tryLock('projection:x');
    expect(lock).not.toBeNull();
    expect(await database.tryLock('projection:x')).toBeNull();
    await lock!.release();
    expect(await database.tryLock('projection:x')).not.toBeNull();
    await database.close();
  });

  it('tells whether a named lock is held, without taking it', async () => {
    const database = await connectDatabase({ dataDir: 'memory://' });
    expect(await database.isLocked('clock-hold')).toBe(false);
    const lock = await database.tryLock('clock-hold');
    expect(await database.isLocked('clock-hold')).toBe(true);
    await lock!.release();
    expect(await database.isLocked('clock-hold')).toBe(false);
    await database.close();
  });

  it("hands a NOTIFY to its channel's listeners, until they stop listening", async () => {
    const database = await connectDatabase({ dataDir: 'memory://' });
    const received: string[] = [];
    const stop = await database.listen('news', (payload) => received.push(`news:${payload}`));
    await database.listen('other', (payload) => received.push(`other:${payload}`));

    await database.notify('news', 'hello');
    await waitUntil(() => received.length === 1, 'the notification');
    expect(received).toEqual(['news:hello']);

    await stop();
    await database.notify('news', 'unheard');
    await database.notify('other', 'last');
    await waitUntil(() => received.includes('other:last'), 'the other channel');
    expect(received).toEqual(['news:hello', 'other:last']);
    await database.close();
  });

  it('delivers many notifications asked for at once, in order', async () => {
    const database = await connectDatabase({ dataDir: 'memory://' });
    const received: string[] = [];
    await database.listen('news', (payload) => received.push(payload));
    const sent = Array.from({ length: 250 }, (_, index) => `item-${index}`);
    await Promise.all(sent.map((payload) => database.notify('news', payload)));
    await waitUntil(() => received.length === sent.length, 'every notification');
    expect(received).toEqual(sent);
    await database.close();
  });

  it('gives every throw-away database its own empty cluster, though all start from one copy', async () => {
    const first = await connectDatabase({ dataDir: 'memory://' });
    const second = await connectDatabase({ dataDir: 'memory://' });
    await sql`create table notes (body text)`.execute(first.db);
    await sql`insert into notes values ('first only')`.execute(first.db);
    const tables = (database: typeof first) =>
      sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(database.db);
    expect((await tables(second)).rows).toEqual([]);
    await first.close();
    const third = await connectDatabase({ dataDir: 'memory://' });
    expect((await tables(third)).rows).toEqual([]);
    await second.close();
    await third.close();
  });

  it("opens a throw-away database with a small buffer pool, and a folder with PostgreSQL's default", async () => {
    const sharedBuffers = async (database: Database) => (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db)).rows[0]!.shared_buffers;
    const throwAway = await connectDatabase({ dataDir: 'memory://' });
    expect(await sharedBuffers(throwAway)).toBe('16MB');
    await throwAway.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-pglite-'));
    dirs.push(dataDir);
    const folder = await connectDatabase({ dataDir });
    expect(await sharedBuffers(folder)).toBe('128MB');
    await folder.close();
  });

  it("views the connection with a package's tables", async () => {
    interface NoteTables {
      notes: { id: number; body: string };
    }
    const database = await connectDatabase({ dataDir: 'memory://' });
    await sql`create table notes (id int primary key, body text not null)`.execute(database.db);
    const notes = database.withTables<NoteTables>();
    await notes.db.insertInto('notes').values({ id: 1, body: 'mop the floor' }).execute();
    expect(await notes.db.selectFrom('notes').select(['id', 'body']).execute()).toEqual([{ id: 1, body: 'mop the floor' }]);
    // One connection underneath: closing the view closes it.
    await notes.close();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });
});
