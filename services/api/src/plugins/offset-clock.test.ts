import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOffsetClock } from './offset-clock.ts';

const HOUR = 3_600_000;

describe('fileOffsetClock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'offset-clock-'));
  const file = join(dir, 'offset');
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    rmSync(file, { force: true });
  });

  it('runs with the system clock while the file is missing', () => {
    const clock = fileOffsetClock(file);
    stops.push(clock.stop);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('runs ahead by the file, and follows a change of it', async () => {
    writeFileSync(file, String(3 * HOUR));
    const clock = fileOffsetClock(file);
    stops.push(clock.stop);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(3 * HOUR - 1_000);
    writeFileSync(file, String(5 * HOUR));
    await expect.poll(() => clock.now().getTime() - Date.now(), { timeout: 5_000 }).toBeGreaterThan(5 * HOUR - 1_000);
  });

  it('ignores a file that is not a number', () => {
    writeFileSync(file, 'soon');
    const clock = fileOffsetClock(file);
    stops.push(clock.stop);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
