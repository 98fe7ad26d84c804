export interface Progress {
  processed: number;
  total: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** One line: bar, percentage, counts, rate and time left. Pure, so it is tested without a terminal. */
export function renderProgress(progress: Progress, width = 30, unit = 'events'): string {
  const total = Math.max(progress.total, progress.processed);
  const ratio = total === 0 ? 1 : progress.processed / total;
  const filled = Math.round(ratio * width);
  const left = progress.eventsPerSecond > 0 ? (total - progress.processed) / progress.eventsPerSecond : 0;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ` +
    `${number.format(progress.processed)}/${number.format(total)} ${unit}  ` +
    `${number.format(progress.eventsPerSecond)} events/s  ` +
    (ratio < 1 ? `ETA ${left.toFixed(0)} s` : `${(progress.elapsedMs / 1000).toFixed(1)} s`)
  );
}

/**
 * Draws progress on stderr: redrawn in place on a terminal, a line every two seconds
 * otherwise (CI logs), so long replays always show that they are moving.
 */
export class ProgressBar {
  readonly #stream: NodeJS.WriteStream;
  readonly #label: string;
  readonly #unit: string;
  #lastLine = 0;

  /** `unit` names what `processed` counts; the rate is always events per second. */
  constructor(label: string, unit = 'events', stream: NodeJS.WriteStream = process.stderr) {
    this.#label = label;
    this.#unit = unit;
    this.#stream = stream;
  }

  update(progress: Progress): void {
    const line = `${this.#label} ${renderProgress(progress, 30, this.#unit)}`;
    if (this.#stream.isTTY) {
      this.#stream.write(`\r${line}\u001b[K`);
    } else if (Date.now() - this.#lastLine >= 2_000) {
      this.#lastLine = Date.now();
      this.#stream.write(`${line}\n`);
    }
  }

  done(progress: Progress): void {
    const line = `${this.#label} ${renderProgress(progress, 30, this.#unit)}`;
    this.#stream.write(this.#stream.isTTY ? `\r${line}\u001b[K\n` : `${line}\n`);
  }
}
