import { randomUUID } from 'node:crypto';
import { surveyStreamId, type Survey, type SurveyButton, type SurveyResults, type SurveySensor, type SurveyStage } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findDeviceSurvey } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSpec, request } from '../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const base: Omit<SurveyStage, 'kind' | 'title' | 'buttons'> = { buttonShape: 'rounded', ratingShape: 'stars', rows: 1, delaySeconds: 0, linkUrl: null, groupTitles: [] };
const button = (id: string, label: Record<string, string>): SurveyButton => ({ id, label, colour: null, imageUrl: null, goToStage: null, group: 0, problem: null });
const stages: SurveyStage[] = [
  { ...base, kind: 'rating', title: { en: 'How clean is it?', he: 'כמה נקי?' }, buttons: [] },
  { ...base, kind: 'image', title: { en: 'Was soap there?', he: 'היה סבון?' }, buttons: [button('yes', { en: 'Yes', he: 'כן' }), button('no', { en: 'No', he: 'לא' })] },
  { ...base, kind: 'open_text', title: { en: 'Anything else?', he: 'עוד משהו?' }, buttons: [] },
];
const profile = { name: 'Visitors', kind: 'tablet', languages: ['en', 'he'], stages, restartSeconds: 10 };
const range = 'timeType=custom_time&timeFrom=2026-06-10&timeTo=2026-06-11';

