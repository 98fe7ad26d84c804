import type { RegisteredDevice } from '@facility/contracts';
import { createTestApp } from '@facility/api/testing';
import type { TestDatabase } from '@facility/event-store/testing';

/**
 * A fresh PostgreSQL database for a fault test that runs the API as its own process: a
 * company with site `s-1` and room `r-1`, the admin `admin@demo.test` / `demo-admin`, and
 * `devices` pads registered through the admin API (their tokens returned), every projection
 * caught up. The seeding app is closed, so the process started on the database owns the
 * projections. `t.dispose()` drops the database.
 */
export async function seedForApiProcess(devices: number): Promise<{ t: TestDatabase; tokens: string[] }> {
  const seed = await createTestApp('postgres');
  await seed.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
  await seed.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
  await seed.caughtUp();
  const cookie = await seed.login('admin@demo.test', 'demo-admin');
  const tokens: string[] = [];
  for (let i = 0; i < devices; i++) {
    const response = await seed.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie }, payload: { roomId: 'r-1', deviceType: 'pad9plus' } });
    tokens.push(response.json<RegisteredDevice>().token);
  }
  await seed.caughtUp();
  await seed.app.close();
  await seed.projector.stop();
  await seed.store.close();
  return { t: seed.t, tokens };
}
