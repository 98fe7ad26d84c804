/** Where the end-to-end server listens and keeps its database (a fresh demo each run). */
export const E2E_PORT = 3199;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = '.e2e/data';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.test', password: 'demo-admin' },
  manager: { email: 'manager@demo.test', password: 'demo-manager' },
} as const;

/**
 * The set-up journey's own server: `npm start -- --no-demo` on an empty database, so a
 * customer is built from nothing in the browser. Only the provider's first admin exists.
 */
export const SETUP_PORT = 3198;
export const SETUP_BASE_URL = `http://127.0.0.1:${SETUP_PORT}`;
export const SETUP_DATA_DIR = '.e2e/setup-data';
export const SETUP_ADMIN = { email: 'owner@provider.test', password: 'first-owner-pass' } as const;

/**
 * The devices journey's own server (tests/e2e/devices.spec.ts): `--no-demo`, with a clock the
 * journey moves forward through {@link DEVICES_CLOCK_FILE} (a counter falls silent for three
 * hours without the journey waiting three hours). Its own server, so the other journeys keep
 * real time.
 */
export const DEVICES_PORT = 3197;
export const DEVICES_BASE_URL = `http://127.0.0.1:${DEVICES_PORT}`;
export const DEVICES_DATA_DIR = '.e2e/devices-data';
export const DEVICES_CLOCK_FILE = '.e2e/devices-clock';
export const DEVICES_ADMIN = { email: 'fleet@provider.test', password: 'fleet-owner-pass' } as const;
