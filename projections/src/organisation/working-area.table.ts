import type { JsonbWithDefault, Timestamp } from './organisation.table.ts';

/**
 * A site's working areas (projection `organisation`, stream `org-working-area-<id>`). The
 * lists hold ids as the events gave them; rooms removed since are left out when read
 * (working-area.queries.ts), so a room's removal needs no working-area event.
 */
export interface WorkingAreasTable {
  working_area_id: string;
  site_id: string;
  name: string;
  room_ids: JsonbWithDefault<string[]>;
  cleaner_ids: JsonbWithDefault<string[]>;
  /** A deleted area keeps its row, flagged (its history stays). */
  deleted: boolean;
  /** `occurredAt` of `WorkingAreaCreated`. */
  created_at: Timestamp;
  /** `occurredAt` of the area's latest event. */
  updated_at: Timestamp;
}
