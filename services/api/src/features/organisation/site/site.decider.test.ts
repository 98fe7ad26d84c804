import type { SiteEvent } from '@facility/contracts';
import { describe, it } from 'vitest';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { CreateSite } from './site.commands.ts';
import { siteDecider } from './site.decider.ts';
import { createSite, rejects, siteCreated, siteDeleted } from './site.fixtures.ts';

const given = spec(siteDecider).given;
const withData = (data: Partial<CreateSite['data']>): CreateSite => ({ ...createSite, data: { ...createSite.data, ...data } });

describe('CreateSite', () => {
  it('records the full site with the defaults of a new site', () => {
    given([]).when(createSite).then([siteCreated]);
  });

  it('keeps every field given', () => {
    const data = {
      ...createSite.data,
      description: 'HQ, floors 1-40',
      type: 'cleandex',
      status: 'inactive',
      buildingArea: 12_500.5,
      officialStartDate: '2024-01-15',
      cleaningServiceProviderId: 7,
      managementServiceProviderId: 9,
      isTimeSave: false,
      exposures: false,
      alerts: false,
      embeddedLink: 'https://reports.example.com/azrieli',
      cleanersNumber: 12,
      counterThreshold: 45,
    } as const;
    given([]).when({ type: 'CreateSite', data }).then([{ type: 'SiteCreated', data }]);
  });

  it('trims texts and stores empty optional texts as null', () => {
    given([])
      .when(withData({ name: '  Azrieli Tower ', description: '  ', embeddedLink: '' }))
      .then([siteCreated]);
  });

  it("dates a new site today in the site's time zone", () => {
    const lateEveningInLosAngeles = { ...TEST_CONTEXT, now: new Date('2026-06-01T05:30:00Z') };
    given([])
      .when(withData({ timezone: 'America/Los_Angeles' }), lateEveningInLosAngeles)
      .then([{ type: 'SiteCreated', data: { ...siteCreated.data, timezone: 'America/Los_Angeles', officialStartDate: '2026-05-31' } }]);
    const earlyMorningInJerusalem = { ...TEST_CONTEXT, now: new Date('2026-05-31T22:30:00Z') };
    given([]).when(createSite, earlyMorningInJerusalem).then([siteCreated]);
  });

  it.each(['UTC', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires'])('accepts the time zone %s', (timezone) => {
    const now = { ...TEST_CONTEXT, now: new Date('2026-06-01T12:00:00Z') };
    given([]).when(withData({ timezone }), now).then([{ type: 'SiteCreated', data: { ...siteCreated.data, timezone } }]);
  });

  it('refuses to create a site twice, even after deletion', () => {
    given([siteCreated]).when(createSite).thenThrows(IllegalStateError, /already exists/);
    given([siteCreated, siteDeleted]).when(createSite).thenThrows(IllegalStateError);
  });

  it.each<[string, Partial<CreateSite['data']>]>([
    ['companyId', { companyId: '' }],
    ['name', { name: ' ' }],
    ['name', { name: 'n'.repeat(101) }],
    ['description', { description: 'd'.repeat(1001) }],
    ['type', { type: 'warehouse' as never }],
    ['status', { status: 'paused' as never }],
    ['country', { country: '' }],
    ['state', { state: '' }],
    ['city', { city: ' ' }],
    ['sector', { sector: '' }],
    ['buildingArea', { buildingArea: 0 }],
    ['officialStartDate', { officialStartDate: '2026-02-30' }],
    ['officialStartDate', { officialStartDate: '01/06/2026' }],
    ['timezone', { timezone: 'Mars/Olympus_Mons' }],
    ['timezone', { timezone: 'asia/jerusalem' }],
    ['timezone', { timezone: 'IST' }],
    ['location/address', { location: { ...createSite.data.location, address: '' } }],
    ['location/latitude', { location: { ...createSite.data.location, latitude: 90.5 } }],
    ['location/longitude', { location: { ...createSite.data.location, longitude: -181 } }],
    ['location/radius', { location: { ...createSite.data.location, radius: 0 } }],
    ['location/radius', { location: { ...createSite.data.location, radius: Number.NaN } }],
    ['cleaningServiceProviderId', { cleaningServiceProviderId: 1.5 }],
    ['managementServiceProviderId', { managementServiceProviderId: 0 }],
    ['isTimeSave', { isTimeSave: 'yes' as never }],
    ['exposures', { exposures: 1 as never }],
    ['alerts', { alerts: null as never }],
    ['embeddedLink', { embeddedLink: 'ftp://files.example.com' }],
    ['embeddedLink', { embeddedLink: 'https://intranet' }],
    ['cleanersNumber', { cleanersNumber: -1 }],
    ['counterThreshold', { counterThreshold: 0 }],
  ])('rejects an invalid %s', (field, data) => {
    rejects([], withData(data), field);
  });

  it('requires the fields without defaults', () => {
    const { city: _city, ...withoutCity } = createSite.data;
    rejects([], { type: 'CreateSite', data: withoutCity as CreateSite['data'] }, 'city');
    const { timezone: _timezone, ...withoutTimezone } = createSite.data;
    rejects([], { type: 'CreateSite', data: withoutTimezone as CreateSite['data'] }, 'timezone');
    rejects([], { type: 'CreateSite', data: { ...createSite.data, location: undefined as never } }, 'location');
  });
});

