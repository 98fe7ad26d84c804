import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (no I/O) and integration tests against PGlite and the
// local PostgreSQL server. The machine has two cores, so integration files run one at a
// time; each creates its own database and would only fight for the same CPUs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Unit tests are pure (no module mocks, no fake timers, no globals stubbed), so files
          // may share a worker's module cache: importing React, typebox and i18n once per
          // worker instead of once per file cuts a run from about 70 s to about 20 s, which
          // matters because test:tz runs this project three times.
          isolate: false,
          include: ['**/src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/src/**/*.int.test.ts', 'tests/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          fileParallelism: false,
          // Each file builds its own databases, apps and processes, and nothing is mocked, so
          // the one worker keeps its module cache between files: importing Fastify, PGlite and
          // the projections once instead of 60 times halves the suite (23 -> 12 min on two cores).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
