import type { FranchiseEvent } from '@facility/contracts';
import { touchSitesOfFranchise } from './organisation.companies.ts';
import { setsAnything, type Handlers } from './organisation.handlers.ts';

/** Franchises: a deleted one keeps its row, flagged; queries show its companies without it. */
export const franchiseHandlers: Handlers<FranchiseEvent> = {
  async FranchiseCreated(trx, data) {
    await trx
      .insertInto('franchises')
      .values({ franchise_id: data.franchiseId, name: data.franchiseName, country: data.franchiseCountry, deleted: false })
      .execute();
  },

  async FranchiseUpdated(trx, data, _event, scope) {
    const changes = { name: data.franchiseName, country: data.franchiseCountry };
    if (!setsAnything(changes)) return;
    await trx.updateTable('franchises').set(changes).where('franchise_id', '=', data.franchiseId).execute();
    await touchSitesOfFranchise(trx, data.franchiseId, scope);
  },

  async FranchiseDeleted(trx, data, _event, scope) {
    await trx.updateTable('franchises').set({ deleted: true }).where('franchise_id', '=', data.franchiseId).execute();
    await touchSitesOfFranchise(trx, data.franchiseId, scope);
  },
};
