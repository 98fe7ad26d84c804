export * from './events/envelope.ts';
export * from './events/telemetry.events.ts';
export * from './domain/enums.ts';
