import { DataDirInUseError } from '@facility/event-store';
import { describe, expect, it } from 'vitest';
import { describeStartupFailure, EXIT_CONFIG, redactUrl } from './server-start.ts';

const withCode = (message: string, code: string, extra: object = {}) => Object.assign(new Error(message), { code, ...extra });
const server = { port: 3000, databaseUrl: 'postgres://app:s3cret@db.internal:5432/facility' };

describe('what a failed start tells the operator', () => {
  it('names the port in use and the one not allowed, as configuration to change', () => {
    expect(describeStartupFailure(withCode('listen EADDRINUSE', 'EADDRINUSE'), server)).toEqual({
      message: 'Port 3000 is already in use: stop what listens there, or set PORT to another port.',
      exitCode: EXIT_CONFIG,
    });
    expect(describeStartupFailure(withCode('listen EACCES', 'EACCES', { syscall: 'listen' }), { port: 80, databaseUrl: null })).toMatchObject({
      message: 'Not allowed to listen on port 80: use a port above 1023 (PORT).',
      exitCode: EXIT_CONFIG,
    });
  });

  it('passes the embedded folder in use through as configuration', () => {
    const error = new DataDirInUseError('./data', { pid: 4242, host: 'elsewhere' });
    expect(describeStartupFailure(error, { port: 3000, databaseUrl: null })).toEqual({ message: error.message, exitCode: EXIT_CONFIG });
    expect(error.message).toMatch(/^The embedded database in \.\/data is in use by process 4242 on elsewhere: /);
  });

  it('tells a missing database and a refused login apart from an unreachable server, without the password', () => {
    const missing = describeStartupFailure(new Error('Event store migration failed', { cause: withCode('database "facility" does not exist', '3D000') }), server);
    expect(missing).toEqual({
      message: 'The database "facility" does not exist on the server of DATABASE_URL (postgres://app:***@db.internal:5432/facility): create it (createdb facility) or fix the URL.',
      exitCode: EXIT_CONFIG,
    });
    expect(describeStartupFailure(withCode('password authentication failed', '28P01'), server)?.message).toMatch(/^PostgreSQL refused the login .*app:\*\*\*@/);
    // A server still starting or not up yet may come: restarted, not a configuration error.
    const unreachable = describeStartupFailure(new Error('Event store migration failed', { cause: withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED') }), server);
    expect(unreachable).toEqual({
      message: 'Cannot reach the database of DATABASE_URL (postgres://app:***@db.internal:5432/facility): connect ECONNREFUSED 10.0.0.5:5432. Is PostgreSQL running there, and is the URL right?',
      exitCode: 1,
    });
    for (const message of [missing!.message, unreachable!.message]) expect(message).not.toContain('s3cret');
  });

  it('leaves anything else to be shown as the bug it is', () => {
    expect(describeStartupFailure(new TypeError("Cannot read properties of undefined (reading 'x')"), server)).toBeNull();
    expect(describeStartupFailure(withCode('syntax error', '42601'), server)).toBeNull();
    // Database errors only mean the database when there is one configured.
    expect(describeStartupFailure(withCode('connect ECONNREFUSED', 'ECONNREFUSED'), { port: 3000, databaseUrl: null })).toBeNull();
  });

  it('redacts only the password of a URL', () => {
    expect(redactUrl('postgres://u:p@h:1/d?sslmode=require')).toBe('postgres://u:***@h:1/d?sslmode=require');
    expect(redactUrl('postgres://u@h/d')).toBe('postgres://u@h/d');
    expect(redactUrl('not a url')).toBe('(not a valid URL)');
  });
});
