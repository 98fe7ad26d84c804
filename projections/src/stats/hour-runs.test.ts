import { describe, expect, it } from 'vitest';
import { hourRuns } from './hour-runs.ts';

const at = (iso: string) => new Date(`2026-03-01T${iso}:00Z`);

describe('hourRuns', () => {
  it('joins consecutive hours into one run and starts another after a gap', () => {
    expect(hourRuns([at('01:00'), at('02:00'), at('03:00'), at('06:00'), at('07:00'), at('09:00')])).toEqual([
      [at('01:00'), at('04:00')],
      [at('06:00'), at('08:00')],
      [at('09:00'), at('10:00')],
    ]);
  });

  it('gives no run for no hours, and a run per hour when none follow each other', () => {
    expect(hourRuns([])).toEqual([]);
    expect(hourRuns([at('05:00'), at('03:00')])).toEqual([
      [at('05:00'), at('06:00')],
      [at('03:00'), at('04:00')],
    ]);
  });
});
