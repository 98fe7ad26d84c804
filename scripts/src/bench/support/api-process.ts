import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../../services/api/src/main.ts', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (only with `captureOutput`). */
  output(): string;
  /** The process's peak resident memory so far in MB (Linux `VmHWM`), kept after it stops; null where /proc is missing. */
  peakRssMb(): number | null;
  stop(): Promise<void>;
}

/** A process's high-water mark of resident memory in MB, from /proc (Linux). */
export function peakRssOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export interface ApiProcessOptions {
  /** Keep the process's stdout and stderr (its request log) for {@link ApiProcess.output}. */
  captureOutput?: boolean;
  /** How long it may take to answer its health check (default 2 min; the demo's first start seeds first). */
  startTimeoutMs?: number;
}

/**
 * The API as production runs it, in a process of its own (`services/api/src/main.ts`), on
 * the given database: benchmarks measure it from outside, so their own load does not run
 * on its event loop.
 */
export async function startApiProcess(
  env: { DATABASE_URL?: string; DATA_DIR?: string } & Record<string, string | undefined>,
  script = MAIN,
  args: string[] = [],
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=1 writes a V8 CPU profile of the process to .bench/profiles (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${fileURLToPath(new URL('../../../../.bench/profiles/', import.meta.url))}`] : [];
  // BENCH_NODE_FLAGS adds Node/V8 flags to the process (e.g. `--liftoff-only`), which NODE_OPTIONS does not allow.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profile, ...nodeFlags, script, ...args], {
    // Benchmarks drive hundreds of sockets and devices from this one address, far past what a
    // client or a device in the field may do: the limits still run, high enough not to trip.
    env: { ...process.env, LOG_LEVEL: 'warn', MAX_SOCKETS_PER_ADDRESS: '5000', INGEST_RATE_LIMIT: '1000000', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'ignore', options.captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      // Not left behind serving (and holding its database) after the benchmark gives up.
      child.kill('SIGKILL');
      throw new Error(`the process on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let lastPeak: number | null = null;
  const peakRssMb = () => (child.exitCode === null ? (lastPeak = peakRssOf(child.pid) ?? lastPeak) : lastPeak);
  return {
    url,
    child,
    output: () => output,
    peakRssMb,
    stop: async () => {
      if (child.exitCode !== null) return;
      peakRssMb();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
