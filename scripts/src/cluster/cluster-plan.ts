/**
 * What `npm run cluster` starts, as data: the processes of the scale-out topology on local
 * ports (docker-compose.yml's services without docker), each with its command, environment
 * and health URL. Pure, so the topology is tested without starting anything.
 */

/** The processes, in start order: the projector (and a standby, if asked), the two API nodes, the balancer. */
export const NODE_NAMES = ['projector', 'projector-2', 'api-1', 'api-2', 'haproxy'] as const;
export type NodeName = (typeof NODE_NAMES)[number];
export type AppNodeName = Exclude<NodeName, 'haproxy'>;

export interface ClusterPorts {
  /** The load balancer: what browsers and devices use. */
  balancer: number;
  /** HAProxy's statistics page. */
  stats: number;
  projector: number;
  /** The standby projector's health (used only when one is asked for). */
  standby: number;
  api1: number;
  api2: number;
}

/** Ports from a base: the balancer on `base`, then the API nodes, the projector, the statistics page and the standby. */
export function portsFrom(base: number): ClusterPorts {
  if (!Number.isInteger(base) || base < 1 || base + 5 > 65_535) throw new Error(`the base port must leave room for six ports below 65536, got ${base}`);
  return { balancer: base, api1: base + 1, api2: base + 2, projector: base + 3, stats: base + 4, standby: base + 5 };
}

export interface ProcessSpec {
  name: NodeName;
  command: string;
  args: string[];
  /** Added to the orchestrator's own environment. */
  env: Record<string, string>;
  /** Where the process answers its health (HAProxy's own: 200 while an API node is up). */
  healthUrl: string;
}

export interface ClusterPlanInput {
  databaseUrl: string;
  ports: ClusterPorts;
  /** The balancer's listening address (127.0.0.1 unless asked to be reachable from elsewhere). */
  host: string;
  /** The Node 24 binary the app nodes run on. */
  node: string;
  /** services/api/src/main.ts: every role is this entry point with `--role`. */
  main: string;
  haproxy: string;
  haproxyConfig: string;
  logLevel: string;
  /** More environment for the app nodes (SMTP_URL, EVENTSTORE_URL...). */
  appEnv?: Record<string, string>;
  /** A second projector, standing by to take each projection over (compose: --scale projector=2). */
  standbyProjector?: boolean;
}

/** The API nodes and the projector only ever listen on the loopback: HAProxy is the way in. */
const NODE_HOST = '127.0.0.1';

const url = (host: string, port: number, path = '') => `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;

/** The environment deploy/haproxy/haproxy.cfg reads (its "${...}"), for local ports. */
export function balancerEnv(ports: ClusterPorts, host: string): Record<string, string> {
  const bind = (port: number, on: string) => (on.includes(':') ? `[${on}]:${port}` : `${on}:${port}`);
  return {
    LB_BIND: bind(ports.balancer, host),
    STATS_BIND: bind(ports.stats, NODE_HOST),
    API_1: `${NODE_HOST}:${ports.api1}`,
    API_2: `${NODE_HOST}:${ports.api2}`,
  };
}

/** The processes to start, in order. */
export function planCluster(input: ClusterPlanInput): ProcessSpec[] {
  const { ports } = input;
  const app = (name: AppNodeName, role: 'api' | 'projector', port: number): ProcessSpec => ({
    name,
    command: input.node,
    args: [input.main, '--role', role],
    env: {
      ...input.appEnv,
      DATABASE_URL: input.databaseUrl,
      PORT: String(port),
      HOST: NODE_HOST,
      LOG_LEVEL: input.logLevel,
      // The one proxy in front is HAProxy on this machine: client addresses come from its
      // X-Forwarded-For (rate limits and the socket cap count clients, not the balancer).
      ...(role === 'api' ? { TRUST_PROXY: NODE_HOST } : {}),
    },
    healthUrl: url(NODE_HOST, port, '/api/health'),
  });
  return [
    app('projector', 'projector', ports.projector),
    ...(input.standbyProjector ? [app('projector-2', 'projector', ports.standby)] : []),
    app('api-1', 'api', ports.api1),
    app('api-2', 'api', ports.api2),
    {
      name: 'haproxy',
      command: input.haproxy,
      // -db: in the foreground, logging to stdout; stops on SIGTERM.
      args: ['-db', '-f', input.haproxyConfig],
      env: balancerEnv(ports, input.host),
      healthUrl: url(balancerHost(input.host), ports.balancer, '/lb/health'),
    },
  ];
}

/** Where to reach a balancer listening on `host` from this machine. */
export function balancerHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

/** The balancer's base URL for people and clients. */
export const balancerUrl = (ports: ClusterPorts, host: string) => url(balancerHost(host), ports.balancer);
/** HAProxy's statistics page. */
export const statsUrl = (ports: ClusterPorts) => url(NODE_HOST, ports.stats, '/');
/** An app node's own base URL (bypassing the balancer). */
export const nodeUrl = (port: number) => url(NODE_HOST, port);
