const HOUR_MS = 3_600_000;

/**
 * The most runs of hours a statement tests as ranges, one after another, before it takes
 * the list of hours instead (see `sumProblemsByRoom`).
 */
export const MAX_HOUR_RANGES = 16;

/** UTC hour starts as runs of consecutive hours, each `[first, after the last)`, in their order. Pure. */
export function hourRuns(hours: readonly Date[]): [from: Date, to: Date][] {
  const runs: [Date, Date][] = [];
  for (const hour of hours) {
    const last = runs.at(-1);
    if (last && last[1].getTime() === hour.getTime()) last[1] = new Date(hour.getTime() + HOUR_MS);
    else runs.push([hour, new Date(hour.getTime() + HOUR_MS)]);
  }
  return runs;
}
