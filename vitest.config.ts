import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (no I/O) and integration tests against PGlite and the
// local PostgreSQL server. Both run two files at a time (vitest's default is one fewer than
// the cores, so one here).
export default defineConfig({
  test: {
    maxWorkers: 2,
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
          // Two files at a time although the machine has two cores: one file alone left 40% of
          // the CPU idle (its tests wait on timers, fsyncs and other processes), and the suite
          // took 511 s one file at a time against 321 s two at a time (2026-11-29). Each file
          // makes its own databases and listens on free ports. What files do share is the
          // server's oldest open transaction, which bounds every reader (README, Ordering), so
          // a read right after an append can come back short: suites read with `readAllOnce`
          // or wait for projections, never assume one read sees everything.
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
