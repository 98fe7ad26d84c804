import { DEFAULT_NOTIFICATION_SETTINGS } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { renderEmail, type NotificationSubject } from './notification-render.ts';

const subject: NotificationSubject = {
  trigger: 'call_late',
  moment: Date.parse('2026-11-24T15:20:00Z'),
  siteId: 's-1',
  siteName: 'Azrieli Tower',
  timezone: 'Asia/Jerusalem',
  roomId: 'r-1',
  roomName: 'Floor 2 women',
  callId: 'c-1',
  deviceId: null,
  deviceName: null,
  problems: ['dirty_floor', 'no_such_button'],
  openedAt: Date.parse('2026-11-24T15:05:00Z'),
  servikName: null,
};

describe('a notification mail', () => {
  it('words the details in the e-mail language and the problems in the complaint language', () => {
    const mail = renderEmail({ ...DEFAULT_NOTIFICATION_SETTINGS.email, emailLanguage: 'en', complaintLanguage: 'he', format: 'list' }, subject);
    expect(mail.text).toContain('- Problems: רצפה מלוכלכת, No such button');
    expect(mail.text).toContain('- Late since: 11/24/26, 5:20 PM');
    expect(mail.subject).toContain('Floor 2 women');
    // Recorded, so the delivery labels its dashboard link in the mail's language.
    expect(mail.language).toBe('en');
  });

  it('puts the details on one line in the line format', () => {
    const mail = renderEmail({ ...DEFAULT_NOTIFICATION_SETTINGS.email, complaintLanguage: 'en', format: 'line' }, subject);
    expect(mail.text).toMatch(/Site: Azrieli Tower \| Room: Floor 2 women \| Problems: Dirty floor, No such button \|/);
  });
});
