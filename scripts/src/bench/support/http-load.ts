import { Agent, request } from 'node:http';
import { percentile } from '../bench-report.ts';

export interface LoadOptions {
  /** `http://host:port` of the API. */
  url: string;
  /** Sent as the `cookie` header (the session), as the browser sends it. */
  cookie: string;
  /** Clients sending one request after another, each waiting for its answer. */
  clients: number;
  /** Measured for this long after `warmupSeconds` of the same load that is not measured. */
  seconds: number;
  warmupSeconds: number;
  /** The path and query of the n-th request (counted over every client). */
  pathOf(n: number): string;
}

export interface LoadResult {
  requests: number;
  /** Answers other than a non-empty 200, and requests that failed outright. */
  errors: number;
  firstError: string | null;
  seconds: number;
  requestsPerSecond: number;
  /** Latencies of the successful requests, milliseconds. */
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  /** Mean body size of the successful answers, bytes. */
  meanBytes: number;
}

interface Answer {
  status: number;
  bytes: number;
}

/**
 * `clients` closed-loop clients on keep-alive connections (one each, like browsers on
 * their own machines), each sending GETs one after the other. `node:http` rather than
 * `fetch`: the load runs on the same two cores as the API and PostgreSQL, and the plain
 * client costs less of them. Bodies are read to the end and counted, not parsed.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const { hostname, port } = new URL(options.url);
  let n = 0;
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = request({ agent, hostname, port, path, headers: { cookie: options.cookie, accept: 'application/json' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  const phase = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | null = null;
    let bytes = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (performance.now() < until) {
          const path = options.pathOf(n++);
          const begin = performance.now();
          const answer = await get(path).catch((error: unknown) => ({ status: 0, bytes: 0, error: String(error) }));
          const elapsed = performance.now() - begin;
          if (answer.status === 200 && answer.bytes > 0) {
            latencies.push(elapsed);
            bytes += answer.bytes;
          } else {
            errors += 1;
            firstError ??= `${path}: ${'error' in answer ? answer.error : `HTTP ${answer.status}, ${answer.bytes} bytes`}`;
          }
        }
      }),
    );
    return { latencies, errors, firstError, bytes, seconds: (performance.now() - started) / 1000 };
  };

  try {
    if (options.warmupSeconds > 0) await phase(options.warmupSeconds);
    const measured = await phase(options.seconds);
    const sorted = measured.latencies.sort((a, b) => a - b);
    const requests = sorted.length + measured.errors;
    return {
      requests,
      errors: measured.errors,
      firstError: measured.firstError,
      seconds: measured.seconds,
      requestsPerSecond: requests / measured.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? null,
      meanBytes: sorted.length ? measured.bytes / sorted.length : 0,
    };
  } finally {
    agent.destroy();
  }
}
