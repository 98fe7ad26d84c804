import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature: `X-Facility-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw
 * request body keyed with the site's webhook secret. A receiver recomputes it over the bytes
 * it received and compares in constant time; `X-Facility-Timestamp` (ISO time of the
 * attempt) lets it refuse stale replays, and `Idempotency-Key` (the notification id) lets
 * it drop a retry of a notification it already took.
 */
export function webhookSignature(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `rawBody` under `secret` (the receiver's check). */
export function verifyWebhookSignature(rawBody: string, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
