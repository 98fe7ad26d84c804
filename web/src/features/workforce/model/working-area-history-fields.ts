import type { WorkingAreaProfile } from '@facility/contracts';
import type { HistoryFieldKeys } from '../../../components/admin/history-details.ts';

/**
 * The working-area events' field names mapped to the `workforce` keys of the form's labels;
 * the lists are named though their names end in Ids like the ids the history leaves out.
 */
export const WORKING_AREA_HISTORY_FIELD_KEYS = {
  name: 'area.name',
  roomIds: 'area.rooms',
  cleanerIds: 'area.cleaners',
} as const satisfies Record<keyof WorkingAreaProfile, string> & HistoryFieldKeys;
