import { cpus } from 'node:os';
import { CompiledQuery, type Kysely } from 'kysely';
import type postgres from 'postgres';

export interface MachineInfo {
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  /** The server settings that decide the figures of the benchmark at hand. */
  settings: Record<string, string>;
}

/** Runs one SQL statement with `$n` parameters and answers its rows: the same questions go to a server or to PGlite. */
export type RunSql = <Row>(text: string, parameters?: readonly unknown[]) => Promise<Row[]>;

export const postgresRunner =
  (client: postgres.Sql): RunSql =>
  async <Row>(text: string, parameters: readonly unknown[] = []) =>
    (await client.unsafe(text, parameters as postgres.ParameterOrJSON<never>[])) as unknown as Row[];

export const kyselyRunner =
  (db: Kysely<unknown>): RunSql =>
  async <Row>(text: string, parameters: readonly unknown[] = []) =>
    (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;

/** This machine and the PostgreSQL server (or PGlite) `run` reaches, with the settings named. */
export async function machineInfo(run: RunSql, settingNames: readonly string[]): Promise<MachineInfo> {
  const [{ version } = { version: '?' }] = await run<{ version: string }>('select version()');
  const settings = await run<{ name: string; setting: string }>('select name, current_setting(name) as setting from pg_settings where name = any($1)', [
    [...settingNames],
  ]);
  const cores = cpus();
  return {
    cpu: cores[0]?.model ?? 'unknown',
    cores: cores.length,
    node: process.version,
    postgres: version,
    settings: Object.fromEntries(settings.map((row) => [row.name, row.setting])),
  };
}
