import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathAfterLogin } from './return-path.ts';

describe('the page a login returns to', () => {
  it('carries the page asked for, with its query, in the login address', () => {
    expect(loginPathFor('/dashboard/serviceLog/cleanLog/r-1')).toBe('/login?next=%2Fdashboard%2FserviceLog%2FcleanLog%2Fr-1');
    expect(loginPathFor('/admin/device-alerts/active', '?site=s-1')).toBe('/login?next=%2Fadmin%2Fdevice-alerts%2Factive%3Fsite%3Ds-1');
    expect(loginPathFor('/admin/device-alerts/active/', 'site=s-1')).toBe('/login?next=%2Fadmin%2Fdevice-alerts%2Factive%3Fsite%3Ds-1');
  });

  it('keeps the plain login address for the pages a login lands on anyway', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(loginPathFor('/dashboard/')).toBe('/login');
  });

  it('goes back to a path of this app after the login', () => {
    expect(returnPathAfterLogin(loginPathFor('/dashboard/roomAnalytics/r-1').slice('/login'.length))).toBe('/dashboard/roomAnalytics/r-1');
    expect(returnPathAfterLogin('?next=%2Fadmin%2Fdevice-alerts%2Factive%3Fsite%3Ds-1')).toBe('/admin/device-alerts/active?site=s-1');
  });

  it('lands on the overview without a page, or with one that would leave the app or loop', () => {
    expect(returnPathAfterLogin('')).toBe('/dashboard');
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'dashboard', '/login', '/login/?next=/x', '/da\nshboard']) {
      expect(returnPathAfterLogin(`?${new URLSearchParams({ next }).toString()}`)).toBe('/dashboard');
    }
  });
});
