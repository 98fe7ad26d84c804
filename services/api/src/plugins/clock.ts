import fp from 'fastify-plugin';

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

/** Decorates the root instance with the clock (the system's unless a test sets one); every plugin registered after sees it. */
export const clock = fp<{ clock?: (() => Date) | undefined }>(
  async (app, options) => {
    app.decorate('clock', options.clock ?? (() => new Date()));
  },
  { name: 'clock', fastify: '5.x' },
);
