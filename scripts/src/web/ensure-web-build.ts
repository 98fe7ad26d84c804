import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web workspace and its build output. */
export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
export const WEB_DIST = join(WEB_ROOT, 'dist');

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

/** True when web/dist is missing or older than any source of the dashboard. */
export function webBuildIsStale(): boolean {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((entry) => join(WEB_ROOT, entry)).filter(existsSync);
  return Math.max(...sources.map(newestChange)) > statSync(index).mtimeMs;
}

/**
 * Builds the dashboard when its bundle is missing or stale, so `npm start` always serves
 * the current sources (a build takes about a second).
 */
export async function ensureWebBuild(log: (message: string) => void = console.log): Promise<void> {
  if (!webBuildIsStale()) return;
  log('  Building the dashboard (web/dist)...');
  const { build } = await import('vite');
  // Vite builds for the NODE_ENV it finds, and a server started by the test runner inherits
  // NODE_ENV=test: React's development runtime, about 60 KB more, would be served (and
  // kept, since the bundle is only rebuilt when a source changes). The bundle is for users.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: WEB_ROOT, logLevel: 'warn' });
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
}
