/**
 * Small helpers shared by the benchmarks: progress lines, percentiles, a plain-text table
 * and the JSON result file. Results go to stdout (the table) and `.bench/` (JSON) so a run
 * can be piped or diffed; progress goes to stderr so it never mixes into either.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `.bench/` at the repository root (git-ignored), independent of the working directory. */
export const BENCH_DIR = fileURLToPath(new URL('../../../.bench/', import.meta.url));

const startedAt = performance.now();

/** One progress line on stderr, stamped with the seconds since the process started. */
export function progress(message: string): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1).padStart(5);
  process.stderr.write(`[${seconds}s] ${message}\n`);
}

/** The p-th percentile (0..100) of ascending-sorted samples, nearest-rank; null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

export type Cell = string | number | null;

/** Numbers with thousands separators and a fixed number of decimals; null as a dash. */
export function formatNumber(value: number | null, decimals = 0): string {
  if (value === null || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * A plain-text table. Text cells are left-aligned and numeric-looking cells right-aligned,
 * so columns of figures line up on their last digit and stay readable in a terminal or a log.
 */
export function formatTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => headers.map((_, column) => cellText(row[column] ?? null)));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...text.map((row) => row[column]?.length ?? 0)),
  );
  const numeric = headers.map((_, column) => column > 0 && text.every((row) => /^[-+\d.,%x ]*$/.test(row[column] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...text.map(line)].join('\n');
}

function cellText(cell: Cell): string {
  if (cell === null) return '-';
  return typeof cell === 'number' ? formatNumber(cell) : cell;
}

/** Writes `.bench/<name>.json` (creating the folder) and returns its path. */
export function writeJson(name: string, data: unknown): string {
  mkdirSync(BENCH_DIR, { recursive: true });
  const path = join(BENCH_DIR, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return path;
}

/** The bound the benchmarks check peak resident memory against (the API on the 200-room year stays under 1 GB). */
export const RSS_LIMIT_MB = 1024;

/** "API peak RSS: 312 MB (< 1,024 MB met)", or a dash when it could not be read. */
export function peakRssLine(label: string, mb: number | null): string {
  if (mb === null) return `${label} peak RSS: - (not readable here)`;
  return `${label} peak RSS: ${formatNumber(mb)} MB (< ${formatNumber(RSS_LIMIT_MB)} MB ${mb < RSS_LIMIT_MB ? 'met' : 'MISSED'})`;
}

/** This process's own peak resident memory in MB (for benchmarks that do the work in-process). */
export const ownPeakRssMb = () => process.resourceUsage().maxRSS / 1024;
