import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KurrentEventStore } from './kurrent-event-store.ts';

/**
 * What can be checked of the KurrentDB store without a server: that a wrong URL fails
 * `open` promptly instead of leaving the process waiting. Its behaviour against a server is
 * the contract suite's (src/contract, run with EVENTSTORE_URL).
 */
describe('KurrentEventStore without a server', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = null;
  });

  /** A local port that nothing listens on (taken, then freed). */
  async function freePort(): Promise<number> {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    return port;
  }

  it('refuses to open, within seconds, when nothing answers at the URL', async () => {
    const started = Date.now();
    const opening = KurrentEventStore.open(`esdb://127.0.0.1:${await freePort()}?tls=false`, { logger: { warn: () => {} } });
    await expect(opening).rejects.toMatchObject({ type: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
