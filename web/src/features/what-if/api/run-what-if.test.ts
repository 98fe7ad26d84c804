import type { WhatIfRequest } from '@facility/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorised } from '../../../lib/api-client.ts';
import { runWhatIf, splitLines } from './run-what-if.ts';

describe('reading the streamed answer', () => {
  it('keeps a line cut between two chunks for the next one', () => {
    const first = splitLines('{"type":"progress","done":0}\n{"type":"prog');
    expect(first).toEqual({ lines: ['{"type":"progress","done":0}'], rest: '{"type":"prog' });
    expect(splitLines(`${first.rest}ress","done":0.5}\n\n`)).toEqual({ lines: ['{"type":"progress","done":0.5}'], rest: '' });
  });
});

describe('a what-if run whose session is gone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the app, which goes back to the login, and fails with the 401', async () => {
    const problem = JSON.stringify({ title: 'Unauthorized', status: 401 });
    vi.stubGlobal('fetch', async () => new Response(problem, { status: 401, headers: { 'content-type': 'application/problem+json' } }));
    let told = 0;
    const stop = onUnauthorised(() => told++);
    try {
      const failure = await runWhatIf({} as WhatIfRequest, () => {}).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(401);
      expect(told).toBe(1);
    } finally {
      stop();
    }
  });

  it('does not for a refused setting (400)', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ title: 'Bad Request' }), { status: 400 }));
    let told = 0;
    const stop = onUnauthorised(() => told++);
    try {
      await expect(runWhatIf({} as WhatIfRequest, () => {})).rejects.toMatchObject({ status: 400 });
      expect(told).toBe(0);
    } finally {
      stop();
    }
  });
});
