import { DEFAULT_CALL_SETTINGS, SITE_DEFAULTS, type RecordedEvent, type SiteCallSettings } from '@facility/contracts';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { unknownKeys } from '../engine/projection-memory.ts';
import type { Statements } from '../engine/statements.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { SiteCalendar } from './site-calendar.ts';

/**
 * What projections and reactors need to know of a site to place events in its days and
 * shifts and to open calls: kept by each of them from the site events in the log's own
 * order, so a replay decides exactly as the first run did (reading the organisation read
 * model instead would depend on how far that other projection had got).
 */
export interface SiteRules extends SiteCalendar {
  siteId: string;
  counterThreshold: number;
  /**
   * The site's call rules (`SiteCallSettingsSet`). Absent in rules stored before call
   * settings existed: read it through {@link callSettingsOf}.
   */
  callSettings?: SiteCallSettings;
}

/** The call rules a site runs on: DEFAULT_CALL_SETTINGS until some were set. */
export const callSettingsOf = (site: SiteRules | null | undefined): SiteCallSettings => site?.callSettings ?? DEFAULT_CALL_SETTINGS;

export const SITE_RULE_EVENT_TYPES = new Set([
  'SiteCreated',
  'SiteDetailsUpdated',
  'SiteShiftsSet',
  'SiteHolidaysSet',
  'SiteOffDaysSet',
  'SiteCallSettingsSet',
  'SiteDeleted',
]);

/** The site ids a batch's site events concern. */
export const siteIdsOfRuleEvents = (events: readonly RecordedEvent[]): string[] => [
  ...new Set(events.filter((event) => SITE_RULE_EVENT_TYPES.has(event.type)).map((event) => String(event.data.siteId))),
];

/** Applies one site event; returns the new rules, null when the site was deleted, or `site` unchanged. */
export function evolveSiteRules(site: SiteRules | null, event: RecordedEvent): SiteRules | null {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'SiteCreated':
      return {
        siteId: String(data.siteId),
        timezone: String(data.timezone),
        counterThreshold: Number(data.counterThreshold ?? SITE_DEFAULTS.counterThreshold),
        shifts: [],
        holidays: [],
        offDays: [],
      };
    case 'SiteDeleted':
      return null;
  }
  if (!site) return site;
  switch (event.type) {
    case 'SiteDetailsUpdated':
      return {
        ...site,
        timezone: typeof data.timezone === 'string' ? data.timezone : site.timezone,
        counterThreshold: typeof data.counterThreshold === 'number' ? data.counterThreshold : site.counterThreshold,
      };
    case 'SiteShiftsSet':
      return { ...site, shifts: data.shifts as SiteRules['shifts'] };
    case 'SiteHolidaysSet':
      return { ...site, holidays: data.holidays as SiteRules['holidays'] };
    case 'SiteOffDaysSet':
      return { ...site, offDays: data.offDays as SiteRules['offDays'] };
    case 'SiteCallSettingsSet': {
      const { siteId: _siteId, ...callSettings } = data;
      return { ...site, callSettings: callSettings as SiteCallSettings };
    }
    default:
      return site;
  }
}

/** Tables that hold a projection's private copy of the site rules: `(site_id text primary key, rules jsonb)`. */
export type SiteRulesTable = 'call_reactor_sites' | 'shift_bucket_sites' | 'device_alert_reactor_sites';

/**
 * Reads into `sites` the rules of those of `siteIds` it does not hold yet (a projection's
 * kept rules, see `ProjectionMemory`; by default an empty map, so all of them), and returns it.
 */
export async function loadSiteRules(
  trx: Transaction<ReadModelDatabase>,
  table: SiteRulesTable,
  siteIds: Iterable<string>,
  sites = new Map<string, SiteRules>(),
): Promise<Map<string, SiteRules>> {
  const unknown = unknownKeys(siteIds, sites);
  if (unknown.length === 0) return sites;
  const { rows } = await sql<{ rules: SiteRules }>`select rules from ${sql.table(table)} where site_id in (${sql.join(unknown)})`.execute(trx);
  for (const { rules } of rows) sites.set(rules.siteId, rules);
  return sites;
}

/** Writes the rules of `changed` sites as they are now (deleted ones are removed). */
export function siteRulesStatements(table: SiteRulesTable, changed: ReadonlyMap<string, SiteRules | null>): Statements {
  const kept = [...changed.values()].filter((rules): rules is SiteRules => rules !== null);
  const gone = [...changed].filter(([, rules]) => rules === null).map(([siteId]) => siteId);
  const statements: RawBuilder<unknown>[] = [];
  if (gone.length > 0) statements.push(sql`delete from ${sql.table(table)} where site_id in (${sql.join(gone)})`);
  if (kept.length > 0) {
    statements.push(sql`insert into ${sql.table(table)} (site_id, rules)
      select r->>'siteId', r from jsonb_array_elements(${JSON.stringify(kept)}::text::jsonb) as r
      on conflict (site_id) do update set rules = excluded.rules`);
  }
  return statements;
}
