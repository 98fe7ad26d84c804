import type { WorkingAreaEvent } from '@facility/contracts';
import { jsonb, jsonbIfPresent, occurredAt, type Handlers } from './organisation.handlers.ts';

/**
 * Working areas: a deleted area keeps its row, flagged. No site or room is noted as touched:
 * working areas feed no statistics or room status, so no live view needs to reload.
 */
export const workingAreaHandlers: Handlers<WorkingAreaEvent> = {
  async WorkingAreaCreated(trx, { workingAreaId, siteId, name, roomIds, cleanerIds }, event) {
    const at = occurredAt(event);
    await trx
      .insertInto('working_areas')
      .values({
        working_area_id: workingAreaId,
        site_id: siteId,
        name,
        room_ids: jsonb(roomIds),
        cleaner_ids: jsonb(cleanerIds),
        deleted: false,
        created_at: at,
        updated_at: at,
      })
      .execute();
  },

  async WorkingAreaUpdated(trx, { workingAreaId, name, roomIds, cleanerIds }, event) {
    await trx
      .updateTable('working_areas')
      .set({ name, room_ids: jsonbIfPresent(roomIds), cleaner_ids: jsonbIfPresent(cleanerIds), updated_at: occurredAt(event) })
      .where('working_area_id', '=', workingAreaId)
      .execute();
  },

  async WorkingAreaDeleted(trx, { workingAreaId }, event) {
    await trx.updateTable('working_areas').set({ deleted: true, updated_at: occurredAt(event) }).where('working_area_id', '=', workingAreaId).execute();
  },
};
