import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUSTER_DATABASE_URL, parseClusterOptions } from './cluster-options.ts';

describe('parseClusterOptions', () => {
  it('defaults to the demo on the cluster\'s own database, the balancer on 127.0.0.1:8080, nodes started again', () => {
    expect(parseClusterOptions([], {})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: DEFAULT_CLUSTER_DATABASE_URL,
      databaseGiven: false,
      demo: true,
      simulateRate: 3,
      fresh: false,
      restart: true,
      standbyProjector: false,
      logLevel: 'warn',
      appEnv: {},
      help: false,
    });
  });

  it('reads the flags', () => {
    const options = parseClusterOptions(['--port', '0', '--host', '0.0.0.0', '--no-demo', '--fresh', '--no-restart', '--standby-projector'], {});
    expect(options).toMatchObject({ port: 0, host: '0.0.0.0', demo: false, simulateRate: 0, fresh: true, restart: false, standbyProjector: true });
    expect(parseClusterOptions(['--rate', '20'], {}).simulateRate).toBe(20);
    expect(parseClusterOptions(['--no-simulate', '--rate', '20'], {}).simulateRate).toBe(0);
  });

  it('takes DATABASE_URL and LOG_LEVEL, and passes the nodes\' own settings through', () => {
    const options = parseClusterOptions([], { DATABASE_URL: 'postgres://u@db:5432/mine', LOG_LEVEL: 'info', SMTP_URL: 'smtp://mail:25', EVENTSTORE_URL: ' ', PATH: '/bin' });
    expect(options).toMatchObject({ databaseUrl: 'postgres://u@db:5432/mine', databaseGiven: true, logLevel: 'info', appEnv: { SMTP_URL: 'smtp://mail:25' } });
  });

  it('never drops a database someone named', () => {
    expect(() => parseClusterOptions(['--fresh'], { DATABASE_URL: 'postgres://u@db:5432/mine' })).toThrow(/--fresh drops only/);
  });

  it.each([
    [['--port', 'abc'], /--port/],
    [['--port', '65535'], /--port/],
    [['--host', ''], /--host/],
    [['--seed'], /Unknown option/],
    [['--rate', '0'], /--rate/],
    [['--rate', 'fast'], /--rate/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseClusterOptions(argv, {})).toThrow(message);
  });

  it('refuses a DATABASE_URL without a database or a bad LOG_LEVEL', () => {
    expect(() => parseClusterOptions([], { DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => parseClusterOptions([], { DATABASE_URL: 'postgres://u@db:5432' })).toThrow(/DATABASE_URL/);
    expect(() => parseClusterOptions([], { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
