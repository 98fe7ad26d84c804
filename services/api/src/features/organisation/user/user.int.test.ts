import { NAV_PERMISSIONS, PERMISSIONS, userStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

interface User {
  userId: string;
  username: string;
  email: string;
  active: boolean;
  roles: string[];
  level: string;
  scopes: { franchiseIds: string[]; companyIds: string[]; siteIds: string[] };
}

let counter = 0;
/** The admin form for a new user of company c-1; each call a fresh username, email and phone. */
const form = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `cleaner.${counter}`,
    firstName: 'Noa',
    lastName: 'Mizrahi',
    email: `Noa.${counter}@Example.com`,
    phone: `+972 50 555 ${String(1000 + counter)}`,
    gender: 'female',
    language: 'he',
    password: 'first-password',
    type: 'supervisor',
    roles: ['dashboard', 'real-time'],
    level: 'company',
    scopes: { companyIds: ['c-1'] },
    ...overrides,
  };
};

describe.each(BACKENDS)('admin user routes (%s)', (backend) => {
  let api: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    const users = [
      { userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] },
      // An admin of company c-1 who may manage users and hand out some navigation permissions.
      { userId: 'u-cadmin', email: 'cadmin@demo.test', password: 'cadmin-pass', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: ['user', 'dashboard', 'real-time'] },
      { userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'viewer', level: 'company' as const, scopes: { companyIds: ['c-2'] }, roles: ['dashboard'] },
      { userId: 'u-both', email: 'both@demo.test', password: 'both-pass', type: 'viewer', level: 'company' as const, scopes: { companyIds: ['c-1', 'c-2'] }, roles: ['dashboard'] },
      { userId: 'u-manager', email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: [...NAV_PERMISSIONS] },
    ];
    for (const user of users) await api.seedUser(user);
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'manager@demo.test')).not.toBeNull(), { timeout: 5_000, interval: 10 });
    for (const user of users) cookies[user.userId] = await api.login(user.email, user.password);
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const as = (userId: string) => cookies[userId]!;
  const create = (body: Record<string, unknown>, userId = 'u-admin') =>
    spec().when(request('POST', '/api/admin/users', { cookie: as(userId), body })).then<User>(201);
  const list = async (userId: string, query = '') =>
    spec().when(request('GET', `/api/admin/users${query}`, { cookie: as(userId) })).then<User[]>(200);
  const me = (cookie: string) => api.app.inject(request('GET', '/api/auth/loggedInUser', { cookie }));

  it('creates a user who can sign in; the password is stored as a hash and never answered', async () => {
    const body = form();
    const created = await create(body);
    const { password: _password, ...shown } = body;
    expect(created).toEqual({
      ...shown,
      userId: expect.any(String),
      email: body.email.toLowerCase(),
      scopes: { franchiseIds: [], companyIds: ['c-1'], siteIds: [] },
      active: true,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    await spec().when(request('GET', `/api/admin/users/${created.userId}`, { cookie: as('u-admin') })).then(200, (read) => expect(read).toEqual(created));
    const [event] = await api.store.readStream(userStreamId(created.userId));
    expect(event).toMatchObject({ type: 'UserCreated', metadata: { actor: { kind: 'user', id: 'u-admin' } }, data: { passwordHash: expect.stringMatching(/^scrypt\$/) } });
    expect(await api.login(body.email, 'first-password')).toMatch(/^sid=/);
  });

  it('names the invalid field (spec §5)', async () => {
    const post = (body: Record<string, unknown>) => request('POST', '/api/admin/users', { cookie: as('u-admin'), body });
    await spec().when(post(form({ username: 'abcd' }))).thenProblem(400, { field: 'body/username', detail: /at least 5/ });
    await spec().when(post(form({ username: 'has space' }))).thenProblem(400, { field: 'body/username' });
    await spec().when(post(form({ email: 'no spaces@example.com' }))).thenProblem(400, { field: 'body/email' });
    await spec().when(post(form({ email: 'nobody' }))).thenProblem(400, { field: 'body/email' });
    await spec().when(post(form({ phone: '12' }))).thenProblem(400, { field: 'body/phone', detail: /invalid phone number/ });
    await spec().when(post(form({ password: 'short' }))).thenProblem(400, { field: 'body/password' });
    await spec().when(post(form({ type: 'boss' }))).thenProblem(400, { field: 'body/type' });
    await spec().when(post(form({ roles: ['dashboard', 'dashboard'] }))).thenProblem(400, { field: 'body/roles/1' });
    await spec().when(post(form({ scopes: {} }))).thenProblem(400, { field: 'body/scopes' });
    await spec().when(post(form({ firstName: undefined }))).thenProblem(400, { field: 'body/firstName' });
    await spec().when(request('PUT', '/api/admin/users/u-both', { cookie: as('u-admin'), body: { email: 'x y@z.com' } })).thenProblem(400, { field: 'body/email' });
  });

  it('refuses an email, username or phone another user holds, naming it', async () => {
    const post = (body: Record<string, unknown>) => request('POST', '/api/admin/users', { cookie: as('u-admin'), body });
    await spec().when(post(form({ email: 'OTHER@demo.test' }))).thenProblem(409, { field: 'body/email' });
    await spec().when(post(form({ username: 'other' }))).thenProblem(409, { field: 'body/username' });
    const first = await create(form());
    await spec().when(post(form({ phone: (await spec().when(request('GET', `/api/admin/users/${first.userId}`, { cookie: as('u-admin') })).then<{ phone: string }>(200)).phone }))).thenProblem(409, { field: 'body/phone' });
    // Keeping one's own email is no conflict.
    await spec().when(request('PUT', `/api/admin/users/${first.userId}`, { cookie: as('u-admin'), body: { email: first.email } })).then(200);
  });

  it('lets a caller grant no more than it holds', async () => {
    const post = (body: Record<string, unknown>) => request('POST', '/api/admin/users', { cookie: as('u-cadmin'), body });
    await spec().when(post(form({ roles: ['dashboard', 'company'] }))).thenProblem(403, { field: 'body/roles/1' });
    await spec().when(post(form({ level: 'buzzz', scopes: {} }))).thenProblem(403, { field: 'body/level' });
    await spec().when(post(form({ scopes: { companyIds: ['c-1', 'c-2'] } }))).thenProblem(404, { field: 'body/scopes/companyIds/1' });
    await spec().when(post(form({ scopes: { companyIds: ['c-1'], siteIds: ['s-2'] } }))).thenProblem(404, { field: 'body/scopes/siteIds/0' });
    await spec().when(request('POST', '/api/admin/users', { cookie: as('u-admin'), body: form({ scopes: { companyIds: ['c-404'] } }) })).thenProblem(404, { field: 'body/scopes/companyIds/0' });
    const mine = await create(form({ level: 'site', scopes: { siteIds: ['s-1'] } }), 'u-cadmin');
    expect(mine.scopes.siteIds).toEqual(['s-1']);
    await spec().when(request('PUT', `/api/admin/users/${mine.userId}`, { cookie: as('u-cadmin'), body: { roles: ['users'] } })).thenProblem(403, { field: 'body/roles/0' });
    await spec().when(request('PUT', `/api/admin/users/${mine.userId}`, { cookie: as('u-cadmin'), body: { level: 'company', scopes: { companyIds: ['c-1'] } } })).then(200);
  });

  it('shows a caller only users sharing its scope: 404 for others, 403 to change one granted more', async () => {
    const visible = (await list('u-cadmin')).map((user) => user.userId);
    expect(visible).toEqual(expect.arrayContaining(['u-cadmin', 'u-both', 'u-manager']));
    expect(visible).not.toContain('u-other');
    expect(visible).not.toContain('u-admin');
    await spec().when(request('GET', '/api/admin/users/u-other', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/users/u-admin', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('PUT', '/api/admin/users/u-other', { cookie: as('u-cadmin'), body: { firstName: 'X' } })).thenProblem(404);
    await spec().when(request('DELETE', '/api/admin/users/u-other', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/users/u-other/history', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/users/u-both', { cookie: as('u-cadmin') })).then(200);
    await spec().when(request('PUT', '/api/admin/users/u-both', { cookie: as('u-cadmin'), body: { firstName: 'X' } })).thenProblem(403);
    await spec().when(request('DELETE', '/api/admin/users/u-both', { cookie: as('u-cadmin') })).thenProblem(403);
    // The manager has no user permission: 403 where it sees, 404 where it does not.
    await spec().when(request('GET', '/api/admin/users', { cookie: as('u-manager') })).thenProblem(403);
    await spec().when(request('POST', '/api/admin/users', { cookie: as('u-manager'), body: form() })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/users/u-both', { cookie: as('u-manager') })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/users/u-other', { cookie: as('u-manager') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/users')).thenProblem(401);
  });

  it("changes profile, password and access at once; a new password ends the user's sessions", async () => {
    const body = form();
    const { userId } = await create(body);
    const session = await api.login(body.email, 'first-password');
    const updated = await spec()
      .when(request('PUT', `/api/admin/users/${userId}`, { cookie: as('u-admin'), body: { lastName: 'Cohen', phone: null, password: 'second-password', roles: ['dashboard'], type: 'manager' } }))
      .then<User & { lastName: string; phone: string | null; type: string }>(200);
    expect(updated).toMatchObject({ lastName: 'Cohen', phone: null, roles: ['dashboard'], type: 'manager', firstName: 'Noa' });
    expect((await me(session)).statusCode).toBe(401);
    expect(await api.login(body.email, 'second-password')).toMatch(/^sid=/);
    const types = (await api.store.readStream(userStreamId(userId))).map((event) => event.type);
    expect(types).toEqual(['UserCreated', 'UserProfileUpdated', 'UserPasswordChanged', 'UserAccessChanged']);
    // One invalid field writes nothing.
    await spec().when(request('PUT', `/api/admin/users/${userId}`, { cookie: as('u-admin'), body: { lastName: 'Levi', phone: '1' } })).thenProblem(400, { field: 'body/phone' });
    expect(await api.store.readStream(userStreamId(userId))).toHaveLength(4);
  });

  it('deactivates on DELETE: its sessions end, it cannot sign in, the list shows it inactive', async () => {
    const body = form();
    const { userId } = await create(body);
    const session = await api.login(body.email, 'first-password');
    expect((await me(session)).statusCode).toBe(200);
    await spec().when(request('DELETE', `/api/admin/users/${userId}`, { cookie: as('u-admin') })).then(204);
    expect((await me(session)).statusCode).toBe(401);
    const login = await api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'first-password' } });
    expect(login.statusCode).toBe(401);
    expect((await list('u-admin')).find((user) => user.userId === userId)).toMatchObject({ active: false });
    expect((await list('u-admin', '?status=active')).map((user) => user.userId)).not.toContain(userId);
    expect((await list('u-admin', '?status=deactivated')).map((user) => user.userId)).toContain(userId);
    await spec().when(request('DELETE', `/api/admin/users/${userId}`, { cookie: as('u-admin') })).thenProblem(409);
    await spec().when(request('PUT', `/api/admin/users/${userId}`, { cookie: as('u-admin'), body: { firstName: 'Back' } })).thenProblem(409);
    await spec().when(request('DELETE', '/api/admin/users/u-admin', { cookie: as('u-admin') })).thenProblem(409);
  });

  it('tells who changed a user, without password hashes', async () => {
    const body = form();
    const { userId } = await create(body, 'u-cadmin');
    await spec().when(request('PUT', `/api/admin/users/${userId}`, { cookie: as('u-admin'), body: { password: 'another-password' } })).then(200);
    const history = await spec()
      .when(request('GET', `/api/admin/users/${userId}/history`, { cookie: as('u-cadmin') }))
      .then<{ entries: { type: string; actor: { id: string; username: string | null }; data: Record<string, unknown> }[] }>(200);
    expect(history.entries.map((entry) => [entry.type, entry.actor.id, entry.actor.username])).toEqual([
      ['UserCreated', 'u-cadmin', 'cadmin'],
      // The provider's admin is not someone a company admin may know of: its name is withheld.
      ['UserPasswordChanged', 'u-admin', null],
    ]);
    expect(history.entries[1]!.data).toEqual({ userId });
    expect(JSON.stringify(history)).not.toMatch(/scrypt|passwordHash/);
  });
});
