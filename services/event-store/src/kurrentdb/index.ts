// A separate entry (`@facility/event-store/kurrentdb`): importing it loads the gRPC client
// and its native read bridge, which PostgreSQL-only deployments never need.
export { KurrentEventStore, type KurrentEventStoreOptions } from './kurrent-event-store.ts';
export { normaliseConnectionString } from './kurrent-mapping.ts';
