import type { EmailPayload, WebhookPayload, WebhookMethod } from '@facility/contracts';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import nodemailer from 'nodemailer';
import { outcomeOfStatus, type AttemptOutcome } from './retry-policy.ts';
import { checkWebhookHost, PrivateAddressError, publicOnlyLookup } from './webhook-address-policy.ts';
import { webhookSignature } from './webhook-signature.ts';

/** One mail to one recipient. */
export interface MailMessage {
  to: string;
  email: EmailPayload;
  /** The notification id, sent as a header so a mailbox rule or a support question can name it. */
  notificationId: string;
}

/** Sends mails; answers the outcome of one attempt. */
export interface MailChannel {
  send(message: MailMessage): Promise<AttemptOutcome>;
  close(): void;
}

/** SMTP reply codes of 5xx are permanent (unknown mailbox, refused sender): retrying cannot help. */
const isPermanentSmtpError = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Mail through nodemailer over `smtpUrl` (`smtp://user:pass@host:587`, `smtps://...:465`);
 * `defaultFrom` (`SMTP_FROM`) is the sender address when the site's settings name none,
 * shown under the site's sender name.
 */
export function smtpMailChannel(smtpUrl: string, defaultFrom: string | null): MailChannel {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, email, notificationId }) {
      const address = email.from.address ?? defaultFrom;
      if (!address) return { ok: false, retry: false, error: 'No sender address: set SMTP_FROM or the sender address in the settings' };
      try {
        const info = await transport.sendMail({
          from: email.from.name ? { name: email.from.name, address } : address,
          to,
          subject: email.subject,
          text: email.text,
          headers: { 'X-Facility-Notification': notificationId },
        });
        return { ok: true, detail: String(info.messageId ?? info.response ?? 'sent') };
      } catch (error) {
        return { ok: false, retry: !isPermanentSmtpError(error), error: (error as Error).message ?? String(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Without `SMTP_URL` a mail cannot be sent: each e-mail notification fails at once, for good,
 * with the error `SMTP not configured` (visible in the notification list), rather than
 * waiting for a server that may never be configured and then mailing stale news.
 */
export const unconfiguredMailChannel: MailChannel = {
  send: async () => ({ ok: false, retry: false, error: 'SMTP not configured' }),
  close() {},
};

/** One webhook call. */
export interface WebhookRequest {
  url: string;
  method: WebhookMethod;
  body: WebhookPayload;
  secret: string;
  authorization: string | null;
  notificationId: string;
  /** The attempt's time, sent as `X-Facility-Timestamp`. */
  at: Date;
}

/** Builds the exact body and headers of a webhook call (the body string is what is signed). */
export function webhookRequestInit(request: WebhookRequest): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(request.body);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': request.notificationId,
    'X-Facility-Signature': webhookSignature(body, request.secret),
    'X-Facility-Timestamp': request.at.toISOString(),
    'User-Agent': 'facility-notifications/1',
  };
  if (request.authorization) headers.Authorization = request.authorization;
  return { body, headers };
}

/** What a webhook call may reach: public addresses only, unless the operator allows private ones (`WEBHOOK_ALLOW_PRIVATE`). */
export interface WebhookNetworkPolicy {
  allowPrivateAddresses: boolean;
}

/**
 * Calls a webhook: 2xx delivered; 408, 429, 5xx, timeouts and network errors retried; other
 * answers refused for good, and so is a URL that leads to a private or reserved address
 * (see webhook-address-policy.ts) unless `policy` allows those. Redirects are not followed.
 */
export async function callWebhook(request: WebhookRequest, timeoutMs: number, policy: WebhookNetworkPolicy): Promise<AttemptOutcome> {
  const { body, headers } = webhookRequestInit(request);
  // The settings only take http(s) URLs; one stored before that rule cannot be called.
  const url = URL.canParse(request.url) ? new URL(request.url) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { ok: false, retry: false, error: `Webhook refused: ${request.url} is not an http(s) URL` };
  if (!policy.allowPrivateAddresses) {
    const refused = checkWebhookHost(url);
    if (refused) return { ok: false, retry: false, error: `Webhook refused: ${refused.message}` };
  }
  try {
    const status = await send(url, { method: request.method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } }, body, {
      signal: AbortSignal.timeout(timeoutMs),
      ...(policy.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
    });
    return outcomeOfStatus(status);
  } catch (error) {
    if (error instanceof PrivateAddressError) return { ok: false, retry: false, error: `Webhook refused: ${error.message}` };
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    return { ok: false, retry: true, error: `Webhook call failed: ${reason}` };
  }
}

/** One HTTP(S) request; answers the status once the body is drained (so the socket can be reused). */
function send(url: URL, init: RequestOptions, body: string, extra: Pick<RequestOptions, 'signal' | 'lookup'>): Promise<number> {
  const requestFn = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(extra.signal?.aborted ? extra.signal.reason : error);
    const outgoing = requestFn(url, { ...init, ...extra }, (response) => {
      response.on('error', fail);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.resume();
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
