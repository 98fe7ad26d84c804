import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceRegistryStreamId } from '@facility/contracts';
import { deviceDecider, handleCommand, newSecretToken } from '@facility/api';
import { organisationSeeds } from '@facility/api/testing';
import { connectDatabase, PostgresEventStore } from '@facility/event-store';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../scripts/src/bench/support/api-process.ts';

const DEVICES = 4;
const LOAD_MS = 4_000;

// The embedded server (PGlite in a folder, as `npm start` runs) killed with kill -9 while
// devices post: every event it acknowledged must be there when it starts again, and the
// lock its dead process left on the folder must not keep the new one out.
describe('fault: the embedded server killed under ingest load (pglite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'facility-embedded-kill-'));
  let api: ApiProcess | null = null;
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged event across a kill -9, and starts again on the folder', async () => {
    // The organisation and the devices, written through the deciders into the folder.
    const tokens: string[] = [];
    const database = await connectDatabase({ dataDir });
    const store = await PostgresEventStore.open(database);
    await organisationSeeds(store).seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    for (let i = 0; i < DEVICES; i++) {
      const { token, tokenHash } = newSecretToken();
      tokens.push(token);
      await handleCommand(
        store,
        deviceRegistryStreamId(`d-${i}`),
        deviceDecider,
        { type: 'RegisterDevice', data: { deviceId: `d-${i}`, roomId: 'r-1', siteId: 's-1', deviceType: 'pad9plus', tokenHash } },
        { now: new Date(), actor: { kind: 'system', id: 'test' } },
      );
    }
    await store.close();
    await database.close();

    api = await startApiProcess({ DATA_DIR: dataDir }, undefined, [], { captureOutput: true });
    const url = api.url;
    const acknowledged: string[] = [];
    let stopped = false;
    const devices = tokens.map(async (token) => {
      while (!stopped) {
        const events = Array.from({ length: 5 }, () => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 1, counter: 'women' }));
        const status = await fetch(`${url}/api/ingest`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ events }),
        }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        if (status === 202) acknowledged.push(...events.map((event) => event.id));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    const killed = new Promise((resolve) => api!.child.once('exit', resolve));
    api.child.kill('SIGKILL');
    await killed;
    stopped = true;
    await Promise.all(devices);
    expect(acknowledged.length, api.output()).toBeGreaterThan(100);
    // The dead process's lock is still on the folder.
    const lockFile = join(dataDir, 'facility.lock');
    expect(readFileSync(lockFile, 'utf8')).toMatch(new RegExp(`^${api.child.pid}\\n`));

    // Started again on the same folder: the stale lock is taken over, and it serves.
    api = await startApiProcess({ DATA_DIR: dataDir }, undefined, [], { captureOutput: true });
    await api.stop();
    api = null;
    expect(existsSync(lockFile)).toBe(false);

    const reopened = await connectDatabase({ dataDir });
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from events where event_id = any(${acknowledged}::uuid[])`.execute(reopened.db);
      expect(rows[0]!.n).toBe(acknowledged.length);
    } finally {
      await reopened.close();
    }
  });
});
