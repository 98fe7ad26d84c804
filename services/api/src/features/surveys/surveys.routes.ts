import {
  CreateSurveyBody,
  Survey,
  SurveyDevicesBody,
  SurveyIdParams,
  SurveyList,
  SurveyResults,
  SurveyResultsQuery,
  SurveySensorList,
  SurveySensorsQuery,
  SurveysQuery,
  UpdateSurveyBody,
} from '@facility/contracts';
import {
  getSite,
  getSurvey,
  listDevices,
  listSurveyAnswers,
  listSurveyDevices,
  listSurveys,
  listSurveySubmissions,
  surveyRoomNames,
  type SitePlace,
  type SurveyRecord,
} from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { parseRoomFilter } from '../../stats-query/room-filter.ts';
import { resolveTimeFilter } from '../../stats-query/time-filter.ts';
import { visibleSitePlace } from '../../tenancy/organisation-scope.ts';
import { checkedBody, written } from '../organisation/admin-access.ts';
import { mayUseSurveys } from './survey.access.ts';
import { surveyResults } from './survey-results.ts';
import { toSurveySensor } from './survey-sensors.ts';
import { writeSurvey } from './survey-write.ts';
import { checkSurveyProfile, requireFreeName, requireSurveyDevices, surveyName } from './survey.rules.ts';

const NO_SUCH_SITE = 'No such site';
const NO_SUCH_SURVEY = 'No such survey';
const MAY_NOT = 'Not allowed: surveys are for admins and users with the survey permission';
const DAY_MS = 86_400_000;

/** A survey as the API answers it (without the read model's deleted flag). */
const toSurvey = ({ deleted: _, ...survey }: SurveyRecord): Survey => survey;

/**
 * The survey routes (spec §2 `/survey`, `/survey/edit/:surveyId`; §7 `GET
 * /api/sensor/survey`): a site's surveys, one survey, its creation, change, devices,
 * deletion and results, and the devices that show it. Scope first: a site or survey outside
 * the caller's grant (or unknown, deleted, of a deleted site) answers 404, so ids cannot be
 * probed; then a caller who is neither an admin nor holds the `survey` permission gets 403.
 * Names are unique in the site regardless of case; devices must be active devices of the
 * survey's site able to show a survey, each bad one named (`body/deviceIds/3`). Every change
 * goes through the survey decider with the caller as actor, and answers once the survey read
 * model shows it.
 */
