import { cpus } from 'node:os';
import type postgres from 'postgres';

export interface MachineInfo {
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  /** The server settings that decide the figures of the benchmark at hand. */
  settings: Record<string, string>;
}

/** This machine and the PostgreSQL server behind `admin`, with the settings named. */
export async function machineInfo(admin: postgres.Sql, settingNames: readonly string[]): Promise<MachineInfo> {
  const [{ version } = { version: '?' }] = await admin<{ version: string }[]>`select version()`;
  const settings = await admin<{ name: string; setting: string }[]>`select name, current_setting(name) as setting
    from pg_settings where name in ${admin([...settingNames])}`;
  const cores = cpus();
  return {
    cpu: cores[0]?.model ?? 'unknown',
    cores: cores.length,
    node: process.version,
    postgres: version,
    settings: Object.fromEntries(settings.map((row) => [row.name, row.setting])),
  };
}
