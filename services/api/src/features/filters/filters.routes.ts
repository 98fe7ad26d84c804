import { FilterCompanyList, FilterOptions, FilterOptionsParams, FilterOptionsQuery, ROOM_GENDERS, TIME_TYPES } from '@facility/contracts';
import { getSite, listRooms } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../plugins/problem-details.ts';
import { visibleCompanies, visibleCompany } from '../../tenancy/organisation-scope.ts';

/** View-by units and their labels (spec §3); `day` is the default. */
export const VIEW_BY = [
  { value: 'year', label: 'view_by_years' },
  { value: 'month', label: 'view_by_months' },
  { value: 'week', label: 'view_by_weeks' },
  { value: 'day', label: 'view_by_days' },
] as const;
/** Weekdays, 1 = Sunday (spec §9). */
export const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((label, index) => ({
  value: index + 1,
  label,
}));

/**
 * The dashboard's filter bar (spec §2, §3 "Filter options"): the companies and sites the
 * caller may choose, and a company's filter options. Anything outside the grant is 404.
 */
export const filterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/filter/site-company-list',
    {
      schema: {
        tags: ['filters'],
        summary: 'The companies the caller may see, each with its visible sites',
        response: { 200: FilterCompanyList },
      },
    },
    async (request) =>
      (await visibleCompanies(db, request.sessionUser)).map((company) => ({
        company_id: company.companyId,
        company_name: company.companyName,
        franchiseId: company.franchiseId,
        franchiseName: company.franchiseName,
        logo: company.logo,
        sites: company.sites.map((site) => ({ site_id: site.siteId, site_name: site.name, type: site.type, timezone: site.timezone })),
      })),
  );

  app.get(
    '/api/filter/options/:companyId',
    {
      schema: {
        tags: ['filters'],
        summary: "A company's filter options over its visible sites (or one of them)",
        params: FilterOptionsParams,
        querystring: FilterOptionsQuery,
        response: { 200: FilterOptions },
      },
    },
    async (request, reply) => {
      const company = await visibleCompany(db, request.sessionUser, request.params.companyId);
      if (!company) return sendProblem(reply, 404, 'No such company');
      const { siteId } = request.query;
      const siteIds = company.sites.map((site) => site.siteId).filter((id) => siteId === undefined || id === siteId);
      if (siteId !== undefined && siteIds.length === 0) return sendProblem(reply, 404, 'No such site');

      const rooms = (await Promise.all(siteIds.map((id) => listRooms(db, id)))).flat();
      const sites = await Promise.all(siteIds.map((id) => getSite(db, id)));

      const floorsByBuilding = new Map<string, Set<number>>();
      for (const room of rooms) {
        if (room.building === null) continue;
        const floors = floorsByBuilding.get(room.building) ?? new Set<number>();
        if (room.floor !== null) floors.add(room.floor);
        floorsByBuilding.set(room.building, floors);
      }
      const building = Object.fromEntries(
        [...floorsByBuilding.keys()].sort().map((name) => [name, [...floorsByBuilding.get(name)!].sort((a, b) => a - b)]),
      );
      const present = new Set(rooms.map((room) => room.gender));

      return {
        rooms: rooms.map((room) => ({
          id: room.roomId,
          siteId: room.siteId,
          building: room.building,
          floor: room.floor,
          is_calculated: room.isCalculated,
          display_name: room.displayName,
        })),
        building,
        gender: ROOM_GENDERS.filter((gender) => present.has(gender)),
        shifts: sites.flatMap((site) =>
          (site?.shifts ?? []).map((shift) => ({
            shift_number: shift.shiftNumber,
            shift_name: shift.shiftName,
            siteId: site!.siteId,
            active: shift.active,
          })),
        ),
        // The chosen site's named services (with no site chosen: every visible site's, once each).
        servikNames: [...new Set(sites.flatMap((site) => (site?.callSettings.services ?? []).map((service) => service.name)))].sort(),
        days: DAYS,
        timeType: [...TIME_TYPES],
        viewBy: VIEW_BY.map((entry) => ({ ...entry })),
      };
    },
  );
};