export const surveyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock(), log: app.log };

  /** The visible site, or null once 404/403 is answered. */
  const siteFor = async (user: SessionUser, siteId: string, reply: FastifyReply): Promise<SitePlace | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    if (!place) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (!mayUseSurveys(user)) await sendProblem(reply, 403, MAY_NOT);
    else return place;
    return null;
  };

  /** A live survey of a visible site, or null once 404/403 is answered. */
  const surveyFor = async (user: SessionUser, surveyId: string, reply: FastifyReply): Promise<{ survey: SurveyRecord; place: SitePlace } | null> => {
    const survey = await getSurvey(db, surveyId);
    const place = survey && !survey.deleted ? await visibleSitePlace(db, user, survey.siteId) : null;
    if (!survey || !place) await sendProblem(reply, 404, NO_SUCH_SURVEY);
    else if (!mayUseSurveys(user)) await sendProblem(reply, 403, MAY_NOT);
    else return { survey, place };
    return null;
  };

  const current = async (surveyId: string): Promise<Survey> => toSurvey(written(await getSurvey(db, surveyId)));

  app.get(
    '/api/survey',
    {
      schema: {
        tags: ['surveys'],
        summary: "A site's surveys by name (admins, survey permission)",
        querystring: SurveysQuery,
        response: { 200: SurveyList },
      },
    },
    async (request, reply) => {
      const place = await siteFor(request.sessionUser, request.query.siteId, reply);
      if (!place) return reply;
      return (await listSurveys(db, place.siteId)).map(toSurvey);
    },
  );

  app.post(
    '/api/survey',
    {
      schema: {
        tags: ['surveys'],
        summary: 'Add a survey to a site: its name, kind, languages and stages (admins, survey permission)',
        body: CreateSurveyBody,
        response: { 201: Survey },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteFor(user, request.body.siteId, reply);
      if (!place) return reply;
      const { siteId: _, ...profile } = request.body;
      const others = await listSurveys(db, place.siteId);
      // Every field is checked before the name's uniqueness, so the answer names the first bad field.
      checkedBody(() => {
        const name = surveyName(profile.name);
        checkSurveyProfile(profile);
        requireFreeName(name, others);
      });
      const surveyId = randomUUID();
      await writeSurvey(deps, user, { type: 'CreateSurvey', data: { surveyId, siteId: place.siteId, ...profile } });
      return reply.code(201).send(await current(surveyId));
    },
  );

  app.get(
    '/api/survey/:id',
    {
      schema: {
        tags: ['surveys'],
        summary: 'One survey with its stages and devices (admins, survey permission)',
        params: SurveyIdParams,
        response: { 200: Survey },
      },
    },
    async (request, reply) => {
      const found = await surveyFor(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      return toSurvey(found.survey);
    },
  );

  app.put(
    '/api/survey/:id',
    {
      schema: {
        tags: ['surveys'],
        summary: "Change a survey's fields; stages and languages are replaced whole (admins, survey permission)",
        params: SurveyIdParams,
        body: UpdateSurveyBody,
        response: { 200: Survey },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await surveyFor(user, request.params.id, reply);
      if (!found) return reply;
      const { survey } = found;
      const { name, languages = survey.languages, stages = survey.stages } = request.body;
      const others = name === undefined ? [] : await listSurveys(db, survey.siteId);
      checkedBody(() => {
        const trimmed = name === undefined ? undefined : surveyName(name);
        // The profile as it would become: dropping a language must not leave texts in it.
        checkSurveyProfile({ languages, stages });
        if (trimmed !== undefined) requireFreeName(trimmed, others, survey.surveyId);
      });
      await writeSurvey(deps, user, { type: 'UpdateSurvey', data: { ...request.body, surveyId: survey.surveyId } });
      return current(survey.surveyId);
    },
  );

  app.delete(
    '/api/survey/:id',
    {
      schema: {
        tags: ['surveys'],
        summary: 'Delete a survey: its devices show none; its answers stay (admins, survey permission)',
        params: SurveyIdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await surveyFor(user, request.params.id, reply);
      if (!found) return reply;
      await writeSurvey(deps, user, { type: 'DeleteSurvey', data: { surveyId: found.survey.surveyId } });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/survey/:id/devices',
    {
      schema: {
        tags: ['surveys'],
        summary: 'The devices (tablets, pads, QR tags of the site) that show the survey from now on; each is taken from any other survey (admins, survey permission)',
        params: SurveyIdParams,
        body: SurveyDevicesBody,
        response: { 200: Survey },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await surveyFor(user, request.params.id, reply);
      if (!found) return reply;
      const { survey } = found;
      const { deviceIds } = request.body;
      const siteDevices = new Map((await listDevices(db, survey.siteId)).map((device) => [device.deviceId, device.deviceType]));
      checkedBody(() => requireSurveyDevices(deviceIds, siteDevices));
      await writeSurvey(deps, user, { type: 'AssignSurvey', data: { surveyId: survey.surveyId, deviceIds, showing: survey.deviceIds } });
      return current(survey.surveyId);
    },
  );

  app.get(
    '/api/survey/:id/results',
    {
      schema: {
        tags: ['surveys'],
        summary: "A survey's answers over the dashboard filter's period, per stage and per room (admins, survey permission)",
        params: SurveyIdParams,
        querystring: SurveyResultsQuery,
        response: { 200: SurveyResults },
      },
    },
    async (request, reply) => {
      const found = await surveyFor(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      const { survey } = found;
      const site = written(await getSite(db, survey.siteId));
      const time = resolveTimeFilter({ ...request.query, timezone: site.timezone, now: app.clock() });
      const filter = parseRoomFilter(request.query);
      // A day either side: the answers a night shift carries over the range's edge.
      const range = {
        surveyId: survey.surveyId,
        from: new Date(time.fromUtc.getTime() - DAY_MS),
        to: new Date(time.toUtc.getTime() + DAY_MS),
        rooms: { roomIds: filter.roomIds, buildings: filter.buildings, floors: filter.floors, genders: filter.genders },
      };
      const [submissions, answers] = await Promise.all([listSurveySubmissions(db, range), listSurveyAnswers(db, range)]);
      const rooms = await surveyRoomNames(db, [...new Set(submissions.map((submission) => submission.roomId))]);
      return surveyResults(
        {
          surveyId: survey.surveyId,
          stages: survey.stages,
          calendar: site,
          selection: { start: time.start, end: time.end, shifts: filter.shifts, weekdays: filter.weekdays, hour: filter.hour },
          submissions,
          answers,
          rooms,
        },
        time,
      );
    },
  );

  app.get(
    '/api/sensor/survey',
    {
      schema: {
        tags: ['surveys', 'devices'],
        summary: 'The devices showing a survey, online or offline, with their latest answer (admins, survey permission)',
        querystring: SurveySensorsQuery,
        response: { 200: SurveySensorList },
      },
    },
    async (request, reply) => {
      const found = await surveyFor(request.sessionUser, request.query.surveyId, reply);
      if (!found) return reply;
      const now = app.clock();
      return (await listSurveyDevices(db, found.survey.surveyId)).map((device) => toSurveySensor(device, now));
    },
  );
};
