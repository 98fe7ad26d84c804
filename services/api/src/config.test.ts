import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and embedded PGlite in ./data', () => {
    expect(loadConfig({})).toEqual({
      role: 'all',
      eventStoreUrl: null,
      port: 3000,
      host: 'localhost',
      databaseUrl: null,
      dataDir: './data',
      logLevel: 'info',
      trustProxy: false,
      maxSocketsPerAddress: 200,
      ingestRateLimit: 3000,
      answerCacheMegabytes: 64,
      webDir: expect.stringMatching(/web\/dist\/?$/),
      clockOffsetFile: null,
      smtpUrl: null,
      smtpFrom: null,
      publicUrl: null,
      notifyPollMs: 2000,
      webhookAllowPrivate: false,
    });
  });

  it('lets webhooks reach private addresses only when WEBHOOK_ALLOW_PRIVATE says so', () => {
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'false' }).webhookAllowPrivate).toBe(false);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'sometimes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE must be true or false/);
  });

  it('reads the notification mail server, sender and poll interval', () => {
    const config = loadConfig({ SMTP_URL: ' smtp://u:p@mail.example.com:587 ', SMTP_FROM: 'alerts@example.com', NOTIFY_POLL_MS: '500' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://u:p@mail.example.com:587', smtpFrom: 'alerts@example.com', notifyPollMs: 500 });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_FROM: 'not an address' })).toThrow(/SMTP_FROM/);
    expect(() => loadConfig({ NOTIFY_POLL_MS: '0' })).toThrow(/NOTIFY_POLL_MS/);
  });

  it('reads the public address mails link to, without its trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: ' https://facility.example.com/ ' }).publicUrl).toBe('https://facility.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000/cleaning//' }).publicUrl).toBe('http://10.0.0.5:3000/cleaning');
    expect(() => loadConfig({ PUBLIC_URL: 'facility.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://facility.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://facility.example.com/?x=1' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://user:pass@facility.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the answer cache size; 0 turns it off', () => {
    expect(loadConfig({ ANSWER_CACHE_MB: '0' }).answerCacheMegabytes).toBe(0);
    expect(loadConfig({ ANSWER_CACHE_MB: ' 256 ' }).answerCacheMegabytes).toBe(256);
    expect(() => loadConfig({ ANSWER_CACHE_MB: '-1' })).toThrow(/ANSWER_CACHE_MB/);
    expect(() => loadConfig({ ANSWER_CACHE_MB: 'lots' })).toThrow(/ANSWER_CACHE_MB/);
  });

  it('reads the process role; the split roles need a PostgreSQL server', () => {
    expect(loadConfig({ ROLE: 'api', DATABASE_URL: 'postgres://u@h/db' }).role).toBe('api');
    expect(loadConfig({ ROLE: ' projector ', DATABASE_URL: 'postgres://u@h/db' }).role).toBe('projector');
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE=api needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/ROLE must be one of all, api, projector/);
  });

  it('reads a KurrentDB URL for the event log, which needs PostgreSQL for the read models; empty is unset', () => {
    const pg = 'postgres://u@h/db';
    expect(loadConfig({ DATABASE_URL: pg, EVENTSTORE_URL: 'esdb://kdb:2113?tls=false' }).eventStoreUrl).toBe('esdb://kdb:2113?tls=false');
    expect(loadConfig({ DATABASE_URL: pg, EVENTSTORE_URL: '' }).eventStoreUrl).toBeNull();
    expect(() => loadConfig({ DATABASE_URL: pg, EVENTSTORE_URL: 'http://kdb:2113' })).toThrow(/EVENTSTORE_URL must start with esdb/);
    expect(() => loadConfig({ EVENTSTORE_URL: 'esdb://kdb:2113' })).toThrow(/EVENTSTORE_URL needs DATABASE_URL/);
  });

  it('reads the end-to-end clock offset file', () => {
    expect(loadConfig({ CLOCK_OFFSET_FILE: ' /tmp/clock ' }).clockOffsetFile).toBe('/tmp/clock');
  });

  it('reads a PostgreSQL URL, a port and a data folder', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', DATA_DIR: '/var/lib/app' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h:5432/db', dataDir: '/var/lib/app' });
  });

  // The leftmost X-Forwarded-For entry is the client's to write: only named hops are believed.
  it.each([
    ['true', 1],
    ['2', 2],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
  ])('reads TRUST_PROXY=%s as %o', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ MAX_SOCKETS_PER_ADDRESS: '0' }, /MAX_SOCKETS_PER_ADDRESS/],
    [{ INGEST_RATE_LIMIT: 'many' }, /INGEST_RATE_LIMIT/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
