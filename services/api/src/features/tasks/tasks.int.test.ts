import { randomUUID } from 'node:crypto';
import { roomCallsStreamId, taskStreamId, type Task, type TaskBoard, type TaskCalendar } from '@facility/contracts';
import { TaskTimer } from '@facility/projector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSpec, request } from '../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const quiet = { info() {}, warn() {}, error() {} };

// Real PostgreSQL only: the clock, the projector and the reactor are the point here, not the driver.
describe('task routes, the task clock and the task calls (postgres)', () => {
  let api: TestApp;
  let timer: TaskTimer;
  let admin: string;
  let manager: string;
  let viewer: string;
  let watcher: string;
  let outsider: string;
  let qrToken: string;
  // Monday 2 March 2026, 08:00 in Tel Aviv (UTC+2 in winter).
  let now = new Date('2026-03-02T06:00:00Z');

  beforeAll(async () => {
    api = await createTestApp('postgres', { clock: () => now });
    timer = new TaskTimer(api.store, api.db, { logger: quiet, now: () => now });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    const c1 = { level: 'company' as const, scopes: { companyIds: ['c-1'] } };
    await api.seedUser({ userId: 'u-manager', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', ...c1, roles: ['dashboard', 'task'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', ...c1, roles: ['dashboard'] });
    await api.seedUser({ userId: 'u-watcher', email: 'watcher@demo.test', password: 'watcher-pass', type: 'viewer', ...c1, roles: ['real-time'] });
    await api.seedUser({ userId: 'u-outsider', email: 'outsider@demo.test', password: 'outsider-pass', type: 'admin', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['task'] });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
    watcher = await api.login('watcher@demo.test', 'watcher-pass');
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
    const device = await api.app.inject(request('POST', '/api/admin/devices', { cookie: admin, body: { roomId: 'r-1', deviceType: 'qr_tag' } }));
    expect(device.statusCode, device.body).toBe(201);
    qrToken = (device.json() as { token: string }).token;
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const board = async () => (await api.app.inject(request('GET', '/api/task/board?siteId=s-1', { cookie: manager }))).json() as TaskBoard;
  const calendar = async (from: string, to: string) =>
    (await api.app.inject(request('GET', `/api/task/calendar?siteId=s-1&from=${from}&to=${to}`, { cookie: manager }))).json() as TaskCalendar;
  const roomCalls = async () => (await api.store.readStream(roomCallsStreamId('r-1'))).map((event) => ({ type: event.type, data: event.data }));
  const completeByQr = (taskId: string, occurrenceId: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { authorization: `Bearer ${qrToken}` },
      payload: { events: [{ id: randomUUID(), type: 'TaskCompleted', occurredAt: now.toISOString(), taskId, occurrenceId, staffId: null }] },
    });
  const daily = {
    siteId: 's-1',
    title: '  Restock soap ',
    callToAction: 'Fill every dispenser',
    category: 'cleaning',
    taskCategory: 'restock',
    taskType: 'qr',
    roomIds: ['r-1'],
    schedule: { repeat: 'daily', startDate: '2026-03-02', time: '10:00' },
    allowedMinutes: 30,
  };
  let task: Task;

  it('creates a task and shows its future occurrences on the calendar and the board', async () => {
    task = await spec().when(request('POST', '/api/task', { cookie: manager, body: daily })).then<Task>(201);
    expect(task).toMatchObject({
      title: 'Restock soap',
      state: 'active',
      rooms: [{ roomId: 'r-1', displayName: 'Toilets 3rd floor' }],
      schedule: { repeat: 'daily', startDate: '2026-03-02', endDate: null, weekDays: [], monthDays: [], time: '10:00', shiftNumber: null },
      nextDueAt: '2026-03-02T08:00:00.000Z',
      createdAt: now.toISOString(),
    });
    const [created] = await api.store.readStream(taskStreamId(task.taskId));
    expect(created).toMatchObject({ type: 'TaskCreated', metadata: { actor: { kind: 'user', id: 'u-manager' } } });
    const { timezone, occurrences } = await calendar('2026-03-01', '2026-03-04');
    expect(timezone).toBe('Asia/Jerusalem');
    expect(occurrences.map((o) => [o.localDate, o.dueAt, o.state])).toEqual([
      ['2026-03-02', '2026-03-02T08:00:00.000Z', 'upcoming'],
      ['2026-03-03', '2026-03-03T08:00:00.000Z', 'upcoming'],
      ['2026-03-04', '2026-03-04T08:00:00.000Z', 'upcoming'],
    ]);
    expect(await board()).toMatchObject({ localDate: '2026-03-02', counts: { upcoming: 1, open: 0, late: 0, done: 0 } });
    const listed = (await api.app.inject(request('GET', '/api/task?siteId=s-1&q=SOAP', { cookie: admin }))).json() as Task[];
    expect(listed.map((t) => t.taskId)).toEqual([task.taskId]);
  });

  it('writes TaskDue once when the clock ticks twice, and the reactor opens a task call', async () => {
    now = new Date('2026-03-02T08:00:30Z');
    expect(await timer.tick()).toBe(1);
    expect(await timer.tick()).toBe(0);
    await api.caughtUp();
    expect(await timer.tick()).toBe(0);
    const due = (await api.store.readStream(taskStreamId(task.taskId))).filter((event) => event.type === 'TaskDue');
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ occurredAt: new Date('2026-03-02T08:00:00Z'), metadata: { actor: { kind: 'system', id: 'task-timer' } } });
    const calls = await roomCalls();
    expect(calls.map((call) => call.type)).toEqual(['CallOpened']);
    expect(calls[0]!.data).toMatchObject({ source: 'task', category: 'cleaning', problems: ['task'] });
    expect(await board()).toMatchObject({ counts: { upcoming: 0, open: 1, late: 0, done: 0 } });
  });

  it('marks the occurrence done from the room QR tag and resolves the call', async () => {
    now = new Date('2026-03-02T08:10:00Z');
    const [occurrence] = (await board()).occurrences;
    const answer = await completeByQr(task.taskId, occurrence!.occurrenceId);
    expect(answer.statusCode, answer.body).toBe(202);
    await api.caughtUp();
    const after = await board();
    expect(after.counts).toEqual({ upcoming: 0, open: 0, late: 0, done: 1 });
    expect(after.occurrences[0]).toMatchObject({ state: 'done', completedVia: 'device', completedAt: '2026-03-02T08:10:00.000Z' });
    expect((await roomCalls()).map((call) => call.type)).toEqual(['CallOpened', 'CallResolved']);
  });

  it('counts an occurrence late once the clock passes its deadline, and keeps past days as they went', async () => {
    now = new Date('2026-03-03T08:01:00Z');
    expect(await timer.tick()).toBe(1);
    await api.caughtUp();
    now = new Date('2026-03-03T08:40:00Z');
    expect(await board()).toMatchObject({ localDate: '2026-03-03', counts: { upcoming: 0, open: 0, late: 1, done: 0 } });
    now = new Date('2026-03-04T06:00:00Z');
    const { occurrences } = await calendar('2026-03-02', '2026-03-04');
    expect(occurrences.map((o) => [o.localDate, o.state])).toEqual([
      ['2026-03-02', 'done'],
      ['2026-03-03', 'missed'],
      ['2026-03-04', 'upcoming'],
    ]);
  });

  it('lets staff confirm an occurrence before it comes due: done at once, and no call when it comes due', async () => {
    now = new Date('2026-03-04T07:55:00Z');
    const occurrence = (await board()).occurrences[0]!;
    expect((await completeByQr(task.taskId, occurrence.occurrenceId)).statusCode).toBe(202);
    await api.caughtUp();
    expect((await board()).counts).toEqual({ upcoming: 0, open: 0, late: 0, done: 1 });
    const before = (await roomCalls()).length;
    now = new Date('2026-03-04T08:01:00Z');
    expect(await timer.tick()).toBe(1);
    await api.caughtUp();
    expect((await board()).occurrences[0]).toMatchObject({ state: 'done', dueAt: '2026-03-04T08:00:00.000Z' });
    expect(await roomCalls()).toHaveLength(before);
  });

  it('gives a manual task its TaskDue in the same write, and a manager marks it done', async () => {
    const manual = await spec()
      .when(request('POST', '/api/task', { cookie: manager, body: { siteId: 's-1', title: 'Spill in the lobby', category: 'cleaning', taskType: 'manual', roomIds: ['r-1'] } }))
      .then<Task>(201);
    expect(manual).toMatchObject({ schedule: { repeat: 'once', startDate: '2026-03-04', time: '10:01' }, allowedMinutes: 60, nextDueAt: null });
    const events = await api.store.readStream(taskStreamId(manual.taskId));
    expect(events.map((event) => event.type)).toEqual(['TaskCreated', 'TaskDue']);
    expect(events[0]!.transactionId).toBe(events[1]!.transactionId);
    const open = (await board()).occurrences.find((o) => o.taskId === manual.taskId)!;
    expect(open).toMatchObject({ state: 'open', dueAt: now.toISOString() });
    await spec()
      .when(request('POST', `/api/task/${manual.taskId}/done`, { cookie: manager, body: { roomId: 'r-1', occurrenceId: 'nope' } }))
      .thenProblem(400, { field: 'body/occurrenceId' });
    await spec().when(request('POST', `/api/task/${manual.taskId}/done`, { cookie: manager, body: { roomId: 'r-1', occurrenceId: open.occurrenceId } })).then(204);
    await spec().when(request('POST', `/api/task/${manual.taskId}/done`, { cookie: manager, body: { roomId: 'r-1', occurrenceId: open.occurrenceId } })).then(204);
    expect((await api.store.readStream(taskStreamId(manual.taskId))).map((event) => event.type)).toEqual(['TaskCreated', 'TaskDue', 'TaskMarkedDone']);
    expect((await board()).occurrences.find((o) => o.taskId === manual.taskId)).toMatchObject({ state: 'done', completedVia: 'panel' });
  });

  it('changes, holds and deletes a task', async () => {
    await spec()
      .when(request('PUT', `/api/task/${task.taskId}`, { cookie: manager, body: { schedule: { repeat: 'weekly', startDate: '2026-03-01', weekDays: [0], time: '09:00' } } }))
      .then<Task>(200, (body) => expect(body).toMatchObject({ schedule: { repeat: 'weekly', weekDays: [0] }, nextDueAt: '2026-03-08T07:00:00.000Z' }));
    await spec()
      .when(request('PUT', `/api/task/${task.taskId}/state`, { cookie: manager, body: { state: 'on_hold' } }))
      .then<Task>(200, (body) => expect(body).toMatchObject({ state: 'on_hold', nextDueAt: null }));
    expect((await calendar('2026-03-05', '2026-03-10')).occurrences).toEqual([]);
    await spec().when(request('DELETE', `/api/task/${task.taskId}`, { cookie: manager })).then(204);
    await spec().when(request('GET', `/api/task/${task.taskId}`, { cookie: manager })).thenProblem(404);
    await spec()
      .when(request('GET', `/api/task/${task.taskId}/history`, { cookie: manager }))
      .then<{ entries: { type: string }[] }>(200, ({ entries }) => expect(entries.map((entry) => entry.type)).toContain('TaskDeleted'));
  });

  it('refuses a one-time task whose moment has passed on the site clock, and keeps one that has since run', async () => {
    // Wednesday 4 March 2026, 10:01 in Tel Aviv.
    now = new Date('2026-03-04T08:01:00Z');
    const once = (startDate: string, time: string) => ({ schedule: { repeat: 'once', startDate, time } });
    await spec()
      .when(request('POST', '/api/task', { cookie: manager, body: { ...daily, ...once('2020-01-01', '10:00') } }))
      .thenProblem(400, { field: 'body/schedule/startDate' });
    await spec()
      .when(request('POST', '/api/task', { cookie: manager, body: { ...daily, ...once('2026-03-04', '10:00') } }))
      .thenProblem(400, { field: 'body/schedule/time' });
    // A repeating task whose start is past just starts from now.
    await spec()
      .when(request('POST', '/api/task', { cookie: manager, body: { ...daily, schedule: { repeat: 'daily', startDate: '2020-01-01', time: '10:00' } } }))
      .then<Task>(201, (body) => expect(body.nextDueAt).toBe('2026-03-05T08:00:00.000Z'));
    const later = await spec()
      .when(request('POST', '/api/task', { cookie: manager, body: { ...daily, title: 'Wash the windows', ...once('2026-03-04', '11:00') } }))
      .then<Task>(201);
    expect(later).toMatchObject({ state: 'active', nextDueAt: '2026-03-04T09:00:00.000Z' });
    await spec()
      .when(request('PUT', `/api/task/${later.taskId}`, { cookie: manager, body: once('2026-03-03', '11:00') }))
      .thenProblem(400, { field: 'body/schedule/startDate' });
    // The day after, the task has run: it still reads, and the form saving it whole (its date untouched) is a change like any other.
    now = new Date('2026-03-05T08:00:00Z');
    await spec().when(request('GET', `/api/task/${later.taskId}`, { cookie: manager })).then<Task>(200);
    await spec()
      .when(request('PUT', `/api/task/${later.taskId}`, { cookie: manager, body: { title: 'Wash the big windows', ...once('2026-03-04', '11:00') } }))
      .then<Task>(200, (body) => expect(body).toMatchObject({ title: 'Wash the big windows', schedule: { repeat: 'once', startDate: '2026-03-04', time: '11:00' } }));
    await spec()
      .when(request('PUT', `/api/task/${later.taskId}`, { cookie: manager, body: once('2026-03-05', '09:00') }))
      .thenProblem(400, { field: 'body/schedule/time' });
    await spec()
      .when(request('PUT', `/api/task/${later.taskId}`, { cookie: manager, body: once('2026-03-06', '09:00') }))
      .then<Task>(200, (body) => expect(body.nextDueAt).toBe('2026-03-06T07:00:00.000Z'));
  });

  it.each([
    ['a blank title', { title: '  ' }, 'body/title'],
    ['no rooms', { roomIds: [] }, 'body/roomIds'],
    ['a room of another site', { roomIds: ['r-1', 'r-2'] }, 'body/roomIds/1'],
    ['a weekly task without week days', { schedule: { repeat: 'weekly', startDate: '2026-03-02' } }, 'body/schedule/weekDays'],
    ['a shift the site lacks', { schedule: { repeat: 'daily', startDate: '2026-03-02', shiftNumber: 4 } }, 'body/schedule/shiftNumber'],
    ['an end before the start', { schedule: { repeat: 'daily', startDate: '2026-03-02', endDate: '2026-03-01' } }, 'body/schedule/endDate'],
    ['a scheduled task without a schedule', { schedule: undefined }, 'body/schedule'],
    ['a one-time task dated in the past', { schedule: { repeat: 'once', startDate: '2020-01-01', time: '10:00' } }, 'body/schedule/startDate'],
  ])('refuses %s (400 naming the field)', async (_name, changes, field) => {
    await spec().when(request('POST', '/api/task', { cookie: manager, body: { ...daily, ...changes } })).thenProblem(400, { field });
  });

  it('answers 404 outside the caller’s scope and 403 without the task permission', async () => {
    await spec().when(request('GET', '/api/task?siteId=s-1', { cookie: outsider })).thenProblem(404);
    await spec().when(request('GET', '/api/task/board?siteId=s-1', { cookie: viewer })).thenProblem(403);
    await spec().when(request('POST', '/api/task', { cookie: viewer, body: daily })).thenProblem(403);
    // The board is a real-time screen: the real-time permission reads it, and nothing else of tasks.
    expect((await api.app.inject(request('GET', '/api/task/board?siteId=s-1', { cookie: watcher }))).statusCode).toBe(200);
    await spec().when(request('GET', '/api/task?siteId=s-1', { cookie: watcher })).thenProblem(403);
    await spec().when(request('GET', '/api/task/calendar?siteId=s-1&from=2026-03-01&to=2026-06-01', { cookie: manager })).thenProblem(400, { field: 'querystring/to' });
  });
});
