import { createTestApp } from '@facility/api/testing';
import { startApiProcess, type ApiProcess } from './api-process.ts';

export interface SeededApi {
  api: ApiProcess;
  /** The PostgreSQL database both use. */
  databaseUrl: string;
  /** The admin's session cookie (`sid=…`). */
  cookie: string;
  /** Registers a device in room r-1 and returns its token. */
  registerDevice(deviceType: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database with one site (s-1), one room (r-1) and an admin, seeded
 * through the real deciders, and the API in a process of its own on it. The seeding
 * runtime's projector is stopped, so the API process is the one that projects.
 */
export async function startSeededApi(): Promise<SeededApi> {
  const seed = await createTestApp('postgres');
  await seed.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
  await seed.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
  await seed.caughtUp();
  await seed.projector.stop();
  const api = await startApiProcess({ DATABASE_URL: seed.t.url! });
  const login = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin' }) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return {
    api,
    databaseUrl: seed.t.url!,
    cookie,
    async registerDevice(deviceType) {
      const response = await fetch(`${api.url}/api/admin/devices`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ roomId: 'r-1', deviceType }) });
      if (response.status !== 201) throw new Error(`device registration answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    async close() {
      await api.stop();
      await seed.app.close();
      await seed.store.close();
      await seed.t.dispose();
    },
  };
}
