import type { WhatIfLine, WhatIfRequest, WhatIfResult } from '@facility/contracts';
import { ApiError, sessionLost, type InvalidParam } from '../../../lib/api-client.ts';

/**
 * `POST /api/what-if` (issue 18), read as it streams: the answer is NDJSON, progress lines
 * then the result, so the page's progress bar follows the replay on the server.
 */

/** Splits streamed text into whole lines: the complete ones, and the unfinished rest to keep for the next chunk. */
export function splitLines(buffered: string): { lines: string[]; rest: string } {
  const parts = buffered.split('\n');
  const rest = parts.pop() ?? '';
  return { lines: parts.filter((line) => line.trim().length > 0), rest };
}

export async function runWhatIf(request: WhatIfRequest, onProgress: (done: number) => void, signal?: AbortSignal): Promise<WhatIfResult> {
  const response = await fetch('/api/what-if', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/x-ndjson, application/problem+json', 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal: signal ?? null,
  });
  if (!response.ok || !response.body) {
    // A session that expired while the settings were edited: back to the login, as every other call does.
    if (response.status === 401) sessionLost();
    const problem = (await response.json().catch(() => ({}))) as { title?: string; detail?: string; 'invalid-params'?: InvalidParam[] };
    throw new ApiError(response.status, problem.title ?? response.statusText, problem.detail ?? null, problem['invalid-params'] ?? []);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { lines, rest } = splitLines(buffered + value);
    buffered = rest;
    for (const text of lines) {
      const line = JSON.parse(text) as WhatIfLine;
      if (line.type === 'progress') onProgress(line.done);
      else if (line.type === 'result') return line.result;
      else throw new ApiError(500, line.title, null);
    }
  }
  throw new ApiError(500, 'The answer ended before its result', null);
}
