/**
 * A pad that has sent nothing for this long sends a heartbeat. Devices go offline after an
 * hour of silence (spec: "pad9: within 1 hour OK, over 1 hour offline"), so a device in
 * the field reports more often than that; without it every quiet night hour of a generated
 * history would open and close a false offline alert.
 */
export const KEEP_ALIVE_MS = 55 * 60_000;

/**
 * When a device whose previous signal was at `lastSignal` sends keep-alive heartbeats
 * between it and `until`, given the times of its other signals in that span (sorted):
 * one whenever {@link KEEP_ALIVE_MS} pass without a signal.
 */
export function keepAliveTimes(signals: readonly number[], lastSignal: number, until: number): number[] {
  const beats: number[] = [];
  let last = lastSignal;
  for (const next of [...signals, until]) {
    while (next - last > KEEP_ALIVE_MS) {
      last += KEEP_ALIVE_MS;
      beats.push(last);
    }
    last = Math.max(last, next);
  }
  return beats;
}
