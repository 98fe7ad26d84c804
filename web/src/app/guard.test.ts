import type { LoggedUser } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { decide } from './guard.ts';
import { matchRoute } from '../config/routes.ts';

const manager: LoggedUser = { username: 'm', email: 'm@x', type: 'manager', level: 'company', roles: ['dashboard', 'real-time', 'room', 'devices'] };

describe('navigation guard (spec §4)', () => {
  it('always allows the login route', () => {
    expect(decide('/login', null, true)).toEqual({ kind: 'allow' });
  });
  it('lets the device pages through without a session (their token is their login)', () => {
    expect(decide('/kiosk', null, false)).toEqual({ kind: 'device-page', page: 'kiosk' });
    expect(decide('/qr/', null, true)).toEqual({ kind: 'device-page', page: 'qr' });
    expect(decide('/qr', manager, true)).toEqual({ kind: 'device-page', page: 'qr' });
    expect(decide('/kiosk/other', null, true)).toEqual({ kind: 'redirect', to: '/login?next=%2Fkiosk%2Fother' });
    expect(decide('/kiosk/other', manager, true)).toEqual({ kind: 'not-found' });
  });
  it('lets anyone read the terms and the privacy policy the login links to, signed in or not', () => {
    expect(decide('/terms', null, false)).toEqual({ kind: 'legal-page', page: 'terms' });
    expect(decide('/privacy/', null, true)).toEqual({ kind: 'legal-page', page: 'privacy' });
    expect(decide('/privacy', manager, true)).toEqual({ kind: 'legal-page', page: 'privacy' });
    expect(decide('/terms/other', null, true)).toEqual({ kind: 'redirect', to: '/login?next=%2Fterms%2Fother' });
  });
  it('shows a signed-in user the not-found page for a path no route names', () => {
    expect(decide('/nowhere', manager, true)).toEqual({ kind: 'not-found' });
    expect(decide('/dashboard/roomAnalytics', manager, true)).toEqual({ kind: 'not-found' });
  });
  it('sends a visitor to /login on any path, named or not (spec §4), to come back to it after the login', () => {
    expect(decide('/nowhere', null, true)).toEqual({ kind: 'redirect', to: '/login?next=%2Fnowhere' });
    expect(decide('/admin/franchise', null, true)).toEqual({ kind: 'redirect', to: '/login?next=%2Fadmin%2Ffranchise' });
    expect(decide('/admin/device-alerts/active', null, true, '?site=s-1')).toEqual({ kind: 'redirect', to: '/login?next=%2Fadmin%2Fdevice-alerts%2Factive%3Fsite%3Ds-1' });
    expect(decide('/nowhere', null, false)).toEqual({ kind: 'load-user' });
  });
  it('loads the user before deciding, then sends a visitor without one to /login', () => {
    expect(decide('/dashboard', null, false)).toEqual({ kind: 'load-user' });
    expect(decide('/dashboard', null, true)).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('sends / to /dashboard', () => {
    expect(decide('/', manager, true)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('sends /staff, which has no view of its own, to the users screen (whose own roles then apply)', () => {
    expect(decide('/staff', manager, true)).toEqual({ kind: 'redirect', to: '/users' });
    expect(decide('/staff/', manager, true)).toEqual({ kind: 'redirect', to: '/users' });
    expect(decide('/users', { ...manager, roles: ['dashboard'] }, true)).toEqual({ kind: 'forbidden' });
    expect(decide('/staff', null, true)).toEqual({ kind: 'redirect', to: '/login?next=%2Fstaff' });
  });
  it('allows a route when a role equals a path segment', () => {
    expect(decide('/dashboard/performance', manager, true)).toEqual({ kind: 'allow' });
    expect(decide('/admin/room/list', manager, true)).toEqual({ kind: 'allow' });
    expect(decide('/admin/devices/power', manager, true)).toEqual({ kind: 'allow' });
  });
  it('shows the no-access page for a route the roles do not allow', () => {
    expect(decide('/admin/franchise', manager, true)).toEqual({ kind: 'forbidden' });
    expect(decide('/survey', manager, true)).toEqual({ kind: 'forbidden' });
  });
  it('allows working-area to the real-time role', () => {
    expect(decide('/working-area', manager, true)).toEqual({ kind: 'allow' });
    expect(decide('/working-area', { ...manager, roles: ['dashboard'] }, true)).toEqual({ kind: 'forbidden' });
  });
});

describe('route table', () => {
  it('names every route of spec §2 with its parameters', () => {
    expect(matchRoute('/dashboard')?.route.name).toBe('overview');
    expect(matchRoute('/dashboard/serviceLog/cleanLog/r-1')).toMatchObject({ route: { name: 'cleanLog' }, params: { roomId: 'r-1' } });
    expect(matchRoute('/survey/edit')?.route.name).toBe('surveyEdit');
    expect(matchRoute('/survey/edit/7')?.params).toEqual({ surveyId: '7' });
    expect(matchRoute('/admin/room/list')?.route.name).toBe('roomList');
    expect(matchRoute('/admin/room/42')?.route.name).toBe('roomDetails');
    expect(matchRoute('/dashboard/roomAnalytics')).toBeNull();
  });
});
