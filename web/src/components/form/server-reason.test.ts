import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { reasonMessage, serverReasonText } from './server-reason.ts';

describe('reasonMessage', () => {
  it("says the schema's and the rules' common reasons in the reader's words", () => {
    // The schema's (ajv's) wording and the domain rules' wording of the same reason.
    expect(reasonMessage('must NOT have more than 100 characters')).toEqual({ key: 'admin:rules.maxChars', values: { max: '100' } });
    expect(reasonMessage('deviceCode must be at most 64 characters')).toEqual({ key: 'admin:rules.maxChars', values: { max: '64' } });
    expect(reasonMessage('username must be at least 5 characters')).toEqual({ key: 'admin:rules.minChars', values: { min: '5' } });
    expect(reasonMessage('must NOT have fewer than 1 characters')).toEqual({ key: 'admin:rules.pleaseEnter' });
    expect(reasonMessage('must not be empty')).toEqual({ key: 'admin:rules.pleaseEnter' });
    expect(reasonMessage('is required')).toEqual({ key: 'admin:rules.pleaseEnter' });
    expect(reasonMessage('ref_id 101 is already used by another room of this site')).toEqual({ key: 'admin:rules.taken' });
    expect(reasonMessage('is already used by shifts/0')).toEqual({ key: 'admin:rules.taken' });
    expect(reasonMessage('must be integer')).toEqual({ key: 'admin:rules.wholeNumber' });
    expect(reasonMessage('must be a whole number')).toEqual({ key: 'admin:rules.wholeNumber' });
    expect(reasonMessage('must be >= 0')).toEqual({ key: 'admin:rules.atLeast', values: { min: '0' } });
    expect(reasonMessage('must be at least 1')).toEqual({ key: 'admin:rules.atLeast', values: { min: '1' } });
    expect(reasonMessage('must be <= 1440')).toEqual({ key: 'admin:rules.atMost', values: { max: '1440' } });
    expect(reasonMessage('must be at most 0.5')).toEqual({ key: 'admin:rules.atMost', values: { max: '0.5' } });
    expect(reasonMessage('must be between -90 and 90')).toEqual({ key: 'admin:rules.between', values: { min: '-90', max: '90' } });
  });

  it('leaves any other reason to be shown as the server gave it', () => {
    expect(reasonMessage('must be at least minSla')).toBeNull();
    expect(reasonMessage('must be an IANA time zone such as Asia/Jerusalem')).toBeNull();
    expect(reasonMessage('')).toBeNull();
  });
});

describe('serverReasonText', () => {
  const t = ((key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;
  it('translates what it knows and prefixes the rest with "the server refused"', () => {
    expect(serverReasonText(t, 'must be <= 24')).toBe('admin:rules.atMost{"max":"24"}');
    expect(serverReasonText(t, 'must be a date yyyy-mm-dd')).toBe('admin:rules.serverRefused{"reason":"must be a date yyyy-mm-dd"}');
  });
});
