import { describe, expect, it } from 'vitest';
import { DEVICE_PAGE_PATHS, devicePageKindOf, devicePageUrl } from './device-page-links.ts';

describe('device page links', () => {
  it('sends tablets and pads to the kiosk, QR tags to the QR page, with the token in the fragment', () => {
    expect(devicePageKindOf('tablet')).toBe('kiosk');
    expect(devicePageKindOf('pad9plus')).toBe('kiosk');
    expect(devicePageKindOf('qr_tag')).toBe('qr');
    expect(devicePageKindOf('counter_men')).toBeNull();
    const url = new URL(devicePageUrl('qr', 'abcdefghijklmnopqrst', 'https://x.example'));
    expect(DEVICE_PAGE_PATHS[url.pathname]).toBe('qr');
    expect(url.hash).toBe('#abcdefghijklmnopqrst');
    expect(url.search).toBe('');
  });
});
