import { describe, expect, it } from 'vitest';
import { forgetRows, freshMarks, markChanged, shownError } from './form-state.ts';

describe('form marks', () => {
  const rules = { 'email/recipients/0/address': 'admin:rules.invalidEmail', 'webhook/url': null };

  it('shows a rule once its field was typed in, or after a submit', () => {
    expect(shownError(freshMarks(), rules, 'email/recipients/0/address')).toBeNull();
    expect(shownError(markChanged(freshMarks(), 'email/recipients/0/address'), rules, 'email/recipients/0/address')).toEqual({ kind: 'rule', key: 'admin:rules.invalidEmail' });
    expect(shownError({ ...freshMarks(), submitted: true }, rules, 'email/recipients/0/address')).toEqual({ kind: 'rule', key: 'admin:rules.invalidEmail' });
  });

  it('shows the server reason under the field it names, or one above it, until that field changes', () => {
    const marks = { ...freshMarks(), server: { 'webhook/url': 'must match pattern', 'email/recipients/1/address': 'bad' } };
    expect(shownError(marks, rules, 'webhook/url')).toEqual({ kind: 'server', reason: 'must match pattern' });
    expect(shownError(marks, rules, 'email/recipients')).toEqual({ kind: 'server', reason: 'bad' });
    expect(shownError(markChanged(marks, 'webhook/url'), rules, 'webhook/url')).toBeNull();
  });

  it('forgets what it knew by row number once a row is removed', () => {
    const marks = forgetRows(
      { touched: new Set(['email/recipients/1/address', 'email/subject']), submitted: false, server: { 'email/recipients/2/address': 'bad', 'email/subject': 'long' } },
      'email/recipients',
    );
    expect([...marks.touched]).toEqual(['email/subject']);
    expect(marks.server).toEqual({ 'email/subject': 'long' });
  });
});
