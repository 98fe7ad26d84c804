import { describe, expect, it } from 'vitest';
import { encodeServerMessage, parseDeviceMessage } from './device-channel.protocol.ts';

const commandId = '0b7f6a52-6d3c-4c3e-9a39-3f0f4b9d2a11';

describe('parseDeviceMessage', () => {
  it('reads an ack from text, a Buffer, fragments or an ArrayBuffer', () => {
    const text = JSON.stringify({ type: 'ack', commandId, ok: true, result: 'https://cdn.example/shot.png' });
    const expected = { ok: true, ack: { type: 'ack', commandId, ok: true, result: 'https://cdn.example/shot.png' } };
    expect(parseDeviceMessage(text)).toEqual(expected);
    expect(parseDeviceMessage(Buffer.from(text))).toEqual(expected);
    expect(parseDeviceMessage([Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))])).toEqual(expected);
    const bytes = new TextEncoder().encode(text);
    expect(parseDeviceMessage(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))).toEqual(expected);
  });

  it('accepts a refusal with the device’s own explanation', () => {
    expect(parseDeviceMessage(JSON.stringify({ type: 'ack', commandId, ok: false, error: 'survey missing' }))).toMatchObject({
      ok: true,
      ack: { ok: false, error: 'survey missing' },
    });
  });

  it.each([
    ['broken JSON', '{"type":"ack",', 'Not JSON'],
    ['an empty frame', '', 'Not JSON'],
    ['a JSON string', '"ack"', 'A message is a JSON object with a "type"'],
    ['null', 'null', 'A message is a JSON object with a "type"'],
    ['an array', '[1,2]', 'A message is a JSON object with a "type"'],
    ['no type', '{"commandId":"x"}', 'Unknown message type null; devices send "ack"'],
    ['an unknown type', '{"type":"hello"}', 'Unknown message type "hello"; devices send "ack"'],
    ['an ack without ok', `{"type":"ack","commandId":"${commandId}"}`, 'Invalid ack: /ok is required'],
    ['an ack without commandId', '{"type":"ack","ok":true}', 'Invalid ack: /commandId is required'],
    ['a non-boolean ok', `{"type":"ack","commandId":"${commandId}","ok":"yes"}`, 'Invalid ack: /ok'],
    ['a numeric result', `{"type":"ack","commandId":"${commandId}","ok":true,"result":42}`, 'Invalid ack: /result'],
  ])('answers %s with a reason instead of throwing', (_name, text, detail) => {
    const parsed = parseDeviceMessage(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.detail).toContain(detail);
  });

  it('refuses binary frames', () => {
    expect(parseDeviceMessage(Buffer.from('{"type":"ack"}'), true)).toEqual({ ok: false, detail: 'Send JSON text frames, not binary ones' });
  });
});

describe('encodeServerMessage', () => {
  it('writes a command as one JSON object', () => {
    const issuedAt = '2026-03-01T10:00:00.000Z';
    expect(JSON.parse(encodeServerMessage({ type: 'command', commandId, action: 'screenshot', issuedAt }))).toEqual({
      type: 'command',
      commandId,
      action: 'screenshot',
      issuedAt,
    });
  });
});
