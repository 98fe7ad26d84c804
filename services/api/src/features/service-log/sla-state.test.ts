import { describe, expect, it } from 'vitest';
import { slaState, type SlaFacts } from './sla-state.ts';

const resolvedAt = new Date('2026-11-01T06:10:00Z');
const call = (facts: Partial<SlaFacts>): SlaFacts => ({ resolvedAt, responseMinutes: 10, minSla: 15, escalated: false, ...facts });

describe('slaState', () => {
  it('is in_sla for a call resolved within its min SLA, the limit included', () => {
    expect(slaState(call({ responseMinutes: 10 }))).toBe('in_sla');
    expect(slaState(call({ responseMinutes: 15 }))).toBe('in_sla');
    expect(slaState(call({ responseMinutes: 0 }))).toBe('in_sla');
  });

  it('is late for a call resolved after its min SLA', () => {
    expect(slaState(call({ responseMinutes: 15.01 }))).toBe('late');
    expect(slaState(call({ responseMinutes: 29 }))).toBe('late');
  });

  it('is escalated for an escalated call, resolved or not, whatever its response time', () => {
    expect(slaState(call({ responseMinutes: 60, escalated: true }))).toBe('escalated');
    expect(slaState(call({ responseMinutes: 5, escalated: true }))).toBe('escalated');
    expect(slaState(call({ resolvedAt: null, responseMinutes: null, escalated: true }))).toBe('escalated');
  });

  it('is open for an unresolved call that has not escalated', () => {
    expect(slaState(call({ resolvedAt: null, responseMinutes: null }))).toBe('open');
    expect(slaState(call({ resolvedAt: null, responseMinutes: null, minSla: null }))).toBe('open');
  });

  it('is in_sla for a resolved call without an SLA (opened outside every shift)', () => {
    expect(slaState(call({ responseMinutes: 500, minSla: null }))).toBe('in_sla');
  });

  it('accepts ISO strings for the resolution time', () => {
    expect(slaState(call({ resolvedAt: '2026-11-01T06:30:00.000Z', responseMinutes: 20 }))).toBe('late');
  });
});
