import { describe, expect, it } from 'vitest';
import { asTestMail, previewSubject } from './mail-preview.ts';
import type { NotifySite } from './notify-site.ts';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const site: NotifySite = {
  siteId: 's-1',
  name: 'Azrieli',
  timezone: 'Asia/Jerusalem',
  alerts: true,
  services: [
    { name: 'Empty', problems: [] },
    { name: 'Cleaning crew', problems: ['dirty_floor', 'bad_smell', 'no_paper'] },
  ],
  rooms: { 'r-2': 'Women 2', 'r-1': 'Lobby WC', 'r-3': 'Men 3' },
  devices: { 'd-9': 'AZ-P9-09', 'd-1': 'AZ-P9-01' },
  settings: null,
  configuredAt: null,
};

describe('the example a mail preview words', () => {
  it("is a call in the site's first room by name, with its first service's first two problems, opened 20 minutes ago", () => {
    expect(previewSubject(site, 'call_late', NOW)).toMatchObject({
      trigger: 'call_late',
      moment: NOW,
      siteName: 'Azrieli',
      timezone: 'Asia/Jerusalem',
      roomId: 'r-1',
      roomName: 'Lobby WC',
      deviceId: null,
      deviceName: null,
      problems: ['dirty_floor', 'bad_smell'],
      openedAt: NOW - 20 * 60_000,
      servikName: 'Cleaning crew',
    });
  });

  it("is the site's first device by code going offline", () => {
    expect(previewSubject(site, 'device_offline', NOW)).toMatchObject({ deviceId: 'd-1', deviceName: 'AZ-P9-01', problems: [], openedAt: null, callId: null, servikName: null });
  });

  it('falls back to common problems, no room and an example device on a bare site', () => {
    const bare: NotifySite = { ...site, services: [], rooms: {}, devices: undefined };
    expect(previewSubject(bare, 'call_opened', NOW)).toMatchObject({ roomId: null, roomName: null, problems: ['dirty_floor', 'missing_soap'], servikName: null });
    expect(previewSubject(bare, 'device_offline', NOW)).toMatchObject({ deviceName: 'PAD-01' });
  });

  it('marks a test mail in its own language', () => {
    const mail = { from: { name: 'Desk', address: null }, subject: 'Call late – Lobby WC', text: 'Call late\n- Site: Azrieli\n', language: 'he' as const };
    expect(asTestMail(mail)).toEqual({ ...mail, subject: 'בדיקה: Call late – Lobby WC', text: 'זוהי בדיקה של התראות הדוא״ל של האתר: אין צורך לטפל בדבר.\n\nCall late\n- Site: Azrieli\n' });
    expect(asTestMail({ ...mail, language: undefined }).subject).toBe('Test: Call late – Lobby WC');
  });
});
