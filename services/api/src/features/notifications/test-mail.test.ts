import { DEFAULT_NOTIFICATION_SETTINGS } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { NO_MAIL_DELIVERY, sendTestMail, TestMailError } from './notifications.service.ts';

describe('a test mail', () => {
  it('is refused with 503 on a server without a mail server, before anything is read', async () => {
    const body = { email: DEFAULT_NOTIFICATION_SETTINGS.email, trigger: 'call_late' as const, to: 'ops@example.com' };
    // No database either: the refusal comes first.
    const sent = sendTestMail(null as never, 's-1', body, { now: new Date(), delivery: NO_MAIL_DELIVERY });
    await expect(sent).rejects.toBeInstanceOf(TestMailError);
    await expect(sent).rejects.toMatchObject({ status: 503, message: 'This server has no mail server configured (SMTP_URL)' });
  });
});
