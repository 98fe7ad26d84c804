import { describe, expect, it } from 'vitest';
import { replaceFormRules, replaceFormValues, toInstallSpotBody, toReplaceBody } from './device-install.ts';

const installed = { installSpot: 'Above the door', mac_id: 'AA:BB', qr_tag: 'Q-1' };
const fresh = { installSpot: null, mac_id: null, qr_tag: null };

describe('install spot', () => {
  it('sends a changed spot, trimmed', () => {
    expect(toInstallSpotBody(installed, '  Left wall ')).toEqual({ installSpot: 'Left wall' });
    expect(toInstallSpotBody(fresh, 'Left wall')).toEqual({ installSpot: 'Left wall' });
  });
  it('sends nothing when unchanged, blank or too long', () => {
    expect(toInstallSpotBody(installed, 'Above the door ')).toBeNull();
    expect(toInstallSpotBody(installed, '  ')).toBeNull();
    expect(toInstallSpotBody(fresh, 'x'.repeat(201))).toBeNull();
  });
});

describe('hardware replacement', () => {
  it('starts from the current spot with blank hardware', () => {
    expect(replaceFormValues(installed)).toEqual({ macId: '', qrTag: '', installSpot: 'Above the door' });
    expect(replaceFormValues(fresh).installSpot).toBe('');
  });
  it('needs a MAC id or a QR tag, and a spot', () => {
    expect(replaceFormRules(replaceFormValues(fresh))).toEqual({ macId: 'rules.pleaseEnter', qrTag: null, installSpot: 'rules.pleaseEnter' });
    expect(replaceFormRules({ macId: '', qrTag: 'Q-2', installSpot: 'x' })).toEqual({ macId: null, qrTag: null, installSpot: null });
    expect(replaceFormRules({ macId: 'm'.repeat(65), qrTag: 'q'.repeat(201), installSpot: 's'.repeat(201) })).toEqual({
      macId: 'rules.nameTooLong',
      qrTag: 'rules.nameTooLong',
      installSpot: 'rules.nameTooLong',
    });
  });
  it('sends blank hardware fields as none and the spot only when it changes', () => {
    expect(toReplaceBody(installed, { macId: ' CC:DD ', qrTag: '', installSpot: 'Above the door' })).toEqual({ replace: { mac_id: 'CC:DD', qr_tag: null } });
    expect(toReplaceBody(fresh, { macId: 'CC:DD', qrTag: 'Q-9', installSpot: ' Ceiling ' })).toEqual({ replace: { mac_id: 'CC:DD', qr_tag: 'Q-9' }, installSpot: 'Ceiling' });
  });
});
