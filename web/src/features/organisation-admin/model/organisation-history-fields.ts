import type { CompanyCreated, FranchiseCreated, SiteDetails } from '@facility/contracts';
import type { HistoryFieldKeys } from '../../../components/admin/history-details.ts';

/**
 * The franchise, company and site events' field names mapped to the `organisation` keys of
 * the labels their forms show, so a history entry reads "Region, Logo URL", not `region, logo`.
 */
export const FRANCHISE_HISTORY_FIELD_KEYS = {
  franchiseName: 'franchise.name',
  franchiseCountry: 'franchise.country',
} as const satisfies Record<Exclude<keyof FranchiseCreated, 'franchiseId'>, string> & HistoryFieldKeys;

export const COMPANY_HISTORY_FIELD_KEYS = {
  // The company's franchise, which an admin may change: not the company's own id.
  franchiseId: 'company.franchise',
  companyName: 'company.name',
  companyType: 'company.typeLabel',
  region: 'company.region',
  endClients: 'company.endClients',
  logo: 'company.logo',
} as const satisfies Record<Exclude<keyof CompanyCreated, 'companyId'>, string> & HistoryFieldKeys;

export const SITE_HISTORY_FIELD_KEYS = {
  name: 'site.name',
  description: 'site.description',
  type: 'site.type',
  status: 'site.status',
  country: 'site.country',
  state: 'site.state',
  city: 'site.city',
  sector: 'site.sector',
  buildingArea: 'site.buildingArea',
  officialStartDate: 'site.officialStartDate',
  timezone: 'site.timezone',
  location: 'site.location',
  // Fields of the site form, though their names end in Id like the ids the history leaves out.
  cleaningServiceProviderId: 'site.cleaningProvider',
  managementServiceProviderId: 'site.managementProvider',
  exposures: 'site.exposures',
  alerts: 'site.alerts',
  embeddedLink: 'site.embeddedLink',
  cleanersNumber: 'site.cleanersNumber',
  counterThreshold: 'site.counterThreshold',
  // Parts replaced whole, each by an event whose name says which ("Shifts changed",
  // "Time saving changed", "Call rules changed"): naming all their fields says nothing.
  shifts: null,
  holidays: null,
  offDays: null,
  isTimeSave: null,
  roundIntervalMinutes: null,
  cleaningMinutesPerRoom: null,
  employerCostPerHour: null,
  currency: null,
  mode: null,
  ratioPercent: null,
  gapInMinutes: null,
  scheduledCallTimes: null,
  cleandexThreshold: null,
  services: null,
} as const satisfies Record<keyof SiteDetails, string> & HistoryFieldKeys;
