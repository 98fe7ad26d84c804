import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/src/bench/support/api-process.ts';

const SUPERVISE = fileURLToPath(new URL('../../scripts/src/supervise.ts', import.meta.url));
const MAIN = fileURLToPath(new URL('../../services/api/src/main.ts', import.meta.url));

/** The pid of the supervisor's child, or null while it has none. */
const childOf = (pid: number): number | null => {
  try {
    return Number(execFileSync('pgrep', ['-P', String(pid)]).toString().trim().split('\n')[0]) || null;
  } catch {
    return null;
  }
};

// Issue 12, finding 2: "any process death must be followed by a restart". `npm run serve`
// (and `npm start`) run the server under scripts/src/supervise.ts: a server killed with
// kill -9 is started again and serves; SIGTERM to the supervisor ends both.
describe('fault: the supervisor restarts a killed server (postgres)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t?.dispose());

  it('starts the server again after kill -9, and stops with it on SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // A Node flag given to the supervisor reaches its child (V8 flags cannot go through NODE_OPTIONS).
    const supervisor = spawn(process.execPath, ['--max-old-space-size=900', SUPERVISE, MAIN], {
      env: { ...process.env, DATABASE_URL: t.url!, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    supervisor.stderr!.on('data', (chunk) => (log += String(chunk)));
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    const healthy = () => fetch(`${url}/api/health`).then((response) => response.status === 200, () => false);
    try {
      await expect.poll(healthy, { timeout: 60_000, interval: 200 }).toBe(true);
      const first = childOf(supervisor.pid!);
      expect(first).not.toBeNull();
      expect(readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=900');

      process.kill(first!, 'SIGKILL');
      await expect.poll(healthy, { timeout: 60_000, interval: 200 }).toBe(false);
      await expect.poll(healthy, { timeout: 60_000, interval: 200 }).toBe(true);
      const second = childOf(supervisor.pid!);
      expect(second).not.toBeNull();
      expect(second).not.toBe(first);
      expect(log).toMatch(/supervisor: .*main\.ts exited \(SIGKILL\); starting it again in 1 s/);

      const stopping = Date.now();
      supervisor.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(20_000);
      expect(childOf(supervisor.pid!)).toBeNull();
      expect(await healthy()).toBe(false);
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    }
  });

  it('says why a server cannot start on its configuration, and does not restart it', async () => {
    // The port is taken: starting again and again would only print the same failure.
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const supervisor = spawn(process.execPath, [SUPERVISE, MAIN], {
      env: { ...process.env, DATABASE_URL: t.url!, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    supervisor.stderr!.on('data', (chunk) => (log += String(chunk)));
    try {
      const code = await new Promise<number | null>((resolve) => supervisor.once('exit', (exit) => resolve(exit)));
      expect(code).toBe(78);
      expect(log).toContain(`Could not start: Port ${port} is already in use: stop what listens there, or set PORT to another port.`);
      expect(log).toMatch(/not starting it again/);
      expect(log).not.toMatch(/starting it again in/);
      expect(log).not.toMatch(/\n\s+at /);
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
      taken.close();
    }
  });
});
