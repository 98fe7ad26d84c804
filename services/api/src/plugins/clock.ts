import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The server's clock: every handler asks it for "now" (never `new Date()`), so tests can
     * set the time an answer is computed at (a window of accepted events, "yesterday" of a
     * time filter, a device's signal age).
     */
    clock: () => Date;
  }
}

/** Decorates the root instance with the clock; every plugin registered after sees it. */
export function registerClock(app: FastifyInstance, clock: () => Date = () => new Date()): void {
  app.decorate('clock', clock);
}
