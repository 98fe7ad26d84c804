import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * The local ports of a process's connections to PostgreSQL (`ss`, iproute2): how a fault
 * test finds, among the server's backends, the ones serving one node of the cluster.
 */
export function postgresPortsOf(pid: number, serverPort = 5432): number[] {
  const lines = execFileSync('ss', ['-tnpH', 'state', 'established', `( dport = :${serverPort} )`], { encoding: 'utf8' }).split('\n');
  return lines
    .filter((line) => line.includes(`pid=${pid},`))
    // Recv-Q, Send-Q, local address:port, peer address:port, process.
    .map((line) => Number(line.trim().split(/\s+/)[2]?.split(':').at(-1)))
    .filter((port) => Number.isInteger(port) && port > 0);
}

/** Terminates the backends serving `pid` (matched by client port); answers how many. */
export async function terminateConnectionsOf(databaseUrl: string, pid: number): Promise<number> {
  const ports = postgresPortsOf(pid, Number(new URL(databaseUrl).port || 5432));
  if (ports.length === 0) return 0;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and client_port = any($1::int[])`,
      [ports],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
