import { describe, expect, it } from 'vitest';
import en from '../../../contracts/src/labels/en.json';
import { PROBLEM_KEYS, withHeldProblems } from './problem-keys.ts';

describe('problem keys', () => {
  it('all have a label, and no key is in both categories', () => {
    const labels = en as Record<string, string>;
    for (const key of [...PROBLEM_KEYS.cleaning, ...PROBLEM_KEYS.maintenance]) expect(labels[key], key).toBeTruthy();
    expect(PROBLEM_KEYS.cleaning.filter((key) => PROBLEM_KEYS.maintenance.includes(key))).toEqual([]);
  });

  it('offers the known problems, then the held ones the list lacks', () => {
    expect(withHeldProblems(['a', 'b'], ['b', 'custom_key'])).toEqual(['a', 'b', 'custom_key']);
    expect(withHeldProblems(['a'], [])).toEqual(['a']);
  });
});
