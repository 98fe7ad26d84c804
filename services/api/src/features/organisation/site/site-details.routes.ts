import {
  QrDeviceList,
  SectorList,
  ServiceProviderList,
  SITE_SECTORS,
  SiteDetailsResponse,
  SiteIdParams,
  SiteRoomList,
  SiteServiceProviders,
  type ServiceProvider,
} from '@facility/contracts';
import {
  countSiteContents,
  getSite,
  listCompanyProfiles,
  listRooms,
  listSiteDevicesWithRooms,
  type CompanyWithSites,
  type SiteRecord,
} from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleCompanies, visibleCompany, visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { NO_SUCH_SITE, toSiteResponse } from './site-writes.ts';

/**
 * The spec §7 site reads the setup screens use: a site's details, its rooms and tags, its
 * providers, and the choices a site form offers (sectors, provider companies). Every one is
 * for signed-in users and scoped like the rest: a site outside the caller's grant answers
 * 404, the same as one that does not exist; lists hold only what the grant covers.
 */
export const siteDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  /** The visible, live site with its company; null after answering 404. */
  const siteInGrant = async (user: SessionUser, siteId: string, reply: FastifyReply): Promise<{ site: SiteRecord; company: CompanyWithSites } | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    const site = place ? await getSite(db, place.siteId) : null;
    const company = site ? await visibleCompany(db, user, site.companyId) : null;
    if (!site || site.deleted || !company) {
      await sendProblem(reply, 404, NO_SUCH_SITE);
      return null;
    }
    return { site, company };
  };

  /** Companies as providers, in the order given (the caller's companies come by name). */
  const asProviders = async (companies: readonly CompanyWithSites[]): Promise<ServiceProvider[]> => {
    const types = new Map((await listCompanyProfiles(db, companies.map((company) => company.companyId))).map((profile) => [profile.companyId, profile.companyType]));
    return companies.flatMap((company) => {
      const type = types.get(company.companyId);
      return type ? [{ id: company.companyId, name: company.companyName, type }] : [];
    });
  };

  app.get(
    '/api/site/details/:id',
    {
      schema: {
        tags: ['sites'],
        summary: 'One site with its company, franchise, and its room, device and shift counts',
        params: SiteIdParams,
        response: { 200: SiteDetailsResponse },
      },
    },
    async (request, reply) => {
      const found = await siteInGrant(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      const { site, company } = found;
      const [provider] = await asProviders([company]);
      const counts = await countSiteContents(db, site.siteId);
      return {
        ...toSiteResponse(site),
        companyName: company.companyName,
        companyType: provider!.type,
        franchiseId: company.franchiseId,
        franchiseName: company.franchiseName,
        ...counts,
        shiftCount: site.shifts.length,
        activeShiftCount: site.shifts.filter((shift) => shift.active).length,
      };
    },
  );

  app.get(
    '/api/site/serviceProviders',
    {
      schema: {
        tags: ['sites'],
        summary: 'The cleaning and management companies the caller may see, by name',
        response: { 200: ServiceProviderList },
      },
    },
    async (request) => asProviders(await visibleCompanies(db, request.sessionUser)),
  );

  app.get(
    '/api/site/sectors',
    {
      schema: { tags: ['sites'], summary: 'The business sectors a site may be in (keys the client translates)', response: { 200: SectorList } },
    },
    async () => [...SITE_SECTORS],
  );

  app.get(
    '/api/serviceProvider/site/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "A site's cleaning and management providers",
        description: "The site's company is its provider of that company's type; the other is null.",
        params: SiteIdParams,
        response: { 200: SiteServiceProviders },
      },
    },
    async (request, reply) => {
      const found = await siteInGrant(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      const { site, company } = found;
      const [provider] = await asProviders([company]);
      return {
        siteId: site.siteId,
        cleaning: provider?.type === 'cleaning_co' ? provider : null,
        management: provider?.type === 'management_co' ? provider : null,
        cleaningServiceProviderId: site.cleaningServiceProviderId,
        managementServiceProviderId: site.managementServiceProviderId,
      };
    },
  );

  app.get(
    '/api/site/siteRooms/:id',
    {
      schema: {
        tags: ['sites', 'rooms'],
        summary: "A site's rooms that are not removed, pinned first, then by name",
        params: SiteIdParams,
        response: { 200: SiteRoomList },
      },
    },
    async (request, reply) => {
      const found = await siteInGrant(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      const rooms = await listRooms(db, found.site.siteId);
      return rooms.map((room) => ({
        id: room.roomId,
        displayName: room.displayName,
        building: room.building,
        floor: room.floor,
        gender: room.gender,
        roomType: room.roomType,
        refId: room.refId,
      }));
    },
  );

  app.get(
    '/api/site/QRDevices/:id',
    {
      schema: {
        tags: ['sites', 'devices'],
        summary: "A site's QR and NFC tags with the rooms they hang in",
        params: SiteIdParams,
        response: { 200: QrDeviceList },
      },
    },
    async (request, reply) => {
      const found = await siteInGrant(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      const devices = await listSiteDevicesWithRooms(db, found.site.siteId, ['qr_tag', 'tag']);
      return devices.map(({ deviceId, room: { roomId, ...room }, ...device }) => ({ id: deviceId, ...device, room: { id: roomId, ...room } }));
    },
  );
};
