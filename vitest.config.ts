import { defineConfig } from 'vitest/config';

/**
 * Suites that start whole servers, clusters or several processes on one PostgreSQL database
 * (faults, security, live fan-out, first start, process roles). Each holds 40-63 of the
 * server's 100 connections at its peak (sampled on 2026-11-29; an ordinary integration file
 * holds up to 30), so two of them side by side ran out ("too many clients": a node's health
 * answered 500 in the clean-clone CI). They run one at a time, after the rest.
 */
const SYSTEM_SUITES = ['tests/**/*.int.test.ts', 'services/api/src/roles.int.test.ts'];

const integration = {
  exclude: ['**/node_modules/**'],
  // Each file builds its own databases, apps and processes, and nothing is mocked, so a
  // worker keeps its module cache between files: importing Fastify, PGlite and the
  // projections once instead of 60 times halves the suite (23 -> 12 min on two cores).
  isolate: false,
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

// Three projects: pure unit tests (no I/O), integration tests against PGlite and the local
// PostgreSQL server, and the system suites above. vitest's default is one worker fewer than
// the cores, so one here; the first two projects run two files at a time.
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
          include: ['**/src/**/*.int.test.ts'],
          ...integration,
          exclude: [...integration.exclude, ...SYSTEM_SUITES],
          // Names the run, so that its files copy each migrated template database made on the
          // test server once instead of migrating one of their own (see createTestDatabase),
          // and drops those templates at the end.
          globalSetup: ['services/event-store/src/testing/vitest-global-setup.ts'],
          // Two files at a time although the machine has two cores: one file alone left 40% of
          // the CPU idle (its tests wait on timers, fsyncs and other processes), and the suite
          // took 511 s one file at a time against 321 s two at a time (2026-11-29). Each file
          // makes its own databases and listens on free ports, and another file's open
          // transactions do not hold its readers back (README, Ordering). Within a file, a
          // read right after an append can still come back short while another of its writers
          // is open: suites read with `readAllOnce` or wait for projections, never assume one
          // read sees everything.
        },
      },
      {
        test: {
          name: 'system',
          include: SYSTEM_SUITES,
          ...integration,
          fileParallelism: false,
          // After the two projects above, so that nothing else holds connections meanwhile.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
