import { ALREADY_USED_REASON } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  CODE_TAKEN,
  EMPTY_REGISTER_FORM,
  emptyMaintenanceForm,
  localDay,
  maintenanceFormRules,
  maintenanceNewestFirst,
  refusedAsTakenCode,
  registerFormRules,
  toMaintenanceBody,
  toMoveBody,
  toNoteBody,
  toRegisterBody,
} from './device-form.ts';

describe('register form', () => {
  it('asks for a room and a type', () => {
    expect(registerFormRules(EMPTY_REGISTER_FORM)).toEqual({ roomId: 'rules.pleaseSelect', deviceType: 'rules.pleaseSelect', deviceCode: null });
    expect(registerFormRules({ roomId: 'r1', deviceType: 'tablet', deviceCode: 'x'.repeat(101) }).deviceCode).toBe('rules.nameTooLong');
  });
  it("refuses a code a device in service has, trimmed and regardless of case; no code is always fine", () => {
    const form = { roomId: 'r1', deviceType: 'tablet' as const };
    const inService = ['TLV-TP-112', null, 'PAD-7'];
    expect(registerFormRules({ ...form, deviceCode: ' tlv-tp-112 ' }, inService).deviceCode).toBe(CODE_TAKEN);
    expect(registerFormRules({ ...form, deviceCode: 'TLV-TP-113' }, inService).deviceCode).toBeNull();
    expect(registerFormRules({ ...form, deviceCode: '  ' }, inService).deviceCode).toBeNull();
    expect(registerFormRules({ ...form, deviceCode: 'TLV-TP-112' }).deviceCode).toBeNull();
  });
  it("recognises the server's refusal of a code another device has, and only that", () => {
    const refusal = (name: string, reason: string) => new ApiError(400, 'Bad Request', reason, [{ name, reason }]);
    expect(refusedAsTakenCode(refusal('body/deviceCode', `deviceCode "TLV-TP-112" ${ALREADY_USED_REASON} another device in service`))).toBe(true);
    expect(refusedAsTakenCode(refusal('body/deviceCode', 'deviceCode must be at most 64 characters'))).toBe(false);
    expect(refusedAsTakenCode(refusal('body/roomId', `roomId ${ALREADY_USED_REASON} something`))).toBe(false);
    expect(refusedAsTakenCode(new ApiError(404, 'Not Found', 'No such room'))).toBe(false);
    expect(refusedAsTakenCode(new Error('offline'))).toBe(false);
  });
  it('sends the code only when one is given', () => {
    expect(toRegisterBody({ roomId: 'r1', deviceType: 'tablet', deviceCode: '  ' })).toEqual({ roomId: 'r1', deviceType: 'tablet' });
    expect(toRegisterBody({ roomId: 'r1', deviceType: 'counter_men', deviceCode: ' C-12 ' })).toEqual({ roomId: 'r1', deviceType: 'counter_men', deviceCode: 'C-12' });
    expect(() => toRegisterBody(EMPTY_REGISTER_FORM)).toThrow();
  });
});

describe('maintenance form', () => {
  const rules = maintenanceFormRules('2024-05-10');
  it('needs a kind, a real day not in the future and who did it', () => {
    expect(rules(emptyMaintenanceForm('2024-05-10'))).toEqual({ kind: 'rules.pleaseSelect', date: null, byName: 'rules.pleaseEnter' });
    expect(rules({ kind: 'panel_change', date: '2024-05-11', byName: 'Dana', note: '' }).date).toBe('rules.invalidDate');
    expect(rules({ kind: 'panel_change', date: '2024-02-30', byName: 'Dana', note: '' }).date).toBe('rules.invalidDate');
    expect(rules({ kind: 'panel_change', date: '2024-05-09', byName: 'Dana', note: '' })).toEqual({ kind: null, date: null, byName: null });
  });
  it('makes one maintenance record, without an empty note', () => {
    expect(toMaintenanceBody({ kind: 'battery_replacement', date: '2024-05-09', byName: ' Dana ', note: ' ' })).toEqual({
      maintenance: [{ kind: 'battery_replacement', date: '2024-05-09', byName: 'Dana' }],
    });
    expect(toMaintenanceBody({ kind: 'technician_check', date: '2024-05-09', byName: 'Dana', note: 'All fine' }).maintenance?.[0]?.note).toBe('All fine');
  });
});

describe('move and note bodies', () => {
  it('moves only to another room', () => {
    expect(toMoveBody({ roomId: 'r1' }, 'r1')).toBeNull();
    expect(toMoveBody({ roomId: 'r1' }, '')).toBeNull();
    expect(toMoveBody({ roomId: 'r1' }, 'r2')).toEqual({ roomId: 'r2' });
  });
  it('sends a changed note, an empty text clearing it', () => {
    expect(toNoteBody({ note: null }, ' ')).toBeNull();
    expect(toNoteBody({ note: { date: '2024-05-01T00:00:00Z', txt: 'Loose' } }, 'Loose ')).toBeNull();
    expect(toNoteBody({ note: { date: '2024-05-01T00:00:00Z', txt: 'Loose' } }, '')).toEqual({ note: '' });
    expect(toNoteBody({ note: null }, ' Fixed ')).toEqual({ note: 'Fixed' });
  });
});

describe('maintenanceNewestFirst and localDay', () => {
  it('orders by day, then by recording time', () => {
    const entry = (date: string, recordedAt: string) => ({ kind: 'panel_change' as const, date, byName: 'D', note: '', recordedAt });
    const sorted = maintenanceNewestFirst([entry('2024-01-01', '2024-01-01T10:00:00Z'), entry('2024-03-01', '2024-03-01T10:00:00Z'), entry('2024-01-01', '2024-01-02T10:00:00Z')]);
    expect(sorted.map((e) => e.recordedAt)).toEqual(['2024-03-01T10:00:00Z', '2024-01-02T10:00:00Z', '2024-01-01T10:00:00Z']);
  });
  it('formats the local day', () => {
    expect(localDay(new Date(2024, 0, 5, 13))).toBe('2024-01-05');
  });
});
