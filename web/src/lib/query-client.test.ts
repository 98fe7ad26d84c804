import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { isTransient, MAX_RETRIES, shouldRetry } from './query-client.ts';

describe('which failed reads are tried again', () => {
  it('retries a dropped connection and a server error', () => {
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiError(500, 'Internal Server Error', null))).toBe(true);
    expect(isTransient(new ApiError(503, 'Service Unavailable', null))).toBe(true);
  });
  it('never retries a 4xx: a lost session (401) must reach the login at once', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(isTransient(new ApiError(status, 'no', null)), String(status)).toBe(false);
  });
  it('does not retry an answer it could not read', () => {
    expect(isTransient(new SyntaxError('Unexpected token <'))).toBe(false);
  });
  it('gives up after the last retry', () => {
    const outage = new ApiError(502, 'Bad Gateway', null);
    expect(shouldRetry(0, outage)).toBe(true);
    expect(shouldRetry(MAX_RETRIES - 1, outage)).toBe(true);
    expect(shouldRetry(MAX_RETRIES, outage)).toBe(false);
  });
});
