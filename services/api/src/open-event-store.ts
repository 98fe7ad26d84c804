import { PostgresEventStore, type Database, type EventStore } from '@facility/event-store';
import type { ApiConfig } from './config.ts';

/**
 * The event log: in the PostgreSQL database beside the read models (the default), or on a
 * KurrentDB / EventStoreDB server when `EVENTSTORE_URL` is set. The KurrentDB client (gRPC
 * and a native bridge) is loaded only then. On KurrentDB the reactors append their events
 * just before their read-model transaction commits (services/projector/src/emitted-writer.ts),
 * and time travel and what-if replays, which read history by room from PostgreSQL, answer 501.
 */
export async function openEventStore(config: Pick<ApiConfig, 'eventStoreUrl'>, database: Database): Promise<EventStore> {
  if (!config.eventStoreUrl) return PostgresEventStore.open(database);
  const { KurrentEventStore } = await import('@facility/event-store/kurrentdb');
  return KurrentEventStore.open(config.eventStoreUrl);
}
