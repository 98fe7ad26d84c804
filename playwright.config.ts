import { defineConfig } from '@playwright/test';
import {
  DEVICES_ADMIN,
  DEVICES_BASE_URL,
  DEVICES_CLOCK_FILE,
  DEVICES_DATA_DIR,
  DEVICES_PORT,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_PORT,
  SETUP_ADMIN,
  SETUP_BASE_URL,
  SETUP_DATA_DIR,
  SETUP_PORT,
} from './tests/e2e/support/e2e-env.ts';
import { NOTIFY_SMTP_FROM, NOTIFY_SMTP_URL } from './tests/e2e/support/notification-journey.ts';

// End-to-end journeys against the real server with the demo data: `npm start` on a fresh
// embedded database (seeded on start, no simulated traffic so figures hold still), driven
// in the system Chromium (Debian's /usr/bin/chromium; never a downloaded browser).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // One server, two cores: journeys run one after another. Two workers (the journeys that
  // change the demo kept apart) were measured on 2026-11-30 and were slower: 15.6 min against
  // 14.5, one browser and its server already keep both cores busy.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machine's network is closed: Chromium must not try to reach Google's services.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node scripts/src/start.ts --no-simulate`,
      url: `${E2E_BASE_URL}/api/health`,
      env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
      // A first start seeds 95 days of history, then builds the read models from it; health
      // answers 200 once it is readable. That took 100-180 s on this 2-core machine while the
      // projections followed the seed page by page, and up to twice as long on its slow days:
      // a generous limit costs nothing on a good day. Playwright starts the servers below one
      // after another, each once the one before it answers (measured: 147 s in all before
      // the first journey, on 2026-11-28; on 2026-11-29, with the dashboard built first, 72 s
      // with the projections held during the seed against 89 s following it, within the hour).
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The set-up journey's empty organisation (tests/e2e/setup.spec.ts).
      command: `rm -rf ${SETUP_DATA_DIR} && node scripts/src/start.ts --no-demo`,
      url: `${SETUP_BASE_URL}/api/health`,
      env: {
        PORT: String(SETUP_PORT),
        DATA_DIR: SETUP_DATA_DIR,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ADMIN_EMAIL: SETUP_ADMIN.email,
        ADMIN_PASSWORD: SETUP_ADMIN.password,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The devices journey's fleet (tests/e2e/devices.spec.ts), on a clock it moves forward.
      command: `rm -rf ${DEVICES_DATA_DIR} && mkdir -p .e2e && echo 0 > ${DEVICES_CLOCK_FILE} && node scripts/src/start.ts --no-demo`,
      url: `${DEVICES_BASE_URL}/api/health`,
      env: {
        PORT: String(DEVICES_PORT),
        DATA_DIR: DEVICES_DATA_DIR,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ADMIN_EMAIL: DEVICES_ADMIN.email,
        ADMIN_PASSWORD: DEVICES_ADMIN.password,
        CLOCK_OFFSET_FILE: DEVICES_CLOCK_FILE,
        // The notifications journey's SMTP peer (tests/e2e/notifications.spec.ts starts it).
        SMTP_URL: NOTIFY_SMTP_URL,
        SMTP_FROM: NOTIFY_SMTP_FROM,
        // ...and its webhook receiver, on 127.0.0.1: a private address, refused by default.
        WEBHOOK_ALLOW_PRIVATE: 'true',
        // ...and the address its mails link to, which the journey then follows.
        PUBLIC_URL: DEVICES_BASE_URL,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
