import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and embedded PGlite in ./data', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: './data',
      logLevel: 'info',
      trustProxy: false,
      webDir: expect.stringMatching(/web\/dist\/?$/),
    });
  });

  it('reads a PostgreSQL URL, a port and a data folder', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', DATA_DIR: '/var/lib/app' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h:5432/db', dataDir: '/var/lib/app' });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
