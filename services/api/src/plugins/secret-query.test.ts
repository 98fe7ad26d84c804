import { describe, expect, it } from 'vitest';
import { withoutSecretQuery } from './secret-query.ts';

describe('withoutSecretQuery', () => {
  it('drops the token and keeps the rest', () => {
    expect(withoutSecretQuery('/api/ingest?token=abc')).toBe('/api/ingest');
    expect(withoutSecretQuery('/api/x?a=1&token=abc&b=2')).toBe('/api/x?a=1&b=2');
    expect(withoutSecretQuery('/api/x?a=1')).toBe('/api/x?a=1');
    expect(withoutSecretQuery('/api/x')).toBe('/api/x');
  });
});
