import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FilterCompany, FilterOptions, RegisteredDevice } from '@facility/contracts';
import { createTestApp } from '@facility/api/testing';
import { startApiProcess, type ApiProcess } from './api-process.ts';

const START = fileURLToPath(new URL('../../start.ts', import.meta.url));

export interface SeededApi {
  api: ApiProcess;
  /** The PostgreSQL database the API uses; null when it runs on embedded PGlite. */
  databaseUrl: string | null;
  /** The admin's session cookie (`sid=…`). */
  cookie: string;
  /** The site the devices are registered in. */
  siteId: string;
  /** Registers a device in the site's first room and returns its token. */
  registerDevice(deviceType: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The API in a process of its own on a seeded database, the one that projects:
 * - on PostgreSQL (default), a fresh database with one site and room and an admin, seeded
 *   through the real deciders by this process, whose own projector is then stopped;
 * - `embedded`, the demo (`npm start --no-simulate`) on a fresh PGlite folder, as a user
 *   without a server would run it (its first start seeds about 40 s of work).
 */
export async function startSeededApi(options: { embedded?: boolean } = {}): Promise<SeededApi> {
  let api: ApiProcess;
  let databaseUrl: string | null = null;
  let dispose: () => Promise<void>;
  if (options.embedded) {
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-bench-'));
    // Its first start seeds 95 days of history before it answers healthy: minutes on a slow day.
    api = await startApiProcess({ DATA_DIR: dataDir }, START, ['--no-simulate'], { startTimeoutMs: 10 * 60_000 });
    dispose = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const seed = await createTestApp('postgres');
    await seed.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await seed.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await seed.caughtUp();
    await seed.projector.stop();
    databaseUrl = seed.t.url!;
    api = await startApiProcess({ DATABASE_URL: databaseUrl });
    dispose = async () => {
      await seed.app.close();
      await seed.store.close();
      await seed.t.dispose();
    };
  }
  const url = api.url;
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin' }) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const companies = (await (await fetch(`${url}/api/filter/site-company-list`, { headers: { cookie } })).json()) as FilterCompany[];
  const company = companies[0]!;
  const siteId = company.sites[0]!.site_id;
  const roomOptions = (await (await fetch(`${url}/api/filter/options/${company.company_id}`, { headers: { cookie } })).json()) as FilterOptions;
  const roomId = roomOptions.rooms.find((room) => room.siteId === siteId)!.id;
  return {
    api,
    databaseUrl,
    cookie,
    siteId,
    async registerDevice(deviceType) {
      const response = await fetch(`${url}/api/admin/devices`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ roomId, deviceType }) });
      if (response.status !== 201) throw new Error(`device registration answered ${response.status}`);
      return ((await response.json()) as RegisteredDevice).token;
    },
    async close() {
      await api.stop();
      await dispose();
    },
  };
}
