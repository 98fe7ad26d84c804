import { DeviceCommandAck, type DeviceChannelServerMessage } from '@facility/contracts';
import Compile from 'typebox/compile';

/** What a `ws` message event carries. */
export type RawMessage = string | Buffer | ArrayBuffer | Buffer[];

export type ParsedDeviceMessage = { ok: true; ack: DeviceCommandAck } | { ok: false; detail: string };

const validateAck = Compile(DeviceCommandAck);

function textOf(data: RawMessage): string {
  if (typeof data === 'string') return data;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * Reads one message from a device. Pure and total: whatever a device sends (binary frames,
 * broken JSON, unknown types, wrong fields) comes back as `{ ok: false, detail }` for the
 * server to answer with an `error` message, never as an exception.
 */
export function parseDeviceMessage(data: RawMessage, isBinary = false): ParsedDeviceMessage {
  if (isBinary) return { ok: false, detail: 'Send JSON text frames, not binary ones' };
  let message: unknown;
  try {
    message = JSON.parse(textOf(data));
  } catch {
    return { ok: false, detail: 'Not JSON' };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { ok: false, detail: 'A message is a JSON object with a "type"' };
  }
  const type = (message as { type?: unknown }).type;
  if (type !== 'ack') return { ok: false, detail: `Unknown message type ${JSON.stringify(type ?? null)}; devices send "ack"` };
  const errors = [...validateAck.Errors(message)];
  if (errors.length > 0) {
    const first = errors[0]!;
    const missing = (first.params as { requiredProperties?: string[] }).requiredProperties;
    const field = missing?.length ? `/${missing[0]}` : first.instancePath || '/';
    return { ok: false, detail: `Invalid ack: ${field} ${missing?.length ? 'is required' : first.message}` };
  }
  return { ok: true, ack: message as DeviceCommandAck };
}

/** A server message as it goes on the wire. */
export const encodeServerMessage = (message: DeviceChannelServerMessage): string => JSON.stringify(message);
