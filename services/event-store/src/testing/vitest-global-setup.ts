import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serverTemplatePrefix, TEST_RUN_ENV, TEST_SERVER_URL } from './test-databases.ts';

/**
 * vitest's global set-up for the integration suites: names this run (the workers inherit
 * the variable), so that their template databases on the test server are the run's own,
 * and drops them when the run ends. Without it, test databases start empty.
 */
export default function setup(): () => Promise<void> {
  const run = randomBytes(6).toString('hex');
  process.env[TEST_RUN_ENV] = run;
  return async () => {
    const client = new pg.Client({ connectionString: TEST_SERVER_URL });
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [serverTemplatePrefix(run)]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } catch (error) {
      // The run's results stand; a template left behind is only disk space.
      console.warn(`Could not drop this run's template databases: ${String(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
  };
}
