/** Where the end-to-end server listens and keeps its database (a fresh demo each run). */
export const E2E_PORT = 3199;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = '.e2e/data';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.test', password: 'demo-admin' },
  manager: { email: 'manager@demo.test', password: 'demo-manager' },
} as const;
