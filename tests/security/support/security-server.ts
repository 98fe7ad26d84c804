import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ProblemDetails, RegisteredDevice } from '@facility/contracts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '@facility/api/testing';
import { startApiProcess, type ApiProcess } from '../../../scripts/src/bench/support/api-process.ts';

export interface SecurityServer {
  /** The in-test app that seeded the organisation through the real deciders (same database). */
  seed: TestApp;
  /** The API as production runs it, in its own process on PostgreSQL. */
  api: ApiProcess;
  url: string;
  /** Device tokens registered in room r-1 of company c-1 (and one in r-2 of c-2). */
  tokens: { pad: string; counter: string; tablet: string; otherPad: string };
  deviceIds: { tablet: string };
  /** Signs in over HTTP and returns the Cookie header value. */
  login(email: string, password: string, headers?: Record<string, string>): Promise<string>;
  stop(): Promise<void>;
}

export const USERS = {
  admin: { email: 'admin@demo.test', password: 'demo-admin' },
  manager: { email: 'manager@one.test', password: 'manager-one' },
  otherManager: { email: 'manager@two.test', password: 'manager-two' },
} as const;

/**
 * Two companies (c-1 with site s-1 and room r-1, c-2 with s-2 and r-2), the provider's admin,
 * a manager of each company, devices of several kinds, and the API started as its own
 * process on that PostgreSQL database with the given environment (the web app served from
 * a small stand-in folder, so the suite needs no build).
 */
export async function startSecurityServer(env: Record<string, string> = {}, options: { captureOutput?: boolean } = {}): Promise<SecurityServer> {
  const seed = await createTestApp('postgres');
  await seed.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
  await seed.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
  await seed.seedUser({ userId: 'u-admin', ...USERS.admin });
  await seed.seedUser({ userId: 'u-m1', ...USERS.manager, type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard', 'devices'] });
  await seed.seedUser({ userId: 'u-m2', ...USERS.otherManager, type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['dashboard', 'devices'] });
  await seed.caughtUp();
  const admin = await seed.login(USERS.admin.email, USERS.admin.password);
  const register = async (roomId: string, deviceType: string) => {
    const response = await seed.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId, deviceType } });
    if (response.statusCode !== 201) throw new Error(`device registration failed: ${response.body}`);
    return response.json<RegisteredDevice>();
  };
  const pad = await register('r-1', 'pad9');
  const counter = await register('r-1', 'counter_men');
  const tablet = await register('r-1', 'tablet');
  const otherPad = await register('r-2', 'pad9');
  await seed.caughtUp();

  const webDir = mkdtempSync(join(tmpdir(), 'facility-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Facility dashboard</title></head><body><div id="root"></div></body></html>');
  const api = await startApiProcess({ DATABASE_URL: seed.t.url!, WEB_DIR: webDir, ...env }, undefined, [], options);

  return {
    seed,
    api,
    url: api.url,
    tokens: { pad: pad.token, counter: counter.token, tablet: tablet.token, otherPad: otherPad.token },
    deviceIds: { tablet: tablet.deviceId },
    async login(email, password, headers = {}) {
      const response = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return response.headers.getSetCookie()[0]!.split(';')[0]!;
    },
    async stop() {
      await api.stop();
      await seed.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** Posts a batch to the ingest with a device token. */
export const ingest = (url: string, token: string, events: Record<string, unknown>[], query = '') =>
  fetch(`${url}/api/ingest${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });

/** An RFC 9457 problem as the API answers it, with the parameters a 400 names. */
export type ProblemBody = ProblemDetails & { 'invalid-params': { name: string; reason: string }[] };

/** A response's JSON body, typed (fetch's own is `unknown`). */
export const jsonOf = async <T = ProblemBody>(response: Response): Promise<T> => (await response.json()) as T;
