import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { documentTitle, ROUTE_TITLE_KEYS, STATUS_TITLE_KEYS, titleKeyFor } from './page-titles.ts';

const common = (language: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales', language, 'common.json'), 'utf8')) as Record<string, string>;

describe('page titles', () => {
  it('gives every route a title', () => {
    const missing = ROUTES.map((route) => route.name).filter((name) => !ROUTE_TITLE_KEYS[name]);
    expect(missing).toEqual([]);
  });
  it('names no route that does not exist', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    expect(Object.keys(ROUTE_TITLE_KEYS).filter((name) => !names.has(name))).toEqual([]);
  });
  for (const { code } of LANGUAGES) {
    it(`has every title's text in ${code}`, () => {
      const dictionary = common(code);
      const keys = [...Object.values(ROUTE_TITLE_KEYS), ...Object.values(STATUS_TITLE_KEYS)];
      expect(keys.filter((key) => !dictionary[key]?.trim())).toEqual([]);
    });
  }
  it('picks the shell page over the route, and nothing for an unknown name', () => {
    expect(titleKeyFor('overview')).toBe('routes.overview');
    expect(titleKeyFor('performance', 'forbidden')).toBe('routes.forbidden');
    expect(titleKeyFor(null, 'notFound')).toBe('routes.notFound');
    expect(titleKeyFor('nothing')).toBeNull();
  });
  it('puts the page before the product name', () => {
    expect(documentTitle('Overview', 'Facility Pulse')).toBe('Overview · Facility Pulse');
    expect(documentTitle(null, 'Facility Pulse')).toBe('Facility Pulse');
  });
});
