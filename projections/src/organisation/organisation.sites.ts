import type { RecordedEvent, SiteDetails, SiteEvent } from '@facility/contracts';
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { jsonb, jsonbIfPresent, occurredAt, type Handlers } from './organisation.handlers.ts';
import type { SitesTable } from './organisation.table.ts';

/** The columns behind a site's descriptive fields ({@link SiteDetails}). */
type DetailColumns = Omit<
  Insertable<SitesTable>,
  'site_id' | 'company_id' | 'shifts' | 'holidays' | 'off_days' | 'time_saving' | 'is_time_save' | 'call_settings' | 'deleted' | 'created_at' | 'updated_at'
>;

/** A site's descriptive fields as columns; absent fields stay undefined, which Kysely leaves unchanged. */
function detailColumns(details: SiteDetails): DetailColumns;
function detailColumns(details: Partial<SiteDetails>): Partial<DetailColumns>;
function detailColumns(details: Partial<SiteDetails>): Partial<DetailColumns> {
  return {
    name: details.name,
    description: details.description,
    type: details.type,
    status: details.status,
    country: details.country,
    state: details.state,
    city: details.city,
    sector: details.sector,
    building_area: details.buildingArea,
    official_start_date: details.officialStartDate,
    timezone: details.timezone,
    location: jsonbIfPresent(details.location),
    cleaning_service_provider_id: details.cleaningServiceProviderId,
    management_service_provider_id: details.managementServiceProviderId,
    exposures: details.exposures,
    alerts: details.alerts,
    embedded_link: details.embeddedLink,
    cleaners_number: details.cleanersNumber,
    counter_threshold: details.counterThreshold,
  };
}

/** Sets `changes` and stamps `updated_at` with the event's time. */
async function updateSite(
  trx: Transaction<ReadModelDatabase>,
  siteId: string,
  event: RecordedEvent,
  scope: ScopeCollector,
  changes: Updateable<SitesTable>,
): Promise<void> {
  await trx
    .updateTable('sites')
    .set({ ...changes, updated_at: occurredAt(event) })
    .where('site_id', '=', siteId)
    .execute();
  scope.add(siteId, null);
}

/**
 * Sites: every event stamps `updated_at` with its time; a deleted site keeps its row, flagged.
 * Schedules (shifts, holidays, off-days) are replaced whole, as the events carry them.
 */
export const siteHandlers: Handlers<SiteEvent> = {
  async SiteCreated(trx, data, event, scope) {
    const { siteId, companyId, isTimeSave, ...details } = data;
    await trx
      .insertInto('sites')
      .values({
        site_id: siteId,
        company_id: companyId,
        ...detailColumns(details),
        is_time_save: isTimeSave,
        deleted: false,
        created_at: occurredAt(event),
        updated_at: occurredAt(event),
      })
      .execute();
    scope.add(siteId, null);
  },

  async SiteDetailsUpdated(trx, { siteId, ...details }, event, scope) {
    await updateSite(trx, siteId, event, scope, detailColumns(details));
  },

  async SiteShiftsSet(trx, { siteId, shifts }, event, scope) {
    await updateSite(trx, siteId, event, scope, { shifts: jsonb(shifts) });
  },

  async SiteHolidaysSet(trx, { siteId, holidays }, event, scope) {
    await updateSite(trx, siteId, event, scope, { holidays: jsonb(holidays) });
  },

  async SiteOffDaysSet(trx, { siteId, offDays }, event, scope) {
    await updateSite(trx, siteId, event, scope, { off_days: jsonb(offDays) });
  },

  async SiteTimeSavingSet(trx, { siteId, isTimeSave, ...parameters }, event, scope) {
    await updateSite(trx, siteId, event, scope, { is_time_save: isTimeSave, time_saving: jsonb(parameters) });
  },

  async SiteCallSettingsSet(trx, { siteId, ...settings }, event, scope) {
    await updateSite(trx, siteId, event, scope, { call_settings: jsonb(settings) });
  },

  async SiteDeleted(trx, { siteId }, event, scope) {
    await updateSite(trx, siteId, event, scope, { deleted: true });
  },
};
