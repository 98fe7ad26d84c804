import type { CompanyType } from '@facility/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** A company's general profile (spec §3 "Company"): what `GET /api/company/general` adds to the company list. */
export interface CompanyProfile {
  companyId: string;
  companyType: CompanyType;
  region: string;
  endClients: string[];
}

/** The profiles of the given companies that are not deleted (unknown ids are absent). */
export async function listCompanyProfiles(db: Db, companyIds: readonly string[]): Promise<CompanyProfile[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('companies')
    .select(['company_id as companyId', 'company_type as companyType', 'region', 'end_clients as endClients'])
    .where('deleted', '=', false)
    .where('company_id', 'in', [...companyIds])
    .orderBy('company_id')
    .execute();
}
