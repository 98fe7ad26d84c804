import { describe, expect, it } from 'vitest';
import { balancerEnv, balancerUrl, planCluster, portsFrom, type ClusterPorts } from './cluster-plan.ts';

const ports: ClusterPorts = { balancer: 8080, api1: 8081, api2: 8082, projector: 8083, stats: 8084, standby: 8085 };
const plan = (host = '127.0.0.1', standbyProjector = false) =>
  planCluster({
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/facility_cluster',
    ports,
    host,
    node: '/node',
    main: '/repo/services/api/src/main.ts',
    haproxy: '/usr/sbin/haproxy',
    haproxyConfig: '/repo/deploy/haproxy/haproxy.cfg',
    logLevel: 'warn',
    appEnv: { SMTP_URL: 'smtp://mail:25' },
    standbyProjector,
  });

describe('portsFrom', () => {
  it('puts the balancer on the base port and the nodes and statistics above it', () => {
    expect(portsFrom(8080)).toEqual(ports);
  });

  it('refuses a base that leaves no room for the five ports', () => {
    expect(() => portsFrom(65_531)).toThrow(/room for six ports/);
    expect(() => portsFrom(0)).toThrow();
  });
});

describe('planCluster', () => {
  it('starts the projector, two API nodes and HAProxy, in that order', () => {
    expect(plan().map((spec) => spec.name)).toEqual(['projector', 'api-1', 'api-2', 'haproxy']);
  });

  it('adds a standby projector after the first when asked', () => {
    const specs = plan('127.0.0.1', true);
    expect(specs.map((spec) => spec.name)).toEqual(['projector', 'projector-2', 'api-1', 'api-2', 'haproxy']);
    expect(specs[1]!.args).toEqual(['/repo/services/api/src/main.ts', '--role', 'projector']);
    expect(specs[1]!.env.PORT).toBe('8085');
  });

  it('runs every app role from the one entry point on the shared database, on the loopback only', () => {
    const [projector, api1, api2] = plan();
    expect(projector!.args).toEqual(['/repo/services/api/src/main.ts', '--role', 'projector']);
    expect(api1!.args).toEqual(['/repo/services/api/src/main.ts', '--role', 'api']);
    for (const spec of [projector!, api1!, api2!]) {
      expect(spec.command).toBe('/node');
      expect(spec.env).toMatchObject({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/facility_cluster', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMTP_URL: 'smtp://mail:25' });
    }
    expect([projector!.env.PORT, api1!.env.PORT, api2!.env.PORT]).toEqual(['8083', '8081', '8082']);
    expect(api2!.healthUrl).toBe('http://127.0.0.1:8082/api/health');
  });

  it('has the API nodes trust the balancer in front of them, and the projector nobody', () => {
    const [projector, api1, api2] = plan();
    expect(api1!.env.TRUST_PROXY).toBe('127.0.0.1');
    expect(api2!.env.TRUST_PROXY).toBe('127.0.0.1');
    expect(projector!.env.TRUST_PROXY).toBeUndefined();
  });

  it('runs HAProxy in the foreground on the shared configuration, pointed at the two nodes', () => {
    const haproxy = plan().at(-1)!;
    expect(haproxy.command).toBe('/usr/sbin/haproxy');
    expect(haproxy.args).toEqual(['-db', '-f', '/repo/deploy/haproxy/haproxy.cfg']);
    expect(haproxy.env).toEqual({ LB_BIND: '127.0.0.1:8080', STATS_BIND: '127.0.0.1:8084', API_1: '127.0.0.1:8081', API_2: '127.0.0.1:8082' });
    expect(haproxy.healthUrl).toBe('http://127.0.0.1:8080/lb/health');
  });

  it('lets the balancer listen on every interface while the nodes stay on the loopback', () => {
    const specs = plan('0.0.0.0');
    expect(specs.at(-1)!.env.LB_BIND).toBe('0.0.0.0:8080');
    expect(specs.at(-1)!.healthUrl).toBe('http://127.0.0.1:8080/lb/health');
    expect(specs[1]!.env.HOST).toBe('127.0.0.1');
  });
});

describe('balancerEnv and balancerUrl', () => {
  it('writes IPv6 addresses in brackets', () => {
    expect(balancerEnv(ports, '::1').LB_BIND).toBe('[::1]:8080');
    expect(balancerUrl(ports, '::')).toBe('http://[::1]:8080');
  });
});
