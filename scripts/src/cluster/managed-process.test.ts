import { describe, expect, it } from 'vitest';
import { tiedToParent } from './managed-process.ts';

describe('tiedToParent', () => {
  it('starts the command through setpriv with a parent-death SIGTERM where setpriv exists', () => {
    expect(tiedToParent('/usr/sbin/haproxy', ['-db'], '/usr/bin/setpriv')).toEqual(['/usr/bin/setpriv', ['--pdeathsig', 'TERM', '--', '/usr/sbin/haproxy', '-db']]);
  });

  it('starts it directly where it does not', () => {
    expect(tiedToParent('/node', ['main.ts'], null)).toEqual(['/node', ['main.ts']]);
  });
});
