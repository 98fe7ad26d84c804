import {
  CleanerArrivalResponse,
  HourDataResponse,
  RoomExposuresResponse,
  RoomIdParams,
  RoomStatsQuerystring,
  SiteCleanerArrivalResponse,
  SiteStatsParams,
  SiteSupervisorArrivalResponse,
} from '@facility/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { roomInScope, siteInScope } from '../../tenancy/organisation-scope.ts';
import { loadCleanerArrivals, loadHourData, loadRoomExposures, loadSiteArrivals } from './room-stats.service.ts';

/** Statistics of one room, and arrivals across a site's rooms (spec §7 "Stats and rooms"). */
export const roomStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/stats/room/cleaner-arrival/:id',
    {
      schema: {
        tags: ['stats'],
        summary: "A room's cleaner arrivals per period, with calls opened by source and the other staff's arrivals",
        params: RoomIdParams,
        querystring: RoomStatsQuerystring,
        response: { 200: CleanerArrivalResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      return loadCleanerArrivals(db, found.site, found.room, request.query, app.clock());
    },
  );

  app.get(
    '/api/stats/room/room-exposures/:id',
    {
      schema: {
        tags: ['stats'],
        summary: "A room's exposures (people in front of its feedback devices) and visits per period",
        params: RoomIdParams,
        querystring: RoomStatsQuerystring,
        response: { 200: RoomExposuresResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      return loadRoomExposures(db, found.site, found.room, request.query, app.clock());
    },
  );

  app.get(
    '/api/stats/room/site-cleaner-arrival/:siteId',
    {
      schema: {
        tags: ['stats'],
        summary: "A site's cleaner arrivals per period, and per room",
        params: SiteStatsParams,
        querystring: RoomStatsQuerystring,
        response: { 200: SiteCleanerArrivalResponse },
      },
    },
    async (request, reply) => {
      const site = await siteInScope(db, request, reply, request.params.siteId);
      if (!site) return reply;
      return loadSiteArrivals(db, site, 'cleaner', request.query, app.clock());
    },
  );

  app.get(
    '/api/stats/room/site-supervisor-arrival/:siteId',
    {
      schema: {
        tags: ['stats'],
        summary: "A site's supervisor arrivals per period, and per room",
        params: SiteStatsParams,
        querystring: RoomStatsQuerystring,
        response: { 200: SiteSupervisorArrivalResponse },
      },
    },
    async (request, reply) => {
      const site = await siteInScope(db, request, reply, request.params.siteId);
      if (!site) return reply;
      return loadSiteArrivals(db, site, 'supervisor', request.query, app.clock());
    },
  );

  app.get(
    '/api/stats/room/hourData/:id',
    {
      schema: {
        tags: ['stats'],
        summary: "A room's activity by site-local hour of day, summed over the time filter's range",
        params: RoomIdParams,
        querystring: RoomStatsQuerystring,
        response: { 200: HourDataResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      return loadHourData(db, found.site, found.room, request.query, app.clock());
    },
  );
};
