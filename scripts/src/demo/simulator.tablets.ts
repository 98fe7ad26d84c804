import { DEVICE_CHANNEL_CLOSE_CODES, type DeviceCommandAction } from '@facility/contracts';
import WebSocket from 'ws';

/**
 * Simulated tablets on the device channel (`GET /api/devices/channel`): each holds a
 * WebSocket with its device token, acknowledges every command it receives (a screenshot
 * with a tiny PNG as a `data:` URL), reconnects with backoff when the connection drops,
 * and reports what happens through `log`.
 */

/** A 1×1 PNG: what a simulated tablet's screen looks like. */
export const SCREENSHOT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface ChannelCommand {
  type: 'command';
  commandId: string;
  action: DeviceCommandAction | string;
  issuedAt: string;
}

/** What a simulated tablet answers: done, with a screenshot's image where one was asked for. */
export function answerCommand(command: ChannelCommand): { type: 'ack'; commandId: string; ok: boolean; result?: string; error?: string } {
  if (command.action === 'screenshot') return { type: 'ack', commandId: command.commandId, ok: true, result: SCREENSHOT_PNG };
  return { type: 'ack', commandId: command.commandId, ok: true };
}

/** `http://host:3000/` → `ws://host:3000/api/devices/channel` (https → wss). */
export function channelUrl(base: URL): URL {
  const url = new URL('api/devices/channel', base);
  url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return url;
}

export interface TabletOptions {
  url: URL;
  token: string;
  /** How the tablet is named in the log. */
  name: string;
  signal: AbortSignal;
  log(line: string): void;
}

const MAX_BACKOFF_MS = 30_000;

/** Keeps one tablet connected until `signal` aborts; resolves then. Counts the commands it answered. */
export async function runTablet(options: TabletOptions): Promise<{ commands: number }> {
  const { url, token, name, signal, log } = options;
  let commands = 0;
  let backoff = 1_000;
  while (!signal.aborted) {
    const outcome = await new Promise<'retry' | 'stop'>((resolve) => {
      const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
      const abort = () => ws.close(1000, 'simulator stopping');
      signal.addEventListener('abort', abort, { once: true });
      // A refused upgrade also ends in 'error' and 'close': report the first outcome only.
      let settled = false;
      const finish = (outcome: 'retry' | 'stop') => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', abort);
        resolve(outcome);
      };
      ws.on('unexpected-response', (request, response) => {
        // 401: unknown or revoked token; 403: not a tablet. Retrying would not change that.
        log(`${name}: channel refused (HTTP ${response.statusCode})${response.statusCode === 403 ? ': the token is not a tablet' : ''}`);
        finish(response.statusCode === 401 || response.statusCode === 403 ? 'stop' : 'retry');
        request.destroy();
      });
      ws.on('error', (error) => {
        if (!settled) log(`${name}: ${error.message}`);
      });
      ws.on('message', (data) => {
        let message: { type?: string; deviceId?: string; detail?: string; commandId?: string; action?: string };
        try {
          message = JSON.parse(String(data)) as typeof message;
        } catch {
          return log(`${name}: unreadable message from the server`);
        }
        if (message.type === 'ready') {
          backoff = 1_000;
          log(`${name}: connected to the device channel as ${message.deviceId}`);
        } else if (message.type === 'command') {
          const ack = answerCommand(message as ChannelCommand);
          ws.send(JSON.stringify(ack));
          commands++;
          log(`${name}: ${message.action} (${message.commandId}) -> acknowledged`);
        } else if (message.type === 'error') {
          log(`${name}: server says: ${message.detail}`);
        }
      });
      ws.on('close', (code, reason) => {
        if (settled) return;
        if (signal.aborted) return finish('stop');
        log(`${name}: channel closed (${code}${reason.length ? ` ${reason.toString()}` : ''})`);
        finish(code === DEVICE_CHANNEL_CLOSE_CODES.replaced || code === DEVICE_CHANNEL_CLOSE_CODES.revoked ? 'stop' : 'retry');
      });
    });
    if (outcome === 'stop') break;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, backoff);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
    backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
  }
  return { commands };
}
