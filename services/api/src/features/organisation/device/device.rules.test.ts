import { isAlreadyUsedReason } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { nameKey } from '../../../domain/name-key.ts';
import { requireFreeDeviceCode } from './device.rules.ts';

describe('device code uniqueness', () => {
  const inService = [
    { deviceId: 'd-1', deviceCode: 'TLV-TP-112' },
    { deviceId: 'd-2', deviceCode: null },
    { deviceId: 'd-3', deviceCode: 'Łódź-7' },
  ];

  it('compares codes trimmed and regardless of case', () => {
    expect(nameKey(' tlv-tp-112\u200b')).toBe(nameKey('TLV-TP-112'));
    expect(nameKey('ŁÓDŹ-7')).toBe(nameKey('łódź-7'));
    expect(nameKey('TLV-TP-112')).not.toBe(nameKey('TLV-TP-113'));
  });

  it("refuses another device's code, naming deviceCode, in any case or spacing", () => {
    for (const code of ['TLV-TP-112', ' tlv-tp-112 ', 'łódź-7']) {
      expect(() => requireFreeDeviceCode(code, inService)).toThrow(ValidationError);
    }
    expect(() => requireFreeDeviceCode('TLV-TP-112', inService)).toThrow(
      expect.objectContaining({ field: 'deviceCode', message: 'deviceCode "TLV-TP-112" is already used by another device in service' }),
    );
  });

  it('says so in words the dashboard recognises as "already in use"', () => {
    try {
      requireFreeDeviceCode(' TLV-TP-112 ', inService);
      expect.unreachable('the code is taken');
    } catch (error) {
      expect(isAlreadyUsedReason((error as ValidationError).message)).toBe(true);
    }
  });

  it('allows a new code, no code at all, and the code the device itself holds', () => {
    expect(() => requireFreeDeviceCode('TLV-TP-113', inService)).not.toThrow();
    expect(() => requireFreeDeviceCode(null, inService)).not.toThrow();
    expect(() => requireFreeDeviceCode(undefined, inService)).not.toThrow();
    expect(() => requireFreeDeviceCode('  ', inService)).not.toThrow();
    expect(() => requireFreeDeviceCode('tlv-tp-112', inService, 'd-1')).not.toThrow();
    expect(() => requireFreeDeviceCode('TLV-TP-112', [])).not.toThrow();
  });
});
