import type { CompanyEvent } from '@facility/contracts';
import type { Transaction } from 'kysely';
import type { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { jsonb, jsonbIfPresent, setsAnything, type Handlers } from './organisation.handlers.ts';

type Trx = Transaction<ReadModelDatabase>;

/** A company's name, logo or franchise shows on its sites' boards: they count as touched. */
export async function touchSitesOfCompany(trx: Trx, companyId: string, scope: ScopeCollector): Promise<void> {
  const sites = await trx.selectFrom('sites').select('site_id').where('company_id', '=', companyId).execute();
  for (const { site_id } of sites) scope.add(site_id, null);
}

/** The sites of every company in the franchise. */
export async function touchSitesOfFranchise(trx: Trx, franchiseId: string, scope: ScopeCollector): Promise<void> {
  const sites = await trx
    .selectFrom('sites')
    .innerJoin('companies', 'companies.company_id', 'sites.company_id')
    .select('sites.site_id')
    .where('companies.franchise_id', '=', franchiseId)
    .execute();
  for (const { site_id } of sites) scope.add(site_id, null);
}

/** Companies: a deleted one keeps its row, flagged. */
export const companyHandlers: Handlers<CompanyEvent> = {
  async CompanyCreated(trx, data) {
    await trx
      .insertInto('companies')
      .values({
        company_id: data.companyId,
        franchise_id: data.franchiseId,
        name: data.companyName,
        company_type: data.companyType,
        region: data.region,
        end_clients: jsonb(data.endClients),
        logo: data.logo,
        deleted: false,
      })
      .execute();
  },

  async CompanyUpdated(trx, data, _event, scope) {
    const changes = {
      franchise_id: data.franchiseId,
      name: data.companyName,
      company_type: data.companyType,
      region: data.region,
      end_clients: jsonbIfPresent(data.endClients),
      logo: data.logo,
    };
    if (!setsAnything(changes)) return;
    await trx.updateTable('companies').set(changes).where('company_id', '=', data.companyId).execute();
    await touchSitesOfCompany(trx, data.companyId, scope);
  },

  async CompanyDeleted(trx, data, _event, scope) {
    await trx.updateTable('companies').set({ deleted: true }).where('company_id', '=', data.companyId).execute();
    await touchSitesOfCompany(trx, data.companyId, scope);
  },
};
