import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FilterCompany, LoggedUser } from '@facility/contracts';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/src/bench/support/api-process.ts';

const START = fileURLToPath(new URL('../../scripts/src/start.ts', import.meta.url));

interface Started {
  process: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm start -- --no-demo` as its own process on the given database, until health answers 200. */
async function startWithoutDemo(databaseUrl: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [START, '--no-demo'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const healthy = () => fetch(`${url}/api/health`).then((response) => response.status === 200, () => false);
  await expect.poll(healthy, { timeout: 90_000, interval: 250 }).toBe(true);
  // The first-admin line is printed after the server listens; wait for the start to settle.
  await expect.poll(() => /no-demo/.test(output), { timeout: 30_000, interval: 100 }).toBe(true);
  return {
    process: child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function login(url: string, email: string, password: string): Promise<{ status: number; cookie: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

// Issue 14: a customer starts from nothing. `--no-demo` seeds no organisation, only the
// provider's first admin, whose generated password is shown once; a restart adds nothing.
describe('npm start -- --no-demo (postgres)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t?.dispose());

  it('starts an empty organisation with one first admin, and a restart creates no second one', async () => {
    const first = await startWithoutDemo(t.url!, { ADMIN_EMAIL: 'owner@facility.test' });
    let password: string;
    try {
      const printed = /admin\s+owner@facility\.test \/ (\S+)\s+\(generated/.exec(first.output());
      expect(printed, first.output()).not.toBeNull();
      password = printed![1]!;

      const signedIn = await login(first.url, 'owner@facility.test', password);
      expect(signedIn.status).toBe(200);
      const me = (await (await fetch(`${first.url}/api/auth/loggedInUser`, { headers: { cookie: signedIn.cookie } })).json()) as LoggedUser;
      expect(me).toMatchObject({ email: 'owner@facility.test', type: 'admin', level: 'buzzz' });
      const companies = (await (await fetch(`${first.url}/api/filter/site-company-list`, { headers: { cookie: signedIn.cookie } })).json()) as FilterCompany[];
      expect(companies).toEqual([]);
      expect((await login(first.url, 'admin@demo.test', 'demo-admin')).status).toBe(401);
    } finally {
      await first.stop();
    }

    const again = await startWithoutDemo(t.url!, { ADMIN_EMAIL: 'someone-else@facility.test' });
    try {
      expect(again.output()).toContain('on the data already there');
      expect((await login(again.url, 'owner@facility.test', password)).status).toBe(200);
      expect((await login(again.url, 'someone-else@facility.test', password)).status).toBe(401);
    } finally {
      await again.stop();
    }
  });

  it('refuses a mistyped ADMIN_EMAIL before it opens the database', async () => {
    const child = spawn(process.execPath, [START, '--no-demo'], {
      env: { ...process.env, DATABASE_URL: t.url!, PORT: String(await freePort()), HOST: '127.0.0.1', ADMIN_EMAIL: 'not an email' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('ADMIN_EMAIL is not an email address');
  });
});
