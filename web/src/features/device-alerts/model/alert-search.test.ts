import { describe, expect, it } from 'vitest';
import { defaultSearch, MAX_SEARCH_TEXT, searchRequest, type AlertSearch } from './alert-search.ts';

const search = (overrides: Partial<AlertSearch> = {}): AlertSearch => ({ ...defaultSearch('2024-05-10'), ...overrides });

describe('defaultSearch', () => {
  it('looks at every alert of the last 30 days', () => {
    expect(defaultSearch('2024-05-10')).toEqual({ text: '', kind: '', state: 'all', from: '2024-04-11', to: '2024-05-10' });
  });
});

describe('searchRequest', () => {
  it('asks for the period and nothing else by default', () => {
    expect(searchRequest('s1', search())).toEqual({ ok: true, query: { siteId: 's1', state: 'all', from: '2024-04-11', to: '2024-05-10' } });
  });

  it('trims the text and leaves it out when blank', () => {
    expect(searchRequest('s1', search({ text: '  WC-3 ' }))).toMatchObject({ ok: true, query: { q: 'WC-3' } });
    const blank = searchRequest('s1', search({ text: '   ' }));
    expect(blank.ok && 'q' in blank.query).toBe(false);
  });

  it('cuts the text to the server’s limit', () => {
    const request = searchRequest('s1', search({ text: 'x'.repeat(150) }));
    expect(request.ok && request.query.q?.length).toBe(MAX_SEARCH_TEXT);
  });

  it('passes a chosen kind', () => {
    expect(searchRequest('s1', search({ kind: 'low_battery' }))).toMatchObject({ ok: true, query: { kind: 'low_battery' } });
  });

  it('drops the dates for open alerts (they are open now)', () => {
    expect(searchRequest('s1', search({ state: 'active' }))).toEqual({ ok: true, query: { siteId: 's1', state: 'active' } });
  });

  it('leaves out a date that is not set', () => {
    expect(searchRequest('s1', search({ from: '' }))).toEqual({ ok: true, query: { siteId: 's1', state: 'all', to: '2024-05-10' } });
  });

  it('refuses a start after the end', () => {
    expect(searchRequest('s1', search({ from: '2024-05-11' }))).toEqual({ ok: false, error: 'range' });
  });

  it('accepts a single-day range', () => {
    expect(searchRequest('s1', search({ from: '2024-05-10', to: '2024-05-10' })).ok).toBe(true);
  });
});
