import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, outcomeOfStatus } from './retry-policy.ts';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature.ts';

const now = new Date('2026-11-24T10:00:00Z');
const delay = (attempt: number) => (nextAttemptAt(attempt, now)?.getTime() ?? NaN) - now.getTime();

describe('retry policy', () => {
  it('backs off exponentially and gives up after the last attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(delay)).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(nextAttemptAt(8, now)).toBeNull();
  });

  it('delivers on 2xx, retries 408, 429 and 5xx, refuses other 4xx for good', () => {
    expect(outcomeOfStatus(204)).toEqual({ ok: true, detail: 'HTTP 204' });
    expect(outcomeOfStatus(503)).toEqual({ ok: false, retry: true, error: 'HTTP 503' });
    expect(outcomeOfStatus(429)).toMatchObject({ retry: true });
    expect(outcomeOfStatus(408)).toMatchObject({ retry: true });
    expect(outcomeOfStatus(404)).toMatchObject({ retry: false });
    expect(outcomeOfStatus(401)).toMatchObject({ retry: false });
    expect(outcomeOfStatus(302)).toMatchObject({ retry: false });
  });
});

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body, and verifies only that body with that secret', () => {
    const body = '{"id":"n1"}';
    // echo -n '{"id":"n1"}' | openssl dgst -sha256 -hmac k
    expect(webhookSignature(body, 'k')).toBe('sha256=c4f0f351b3f7f2d41f6a840f9971d40d34e545b5bb2d65dd144c4b305936f865');
    expect(verifyWebhookSignature(body, 'k', webhookSignature(body, 'k'))).toBe(true);
    expect(verifyWebhookSignature(`${body} `, 'k', webhookSignature(body, 'k'))).toBe(false);
    expect(verifyWebhookSignature(body, 'other', webhookSignature(body, 'k'))).toBe(false);
    expect(verifyWebhookSignature(body, 'k', undefined)).toBe(false);
  });
});
