import { describe, expect, it } from 'vitest';
import { LiveSessions } from './live-sessions.ts';

const socket = () => {
  const state = { disconnected: false };
  return { state, disconnect: () => (state.disconnected = true) };
};

describe('LiveSessions', () => {
  it("ends every socket of a session, and only that session's", () => {
    const sessions = new LiveSessions();
    const [a1, a2, b] = [socket(), socket(), socket()];
    sessions.track('a', a1);
    sessions.track('a', a2);
    sessions.track('b', b);
    sessions.end('a');
    expect([a1.state.disconnected, a2.state.disconnected, b.state.disconnected]).toEqual([true, true, false]);
    expect(sessions.tokenHashes()).toEqual(['b']);
  });

  it('forgets a socket that disconnected by itself', () => {
    const sessions = new LiveSessions();
    const gone = sessions.track('a', socket());
    gone();
    expect(sessions.tokenHashes()).toEqual([]);
  });

  it('ends the sessions a sweep no longer finds live, not those opened since it asked', () => {
    const sessions = new LiveSessions();
    const [expired, live, newer] = [socket(), socket(), socket()];
    sessions.track('expired', expired);
    sessions.track('live', live);
    const checked = sessions.tokenHashes();
    sessions.track('newer', newer);
    sessions.keepOnly(checked, new Set(['live']));
    expect([expired.state.disconnected, live.state.disconnected, newer.state.disconnected]).toEqual([true, false, false]);
  });
});
