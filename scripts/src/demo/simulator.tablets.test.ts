import { describe, expect, it } from 'vitest';
import { answerCommand, channelUrl, SCREENSHOT_PNG } from './simulator.tablets.ts';

describe('simulated tablets', () => {
  const command = (action: string) => ({ type: 'command' as const, commandId: 'c-1', action, issuedAt: '2026-03-01T10:00:00Z' });

  it('acknowledge every command, a screenshot with a PNG data URL', () => {
    expect(answerCommand(command('restart'))).toEqual({ type: 'ack', commandId: 'c-1', ok: true });
    expect(answerCommand(command('screenshot'))).toEqual({ type: 'ack', commandId: 'c-1', ok: true, result: SCREENSHOT_PNG });
    expect(SCREENSHOT_PNG).toMatch(/^data:image\/png;base64,/);
  });

  it('find the channel beside the API, over wss for https', () => {
    expect(channelUrl(new URL('http://localhost:3000/')).href).toBe('ws://localhost:3000/api/devices/channel');
    expect(channelUrl(new URL('https://panel.example/base/')).href).toBe('wss://panel.example/base/api/devices/channel');
  });
});
