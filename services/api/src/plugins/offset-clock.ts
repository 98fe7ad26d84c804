import { readFileSync, unwatchFile, watchFile } from 'node:fs';

/** How often the offset file is polled; a journey waits at least this long after writing it. */
const POLL_MS = 100;

function readOffset(path: string): number {
  try {
    const value = Number(readFileSync(path, 'utf8').trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0; // no file yet: the system's time
  }
}

/**
 * The system clock moved forward by a number of milliseconds kept in a file, re-read when the
 * file changes (`CLOCK_OFFSET_FILE`). For end-to-end journeys only: a journey about time
 * passing (a counter silent for three hours going offline and raising an alert) moves the
 * server's time on instead of waiting for it, while everything else stays real. Never set
 * it in production.
 */
export function fileOffsetClock(path: string): { now: () => Date; stop: () => void } {
  let offset = readOffset(path);
  const listener = () => {
    offset = readOffset(path);
  };
  watchFile(path, { interval: POLL_MS, persistent: false }, listener);
  return { now: () => new Date(Date.now() + offset), stop: () => unwatchFile(path, listener) };
}