describe('UpdateSiteDetails', () => {
  it('records only the fields that changed', () => {
    given([siteCreated])
      .when({
        type: 'UpdateSiteDetails',
        data: { siteId: 's-1', name: 'Azrieli Tower', city: 'Ramat Gan', type: 'realtime', status: 'active', timezone: 'Asia/Jerusalem' },
      })
      .then([{ type: 'SiteDetailsUpdated', data: { siteId: 's-1', city: 'Ramat Gan', type: 'realtime' } }]);
  });

  it('changes the time zone, location and flags', () => {
    const location = { address: 'Derech Menachem Begin 132', latitude: 32.074, longitude: 34.792, radius: 200 };
    given([siteCreated])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', timezone: 'Europe/Warsaw', location, alerts: false, counterThreshold: 50 } })
      .then([
        {
          type: 'SiteDetailsUpdated',
          data: { siteId: 's-1', timezone: 'Europe/Warsaw', location, alerts: false, counterThreshold: 50 },
        },
      ]);
  });

  it('sets and clears optional fields', () => {
    const described: SiteEvent = { type: 'SiteDetailsUpdated', data: { siteId: 's-1', description: 'HQ', cleanersNumber: 4 } };
    given([siteCreated])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', description: 'HQ', cleanersNumber: 4 } })
      .then([described]);
    given([siteCreated, described])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', description: null, cleanersNumber: 4 } })
      .then([{ type: 'SiteDetailsUpdated', data: { siteId: 's-1', description: null } }]);
  });

  it('records nothing when nothing changes', () => {
    given([siteCreated])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', name: ' Azrieli Tower ', location: { ...createSite.data.location }, description: '' } })
      .then([]);
    given([siteCreated]).when({ type: 'UpdateSiteDetails', data: { siteId: 's-1' } }).then([]);
  });

  it('folds earlier updates into the state', () => {
    const renamed: SiteEvent = { type: 'SiteDetailsUpdated', data: { siteId: 's-1', name: 'Azrieli Center' } };
    given([siteCreated, renamed]).when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', name: 'Azrieli Center' } }).then([]);
    given([siteCreated, renamed])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', name: 'Azrieli Tower' } })
      .then([{ type: 'SiteDetailsUpdated', data: { siteId: 's-1', name: 'Azrieli Tower' } }]);
  });

  it('ignores fields that are not descriptive', () => {
    const data = { siteId: 's-1', companyId: 'c-2', isTimeSave: false } as never;
    given([siteCreated]).when({ type: 'UpdateSiteDetails', data }).then([]);
  });

  it('validates the fields it changes', () => {
    rejects([siteCreated], { type: 'UpdateSiteDetails', data: { siteId: 's-1', name: '' } }, 'name');
    rejects([siteCreated], { type: 'UpdateSiteDetails', data: { siteId: 's-1', timezone: 'Nowhere' } }, 'timezone');
    rejects([siteCreated], { type: 'UpdateSiteDetails', data: { siteId: 's-1', type: 'bogus' as never } }, 'type');
    rejects(
      [siteCreated],
      { type: 'UpdateSiteDetails', data: { siteId: 's-1', location: { ...createSite.data.location, latitude: -91 } } },
      'location/latitude',
    );
    given([siteCreated])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', counterThreshold: 2.5 } })
      .thenThrows(ValidationError, 'must be a whole number');
  });

  it('fails on a site that does not exist', () => {
    given([]).when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', name: 'X' } }).thenThrows(NotFoundError);
  });

  it('refuses to change a deleted site', () => {
    given([siteCreated, siteDeleted])
      .when({ type: 'UpdateSiteDetails', data: { siteId: 's-1', name: 'X' } })
      .thenThrows(IllegalStateError, /deleted/);
  });
});

describe('DeleteSite', () => {
  it('deletes the site', () => {
    given([siteCreated]).when({ type: 'DeleteSite', data: { siteId: 's-1' } }).then([siteDeleted]);
  });

  it('fails on a site that does not exist', () => {
    given([]).when({ type: 'DeleteSite', data: { siteId: 's-1' } }).thenThrows(NotFoundError);
  });

  it('refuses to delete twice', () => {
    given([siteCreated, siteDeleted]).when({ type: 'DeleteSite', data: { siteId: 's-1' } }).thenThrows(IllegalStateError);
  });

  it('refuses every other command once deleted', () => {
    const deleted = given([siteCreated, siteDeleted]);
    deleted.when({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: [] } }).thenThrows(IllegalStateError);
    deleted.when({ type: 'SetSiteHolidays', data: { siteId: 's-1', holidays: [] } }).thenThrows(IllegalStateError);
    deleted.when({ type: 'SetSiteOffDays', data: { siteId: 's-1', offDays: [] } }).thenThrows(IllegalStateError);
    deleted
      .when({
        type: 'SetSiteTimeSaving',
        data: { siteId: 's-1', isTimeSave: true, roundIntervalMinutes: 60, cleaningMinutesPerRoom: 5, employerCostPerHour: 50, currency: 'ILS' },
      })
      .thenThrows(IllegalStateError);
  });
});
