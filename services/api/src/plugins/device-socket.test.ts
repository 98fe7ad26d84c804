import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { moveQueryTokenToHeader } from './device-socket.ts';

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;

describe('device channel query token', () => {
  it('moves a query token into the Authorization header and out of the URL', () => {
    const only = request('/api/devices/channel?token=abc_DEF-123');
    moveQueryTokenToHeader(only);
    expect(only.url).toBe('/api/devices/channel');
    expect(only.headers.authorization).toBe('Bearer abc_DEF-123');

    const withOthers = request('/api/devices/channel?v=2&token=abc&x=1');
    moveQueryTokenToHeader(withOthers);
    expect(withOthers.url).toBe('/api/devices/channel?v=2&x=1');
  });

  it('keeps a header the device set itself, and URLs without a token as they are', () => {
    const both = request('/api/devices/channel?token=from-query', { authorization: 'Bearer from-header' });
    moveQueryTokenToHeader(both);
    expect(both.headers.authorization).toBe('Bearer from-header');
    expect(both.url).toBe('/api/devices/channel');

    const none = request('/api/devices/channel?v=2');
    moveQueryTokenToHeader(none);
    expect(none.url).toBe('/api/devices/channel?v=2');
    expect(none.headers.authorization).toBeUndefined();
  });
});