describe.each(BACKENDS)('survey routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let manager: string;
  let viewer: string;
  let outsider: string;
  let lobby: string;
  const devices: Record<'tablet' | 'qr' | 'counter' | 'foreign', { deviceId: string; token: string }> = {} as never;

  beforeAll(async () => {
    // The server's clock a few days after the answers: the ingest accepts 30 days late.
    api = await createTestApp(backend, { clock: () => new Date('2026-06-15T12:00:00.000Z') });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    const c1 = { level: 'company' as const, scopes: { companyIds: ['c-1'] } };
    await api.seedUser({ userId: 'u-manager', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', ...c1, roles: ['dashboard', 'survey'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', ...c1, roles: ['dashboard'] });
    await api.seedUser({ userId: 'u-outsider', email: 'outsider@demo.test', password: 'outsider-pass', type: 'admin', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['survey'] });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
    lobby = (
      await spec()
        .when(request('POST', '/api/admin/rooms', { cookie: admin, body: { siteId: 's-1', displayName: 'Lobby toilets', room_name_en: 'Lobby toilets', roomType: 'women', ref_id: '002', building: 'B', floor: 1 } }))
        .then<{ id: string }>(201)
    ).id;
    const register = (roomId: string, deviceType: string) =>
      spec().when(request('POST', '/api/admin/devices', { cookie: admin, body: { roomId, deviceType } })).then<{ deviceId: string; token: string }>(201);
    devices.tablet = await register('r-1', 'tablet');
    devices.qr = await register(lobby, 'qr_tag');
    devices.counter = await register('r-1', 'counter_men');
    devices.foreign = await register('r-2', 'tablet');
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const create = (body: Record<string, unknown> = {}, cookie = manager) =>
    spec().when(request('POST', '/api/survey', { cookie, body: { siteId: 's-1', ...profile, ...body } })).then<Survey>(201);
  const read = (surveyId: string) => spec().when(request('GET', `/api/survey/${surveyId}`, { cookie: manager })).then<Survey>(200);
  const assign = (surveyId: string, deviceIds: string[]) =>
    spec().when(request('PUT', `/api/survey/${surveyId}/devices`, { cookie: manager, body: { deviceIds } })).then<Survey>(200);
  const answer = (device: { token: string }, occurredAt: string, surveyId: string, answers: unknown[]) =>
    api.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { authorization: `Bearer ${device.token}` },
      payload: { events: [{ id: randomUUID(), type: 'SurveyAnswered', occurredAt, surveyId, answers }] },
    });

  it('creates a survey with a trimmed name, records who made it and lists the site’s surveys by name', async () => {
    const survey = await create({ name: '  Kitchen feedback ' });
    expect(survey).toMatchObject({ siteId: 's-1', name: 'Kitchen feedback', kind: 'tablet', languages: ['en', 'he'], stages, deviceIds: [], answerCount: 0, updatedBy: 'manager' });
    const [created] = await api.store.readStream(surveyStreamId(survey.surveyId));
    expect(created).toMatchObject({ type: 'SurveyCreated', metadata: { actor: { kind: 'user', id: 'u-manager' } } });
    await create({ name: 'atrium' }, admin);
    const names = (await spec().when(request('GET', '/api/survey?siteId=s-1', { cookie: manager })).then<Survey[]>(200)).map((one) => one.name);
    expect(names).toEqual(['atrium', 'Kitchen feedback']);
    expect((await read(survey.surveyId)).name).toBe('Kitchen feedback');
  });

  it.each([
    ['a blank name', { name: '  ' }, 'body/name'],
    ['a name another survey has, in other case', { name: 'KITCHEN FEEDBACK' }, 'body/name'],
    ['a title without the first language', { languages: ['he', 'en'], stages: [{ ...stages[0], title: { en: 'Clean?' } }] }, 'body/stages/0/title/he'],
    ['a text in a language the survey does not speak', { languages: ['en'] }, 'body/stages/0/title/he'],
    ['a jump past the last stage', { stages: [{ ...stages[1], buttons: [{ ...button('yes', { en: 'Yes' }), goToStage: 1 }] }] }, 'body/stages/0/buttons/0/goToStage'],
    ['a rating stage with buttons', { stages: [{ ...stages[0], buttons: [button('yes', { en: 'Yes' })] }] }, 'body/stages/0/buttons'],
    ['an embedded link stage without its page', { stages: [{ ...stages[2], kind: 'embedded_link' }] }, 'body/stages/0/linkUrl'],
  ])('refuses %s (400 naming the field)', async (_name, body, field) => {
    await spec()
      .when(request('POST', '/api/survey', { cookie: manager, body: { siteId: 's-1', ...profile, ...body } }))
      .thenProblem(400, { field });
  });

  it('changes a survey, keeps names unique, checks it as it would become and records nothing for an unchanged save', async () => {
    const survey = await create({ name: 'Changing' });
    await spec()
      .when(request('PUT', `/api/survey/${survey.surveyId}`, { cookie: admin, body: { name: ' Changed ', restartSeconds: 30 } }))
      .then<Survey>(200, (body) => expect(body).toMatchObject({ name: 'Changed', restartSeconds: 30, updatedBy: 'admin' }));
    await spec().when(request('PUT', `/api/survey/${survey.surveyId}`, { cookie: manager, body: { name: 'atrium' } })).thenProblem(400, { field: 'body/name' });
    await spec().when(request('PUT', `/api/survey/${survey.surveyId}`, { cookie: manager, body: { languages: ['en'] } })).thenProblem(400, { field: 'body/stages/0/title/he' });
    await spec().when(request('PUT', `/api/survey/${survey.surveyId}`, { cookie: manager, body: { name: 'Changed', stages } })).then(200);
    const events = await api.store.readStream(surveyStreamId(survey.surveyId));
    expect(events.map((event) => event.type)).toEqual(['SurveyCreated', 'SurveyUpdated']);
    expect(events[1]!.data).toEqual({ surveyId: survey.surveyId, siteId: 's-1', name: 'Changed', restartSeconds: 30 });
  });

  it('assigns tablets and QR tags of the site, names a device it refuses, and moves a device to the survey assigned last', async () => {
    const first = await create({ name: 'First' });
    const second = await create({ name: 'Second' });
    const both = [devices.tablet.deviceId, devices.qr.deviceId].sort();
    expect((await assign(first.surveyId, both)).deviceIds).toEqual(both);
    expect((await findDeviceSurvey(api.db, devices.tablet.deviceId))?.surveyId).toBe(first.surveyId);
    await spec()
      .when(request('PUT', `/api/survey/${first.surveyId}/devices`, { cookie: manager, body: { deviceIds: [devices.tablet.deviceId, devices.qr.deviceId, devices.counter.deviceId] } }))
      .thenProblem(400, { field: 'body/deviceIds/2', detail: /cannot show a survey/ });
    await spec()
      .when(request('PUT', `/api/survey/${first.surveyId}/devices`, { cookie: manager, body: { deviceIds: [devices.foreign.deviceId] } }))
      .thenProblem(400, { field: 'body/deviceIds/0', detail: /not a device of this site/ });

    // The tablet moves to the second survey; the first keeps the QR tag.
    expect((await assign(second.surveyId, [devices.tablet.deviceId])).deviceIds).toEqual([devices.tablet.deviceId]);
    expect((await read(first.surveyId)).deviceIds).toEqual([devices.qr.deviceId]);
    expect((await findDeviceSurvey(api.db, devices.tablet.deviceId))?.surveyId).toBe(second.surveyId);
    // Asked again for both, the first takes the tablet back although its own stream already listed it.
    expect((await assign(first.surveyId, both)).deviceIds).toEqual(both);
    expect((await read(second.surveyId)).deviceIds).toEqual([]);
    expect(await findDeviceSurvey(api.db, devices.counter.deviceId)).toBeNull();
  });

  it('counts answers posted through the ingest per stage, button, rating, text and room, within the period only', async () => {
    const survey = await create({ name: 'Results' });
    await assign(survey.surveyId, [devices.tablet.deviceId, devices.qr.deviceId]);
    const posted = await Promise.all([
      answer(devices.tablet, '2026-06-10T09:00:00.000Z', survey.surveyId, [{ stage: 0, rating: 100 }, { stage: 1, button: 'yes' }, { stage: 2, text: 'Spotless' }]),
      answer(devices.tablet, '2026-06-11T09:00:00.000Z', survey.surveyId, [{ stage: 0, rating: 50 }, { stage: 1, button: 'no' }]),
      answer(devices.qr, '2026-06-11T10:00:00.000Z', survey.surveyId, [{ stage: 0, rating: 75 }, { stage: 1, button: 'no' }, { stage: 2, text: 'No soap' }]),
      // Outside the period: before it, and on its next day.
      answer(devices.tablet, '2026-06-05T09:00:00.000Z', survey.surveyId, [{ stage: 0, rating: 0 }]),
      answer(devices.qr, '2026-06-12T09:00:00.000Z', survey.surveyId, [{ stage: 1, button: 'yes' }]),
    ]);
    expect(posted.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await api.caughtUp();

    const results = await spec().when(request('GET', `/api/survey/${survey.surveyId}/results?${range}`, { cookie: manager })).then<SurveyResults>(200);
    expect(results).toMatchObject({ surveyId: survey.surveyId, from: '2026-06-10', to: '2026-06-11', submissions: 3 });
    expect(results.stages.map((stage) => stage.answers)).toEqual([3, 3, 2]);
    expect(results.stages[0]).toMatchObject({ kind: 'rating', ratingAverage: 75 });
    expect(results.stages[0]!.ratingCounts.filter((step) => step.count > 0)).toEqual([
      { rating: 50, count: 1 },
      { rating: 75, count: 1 },
      { rating: 100, count: 1 },
    ]);
    expect(results.stages[1]!.buttons).toEqual([
      { button: 'yes', count: 1 },
      { button: 'no', count: 2 },
    ]);
    expect(results.stages[2]!.texts.map((text) => text.text)).toEqual(['No soap', 'Spotless']);
    expect(results.rooms).toEqual([
      { roomId: 'r-1', roomName: 'Toilets 3rd floor', roomNameEn: 'Toilets third floor', submissions: 2 },
      { roomId: lobby, roomName: 'Lobby toilets', roomNameEn: 'Lobby toilets', submissions: 1 },
    ]);
    // The room filters of the dashboard narrow the answers.
    const lobbyOnly = await spec().when(request('GET', `/api/survey/${survey.surveyId}/results?${range}&building=B`, { cookie: manager })).then<SurveyResults>(200);
    expect(lobbyOnly.submissions).toBe(1);
    expect((await read(survey.surveyId)).answerCount).toBe(5);

    const sensors = await spec().when(request('GET', `/api/sensor/survey?surveyId=${survey.surveyId}`, { cookie: manager })).then<SurveySensor[]>(200);
    expect(sensors).toEqual([
      // The tablet last signalled with its answer of the 11th: offline by the 15th. A QR tag is never offline.
      expect.objectContaining({ deviceId: devices.qr.deviceId, deviceType: 'qr_tag', roomId: lobby, roomName: 'Lobby toilets', status: 'online', lastAnswerAt: '2026-06-12T09:00:00.000Z' }),
      expect.objectContaining({ deviceId: devices.tablet.deviceId, deviceType: 'tablet', roomId: 'r-1', status: 'offline', lastAnswerAt: '2026-06-11T09:00:00.000Z' }),
    ]);
  });

  it('refuses a period the filter cannot serve, naming the query field', async () => {
    const [survey] = await spec().when(request('GET', '/api/survey?siteId=s-1', { cookie: manager })).then<Survey[]>(200);
    await spec().when(request('GET', `/api/survey/${survey!.surveyId}/results?timeType=custom_time&timeFrom=2026-06-10`, { cookie: manager })).thenProblem(400, { field: 'querystring/timeTo' });
  });

  it('deletes a survey: its devices show none, it is gone from the routes, its answers stay', async () => {
    const survey = await create({ name: 'Short lived' });
    await assign(survey.surveyId, [devices.tablet.deviceId]);
    expect((await answer(devices.tablet, '2026-06-14T09:00:00.000Z', survey.surveyId, [{ stage: 0, rating: 25 }])).statusCode).toBe(202);
    await spec().when(request('DELETE', `/api/survey/${survey.surveyId}`, { cookie: manager })).then(204);
    expect(await findDeviceSurvey(api.db, devices.tablet.deviceId)).toBeNull();
    await spec().when(request('GET', `/api/survey/${survey.surveyId}`, { cookie: manager })).thenProblem(404);
    await spec().when(request('GET', `/api/survey/${survey.surveyId}/results?${range}`, { cookie: manager })).thenProblem(404);
    await spec().when(request('DELETE', `/api/survey/${survey.surveyId}`, { cookie: manager })).thenProblem(404);
    await api.caughtUp();
    const kept = await api.db.selectFrom('survey_answers').select('rating').where('survey_id', '=', survey.surveyId).execute();
    expect(kept).toEqual([{ rating: 25 }]);
    // Its name is free again.
    await create({ name: 'Short lived' });
  });

  it('keeps answers to a survey the read model does not know yet', async () => {
    const early = 'not-created-yet';
    expect((await answer(devices.tablet, '2026-06-13T09:00:00.000Z', early, [{ stage: 0, rating: 50 }])).statusCode).toBe(202);
    await api.caughtUp();
    const rows = await api.db.selectFrom('survey_submissions').select(['survey_id', 'room_id']).where('survey_id', '=', early).execute();
    expect(rows).toEqual([{ survey_id: early, room_id: 'r-1' }]);
  });

  it('answers 403 without the survey permission and 404 outside the caller’s scope', async () => {
    const [survey] = await spec().when(request('GET', '/api/survey?siteId=s-1', { cookie: admin })).then<Survey[]>(200);
    const id = survey!.surveyId;
    await spec().when(request('GET', '/api/survey?siteId=s-1', { cookie: viewer })).thenProblem(403);
    await spec().when(request('POST', '/api/survey', { cookie: viewer, body: { siteId: 's-1', ...profile, name: 'Viewer' } })).thenProblem(403);
    await spec().when(request('GET', `/api/survey/${id}`, { cookie: viewer })).thenProblem(403);
    await spec().when(request('GET', `/api/sensor/survey?surveyId=${id}`, { cookie: viewer })).thenProblem(403);
    for (const attempt of [
      request('GET', '/api/survey?siteId=s-1', { cookie: outsider }),
      request('POST', '/api/survey', { cookie: outsider, body: { siteId: 's-1', ...profile, name: 'Outsider' } }),
      request('GET', `/api/survey/${id}`, { cookie: outsider }),
      request('PUT', `/api/survey/${id}`, { cookie: outsider, body: { name: 'Taken over' } }),
      request('PUT', `/api/survey/${id}/devices`, { cookie: outsider, body: { deviceIds: [] } }),
      request('GET', `/api/survey/${id}/results?${range}`, { cookie: outsider }),
      request('GET', `/api/sensor/survey?surveyId=${id}`, { cookie: outsider }),
      request('DELETE', `/api/survey/${id}`, { cookie: outsider }),
    ]) {
      await spec().when(attempt).thenProblem(404);
    }
    expect((await read(id)).name).toBe(survey!.name);
  });
});
