import { PassThrough } from 'node:stream';
import { WhatIfLineSchema, WhatIfRealSettings, WhatIfRequest, WhatIfSettingsQuerystring, type WhatIfLine } from '@facility/contracts';
import { canReadHistory } from '@facility/event-store';
import { listRooms, REPEAT_WINDOW_MS } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../plugins/problem-details.ts';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { checkWhatIfSettings, whatIfPeriod } from './what-if.request.ts';
import { runWhatIf } from './what-if.service.ts';

/**
 * Replays take a core for a few seconds each: more at once would starve the API's other
 * answers on a small server, so the next one waits for a free slot by asking again.
 */
const MAX_RUNNING = 2;

/** What-if replays (issue 18): the call rules over a past period with other settings, beside what happened. */
export const whatIfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  let running = 0;

  app.get(
    '/api/what-if/settings',
    {
      schema: {
        tags: ['suggestions'],
        summary: 'The call settings a site really runs on, to start a what-if from',
        querystring: WhatIfSettingsQuerystring,
        response: { 200: WhatIfRealSettings },
      },
    },
    async (request, reply) => {
      const site = await siteInScope(db, request, reply, request.query.siteId);
      if (!site) return reply;
      const rooms = await listRooms(db, site.siteId);
      const saving = site.isTimeSave ? site.timeSaving : null;
      return {
        siteId: site.siteId,
        timezone: site.timezone,
        counterThreshold: site.counterThreshold,
        roomsWithOwnThreshold: rooms.filter((room) => room.visitorThreshold !== null).length,
        shifts: site.shifts.map(({ shiftNumber, shiftName, start, end, minSla, maxSla, active }) => ({ shiftNumber, shiftName, start, end, minSla, maxSla, active })),
        roundIntervalMinutes: saving?.roundIntervalMinutes ?? null,
        repeatWindowSeconds: REPEAT_WINDOW_MS / 1000,
        currency: saving?.currency ?? null,
      };
    },
  );

  app.post(
    '/api/what-if',
    {
      schema: {
        tags: ['suggestions'],
        summary: "Replays a past period of a site's calls with other settings, beside what happened",
        description:
          'Re-runs the call rules (counter threshold, SLA per shift, repeat window) over the site-local days `from`..`to` in memory, from the event log, ' +
          'and compares the calls opened, late, escalated, response times, time saved (round interval) and ROI with what really happened. ' +
          'Staff arrivals are history: the cleaners come when they really came. Nothing is written. ' +
          'The answer is `application/x-ndjson`: `{"type":"progress","done":0..1,"events":n}` lines, then one `{"type":"result","result":{...}}` line ' +
          '(or `{"type":"error","title":...}` if the replay failed after the answer had started).',
        body: WhatIfRequest,
        // A stream: Fastify does not serialize it, so the schema only documents the lines.
        response: { 200: { content: { 'application/x-ndjson': { schema: WhatIfLineSchema } } } },
      },
    },
    async (request, reply) => {
      const { siteId, settings } = request.body;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      if (!canReadHistory(store)) return sendProblem(reply, 501, 'What-if replays need the PostgreSQL event store');
      const period = whatIfPeriod(request.body, site.timezone, app.clock());
      checkWhatIfSettings(settings, site);
      if (running >= MAX_RUNNING) return sendProblem(reply.header('retry-after', '5'), 503, 'Other what-if replays are running; try again in a few seconds');

      running += 1;
      const stream = new PassThrough();
      const write = (line: WhatIfLine) => stream.write(`${JSON.stringify(line)}\n`);
      // The lines the schema documents go out through the stream, which Fastify sends as it is.
      void reply.type('application/x-ndjson').header('cache-control', 'no-store').send(stream as never);
      write({ type: 'progress', done: 0, events: 0 });
      try {
        const result = await runWhatIf({ db, store }, site, { settings }, period, ({ done, events }) => write({ type: 'progress', done, events }));
        write({ type: 'result', result });
      } catch (error) {
        request.log.error({ err: error }, 'what-if replay failed');
        write({ type: 'error', title: 'The replay failed' });
      } finally {
        running -= 1;
        stream.end();
      }
      return reply;
    },
  );
};
