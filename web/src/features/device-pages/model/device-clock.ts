/**
 * The device's clock corrected by the server's (pure): a tablet whose clock is wrong would
 * otherwise stamp presses hours off, or outside the ingest's window. `offsetMs` is the
 * server's time minus the device's, measured when the page was loaded.
 */
export function clockOffsetMs(serverTime: string, deviceNow: number, roundTripMs = 0): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  // The answer was written about half a round trip before it arrived.
  return server + roundTripMs / 2 - deviceNow;
}

/** The moment of a press, by the server's clock, as the ingest wants it. */
export function occurredAt(deviceNow: number, offsetMs: number): string {
  return new Date(deviceNow + offsetMs).toISOString();
}
