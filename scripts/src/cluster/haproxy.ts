import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one HAProxy configuration, shared with docker-compose.yml. */
export const HAPROXY_CONFIG = fileURLToPath(new URL('../../../deploy/haproxy/haproxy.cfg', import.meta.url));

export const HAPROXY_MISSING = 'HAProxy is not installed: `apt-get install haproxy` (Debian\'s package; HAPROXY=/path/to/haproxy for another one)';

/** Debian installs haproxy in /usr/sbin, which is not on every user's PATH. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.HAPROXY?.trim()
    ? [env.HAPROXY.trim()]
    : [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'].map((dir) => join(dir, 'haproxy'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there: the next one
    }
  }
  return null;
}

/** Checks the configuration with the given environment (`haproxy -c`); throws with HAProxy's own message. */
export function checkHaproxyConfig(binary: string, config: string, env: Record<string, string>): void {
  try {
    execFileSync(binary, ['-c', '-q', '-f', config], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const output = (error as { stderr?: Buffer; stdout?: Buffer }).stderr?.toString() || (error as Error).message;
    throw new Error(`HAProxy refuses ${config}:\n${output}`);
  }
}
