import { describe, expect, it } from 'vitest';
import { complaintCounts, resolveComplaintFilter, withoutHour } from './complaint-filter.ts';

const services = [
  { name: 'Supplies', category: 'cleaning' as const, problems: ['missing_soap', 'missing_toilet_paper'] },
  { name: 'Plumbing', category: 'maintenance' as const, problems: ['problem_leak'] },
];

describe('resolveComplaintFilter', () => {
  it('is null without a service name or hour', () => {
    expect(resolveComplaintFilter(services)).toBeNull();
    expect(resolveComplaintFilter(services, '')).toBeNull();
  });

  it("counts only the named service's problems", () => {
    const filter = resolveComplaintFilter(services, 'Supplies')!;
    expect(complaintCounts(filter, 'missing_soap', 9)).toBe(true);
    expect(complaintCounts(filter, 'dirty_floor', 9)).toBe(false);
    expect(complaintCounts(filter, 'problem_leak', 9)).toBe(false);
  });

  it('counts nothing for a service the site does not define', () => {
    const filter = resolveComplaintFilter(services, 'cleaning')!;
    expect(complaintCounts(filter, 'missing_soap', 9)).toBe(false);
    expect(complaintCounts(filter, 'dirty_floor', 9)).toBe(false);
  });

  it('counts only the chosen local hour, hour 0 included, and both filters together', () => {
    const midnight = resolveComplaintFilter(services, undefined, 0)!;
    expect(complaintCounts(midnight, 'dirty_floor', 0)).toBe(true);
    expect(complaintCounts(midnight, 'dirty_floor', 23)).toBe(false);
    const both = resolveComplaintFilter(services, 'Plumbing', 14)!;
    expect(complaintCounts(both, 'problem_leak', 14)).toBe(true);
    expect(complaintCounts(both, 'problem_leak', 15)).toBe(false);
    expect(complaintCounts(withoutHour(both), 'problem_leak', 15)).toBe(true);
    expect(complaintCounts(withoutHour(both), 'dirty_floor', 15)).toBe(false);
  });
});
