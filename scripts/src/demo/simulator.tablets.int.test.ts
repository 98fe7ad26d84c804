import { createTestApp, type TestApp } from '@facility/api/testing';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelUrl, runTablet, SCREENSHOT_PNG } from './simulator.tablets.ts';

// PGlite only: the channel itself is covered on both engines by the API's suite.
describe('simulated tablets against the API (pglite)', () => {
  let api: TestApp;
  let base: URL;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp('pglite');
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/`);
  });
  afterAll(() => api?.close());

  const register = async (deviceType: string, deviceCode: string) =>
    (await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType, deviceCode } })).json() as {
      deviceId: string;
      token: string;
    };

  it('connect with their tokens and acknowledge the panel’s commands, logging them', async () => {
    const { deviceId, token } = await register('tablet', 'SIM-TAB');
    const lines: string[] = [];
    const stop = new AbortController();
    let tablet!: ReturnType<typeof runTablet>;
    const connected = new Promise<void>((resolve) => {
      const log = (line: string) => {
        lines.push(line);
        if (line.includes('connected')) resolve();
      };
      tablet = runTablet({ url: channelUrl(base), token, name: 'tablet 1', signal: stop.signal, log });
    });
    await connected;

    const refresh = await api.app.inject({ method: 'POST', url: '/api/sensor/tabletAction', headers: { cookie: admin }, payload: { deviceCode: 'SIM-TAB', action: 'refresh' } });
    expect(refresh.json()).toBe('OK');
    const screenshot = await api.app.inject({ method: 'GET', url: `/api/kiosk/screenshot/${deviceId}`, headers: { cookie: admin } });
    expect(screenshot.json()).toBe(SCREENSHOT_PNG);

    stop.abort();
    expect(await tablet).toEqual({ commands: 2 });
    expect(lines.filter((line) => line.includes('acknowledged'))).toEqual([
      expect.stringMatching(/^tablet 1: refresh_survey \(.+\) -> acknowledged$/),
      expect.stringMatching(/^tablet 1: screenshot \(.+\) -> acknowledged$/),
    ]);
  });

  it('give up on tokens the channel refuses instead of retrying forever', async () => {
    const { token } = await register('pad9', 'SIM-PAD');
    const lines: string[] = [];
    const result = await runTablet({ url: channelUrl(base), token, name: 'pad', signal: AbortSignal.timeout(10_000), log: (line) => lines.push(line) });
    expect(result).toEqual({ commands: 0 });
    expect(lines).toEqual(['pad: channel refused (HTTP 403): the token is not a tablet']);
  });
});
