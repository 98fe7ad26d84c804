import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes.ts';
import { PAGES } from './pages.ts';

describe('screens', () => {
  it('gives every route of the spec a screen of its own, except /staff, which the guard sends to /users', () => {
    const without = ROUTES.map((route) => route.name).filter((name) => !(name in PAGES));
    expect(without).toEqual(['staff']);
  });
});
