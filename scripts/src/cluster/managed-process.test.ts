import { describe, expect, it } from 'vitest';
import { CONFIG_EXIT_CODE } from '../supervise/restart-policy.ts';
import { ManagedProcess, tiedToParent } from './managed-process.ts';

describe('tiedToParent', () => {
  it('starts the command through setpriv with a parent-death SIGTERM where setpriv exists', () => {
    expect(tiedToParent('/usr/sbin/haproxy', ['-db'], '/usr/bin/setpriv')).toEqual(['/usr/bin/setpriv', ['--pdeathsig', 'TERM', '--', '/usr/sbin/haproxy', '-db']]);
  });

  it('starts it directly where it does not', () => {
    expect(tiedToParent('/node', ['main.ts'], null)).toEqual(['/node', ['main.ts']]);
  });
});

describe('ManagedProcess restarts', () => {
  const exitingWith = (code: number, notices: string[]) =>
    new ManagedProcess({
      name: 'node',
      command: process.execPath,
      args: ['-e', `process.exit(${code})`],
      env: process.env,
      restart: true,
      onLine: () => {},
      onNotice: (_name, message) => notices.push(message),
    });
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('starts a crashed process again', async () => {
    const notices: string[] = [];
    const node = exitingWith(1, notices);
    node.start();
    await node.nextExit();
    await settle(1_300);
    expect(node.restarts).toBe(1);
    expect(notices[0]).toMatch(/code 1.*starting it again in 1 s/);
    await node.stop();
  });

  it('leaves down a process that exits with the configuration error code', async () => {
    const notices: string[] = [];
    const node = exitingWith(CONFIG_EXIT_CODE, notices);
    node.start();
    expect((await node.nextExit()).code).toBe(CONFIG_EXIT_CODE);
    await settle(1_300);
    expect(node.restarts).toBe(0);
    expect(node.running).toBe(false);
    expect(notices).toEqual([`exited (code ${CONFIG_EXIT_CODE}): its configuration is wrong; not started again`]);
  });
});
