import { ingestBatch } from '@facility/api';
import { connectDatabase, PostgresEventStore } from '@facility/event-store';
import { demoOrganisation } from '../demo/demo-organisation.ts';
import { simulatedDemoDevices } from '../demo/demo-simulated-devices.ts';
import { startSimulator } from '../demo/simulator.ts';

/**
 * Live traffic from the demo's devices into the cluster's event log, as `npm start`
 * simulates it: the projector applies it and every API node pushes it to its browsers
 * (PostgreSQL NOTIFY), whichever node a browser is on. The demo's device tokens are kept by
 * nobody, so the events go through the ingest's own code in this process, not over HTTP.
 */
export async function simulateDemoTraffic(databaseUrl: string, ratePerSecond: number, signal: AbortSignal): Promise<{ devices: number; stop(): Promise<void> }> {
  const database = await connectDatabase({ url: databaseUrl, poolSize: 4 });
  const store = await PostgresEventStore.open(database);
  const devices = simulatedDemoDevices(demoOrganisation());
  const simulator = startSimulator({
    devices,
    ratePerSecond,
    signal,
    async send(device, events) {
      const outcome = await ingestBatch(store, device, events);
      if (!outcome.ok) throw new Error(`invalid events: ${outcome.invalid.map((param) => `${param.name} ${param.reason}`).join('; ')}`);
    },
  });
  return {
    devices: devices.length,
    async stop() {
      await simulator.stop();
      await store.close();
      await database.close();
    },
  };
}
