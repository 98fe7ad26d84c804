import { readFileSync } from 'node:fs';

/** How long a read offset is trusted; a journey waits at least this long after writing the file. */
const REREAD_MS = 100;

function readOffset(path: string): number {
  try {
    const value = Number(readFileSync(path, 'utf8').trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0; // no file yet: the system's time
  }
}

/**
 * The system clock moved forward by a number of milliseconds kept in a file
 * (`CLOCK_OFFSET_FILE`). For end-to-end journeys only: a journey about time passing (a counter
 * silent for three hours going offline and raising an alert) moves the server's time on
 * instead of waiting for it, while everything else stays real. Never set it in production.
 *
 * The file is re-read on use at most every 100 ms rather than watched: `fs.watchFile` compares
 * size and mtime, and two writes of equally long numbers within the file system's timestamp
 * granularity look unchanged to it, so a change could be missed for good.
 */
export function fileOffsetClock(path: string): { now: () => Date; stop: () => void } {
  let offset = readOffset(path);
  let readAt = Date.now();
  const now = () => {
    const system = Date.now();
    if (system - readAt >= REREAD_MS) {
      offset = readOffset(path);
      readAt = system;
    }
    return new Date(system + offset);
  };
  return { now, stop: () => undefined };
}
