/**
 * The counter-anomaly rule's arithmetic (spec §2 device alerts, "counter" tab): a people
 * counter that counts far fewer visitors than it usually does at that hour of the week,
 * while its site is open, is probably blocked, turned or broken.
 *
 * - Counts are kept per whole UTC hour. An hour is complete when an event of the device
 *   (a count or a heartbeat) arrives in a later hour; the hours between with no event at all
 *   count 0 when the device was not silent long enough to be offline (a live counter that
 *   saw nobody), and are skipped otherwise (the `offline` alert covers a dead device).
 *   A count that arrives for an hour already complete is left out: decisions are not revised.
 * - Each completed hour falls in one of the 168 hours of the site's local week. Only hours
 *   when the site is open are judged or learnt (a holiday or a night does not teach the
 *   counter that nobody comes).
 * - The usual count of an hour of the week is the mean of its last {@link BASELINE_WEEKS}
 *   learnt counts. It is trusted once it has {@link MIN_BASELINE_WEEKS} of them and is at
 *   least {@link MIN_USUAL_COUNT} (a quiet hour cannot fall by much).
 * - A judged hour under {@link OPEN_SHARE} of the usual opens an anomaly (at the start of that
 *   hour); the first judged hour at or over {@link CLOSE_SHARE} of the usual closes it (at the
 *   start of that hour). The gap between the two shares keeps a borderline counter from flapping.
 * - Hours judged anomalous (that opened the anomaly or kept it open) are not learnt, so a
 *   broken counter does not teach its baseline that zero is usual.
 *
 * State per device is bounded: one open hour and at most 168 × {@link BASELINE_WEEKS} counts.
 */

export const BASELINE_WEEKS = 4;
export const MIN_BASELINE_WEEKS = 3;
export const MIN_USUAL_COUNT = 10;
export const OPEN_SHARE = 0.25;
export const CLOSE_SHARE = 0.5;
export const HOURS_OF_WEEK = 168;
export const HOUR_MS = 3_600_000;

export interface CounterHours {
  /** Start of the hour being counted (epoch ms), null before the device's first event. */
  hourStart: number | null;
  /** Visitors counted in it so far. */
  count: number;
  /** Learnt counts per hour of the week (0 = Sunday 00:00 local), oldest first. */
  slots: Record<string, number[]>;
}

export const newCounterHours = (): CounterHours => ({ hourStart: null, count: 0, slots: {} });

export const hourStartOf = (instant: number): number => Math.floor(instant / HOUR_MS) * HOUR_MS;

/** An hour that is over, with what was counted in it. */
export interface CompletedHour {
  hourStart: number;
  count: number;
}

/**
 * Moves the counter to the hour of an event at `at` and returns the hours that completed.
 * `fillSilent`: whether the hours with no event between the last one and this one count 0
 * (the device was alive) or are skipped (it was offline). An event in the current hour or
 * an earlier one completes nothing.
 */
export function advanceHours(counter: CounterHours, at: number, fillSilent: boolean): CompletedHour[] {
  const hour = hourStartOf(at);
  if (counter.hourStart === null) {
    counter.hourStart = hour;
    counter.count = 0;
    return [];
  }
  if (hour <= counter.hourStart) return [];
  const completed: CompletedHour[] = [{ hourStart: counter.hourStart, count: counter.count }];
  // Bounded: silent hours are filled only for a gap shorter than the offline threshold (3 h).
  if (fillSilent) for (let h = counter.hourStart + HOUR_MS; h < hour; h += HOUR_MS) completed.push({ hourStart: h, count: 0 });
  counter.hourStart = hour;
  counter.count = 0;
  return completed;
}

/** Adds visitors counted at `at`; a count for an hour already complete is left out. */
export function addCount(counter: CounterHours, at: number, count: number): void {
  if (counter.hourStart !== null && hourStartOf(at) === counter.hourStart) counter.count += count;
}

export type HourVerdict = 'open' | 'close' | 'none';

export interface HourJudgement {
  verdict: HourVerdict;
  /** The usual count of the hour of the week, when trusted. */
  usual: number | null;
}

/** The usual count of a slot: the mean of its learnt counts, or null while not trusted. */
export function usualCount(samples: readonly number[] | undefined): number | null {
  if (!samples || samples.length < MIN_BASELINE_WEEKS) return null;
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return mean >= MIN_USUAL_COUNT ? mean : null;
}

/**
 * Judges one completed open hour in hour-of-week `slot` and learns it (unless it was
 * anomalous). `anomalyOpen`: whether the device has an open counter anomaly.
 */
export function judgeHour(counter: CounterHours, slot: number, count: number, anomalyOpen: boolean): HourJudgement {
  const key = String(slot);
  const samples = counter.slots[key] ?? [];
  const usual = usualCount(samples);
  let verdict: HourVerdict = 'none';
  let anomalous = false;
  if (usual !== null) {
    if (!anomalyOpen && count < OPEN_SHARE * usual) {
      verdict = 'open';
      anomalous = true;
    } else if (anomalyOpen && count >= CLOSE_SHARE * usual) verdict = 'close';
    else if (anomalyOpen) anomalous = true;
  }
  if (!anomalous) {
    samples.push(count);
    if (samples.length > BASELINE_WEEKS) samples.splice(0, samples.length - BASELINE_WEEKS);
    counter.slots[key] = samples;
  }
  return { verdict, usual };
}
