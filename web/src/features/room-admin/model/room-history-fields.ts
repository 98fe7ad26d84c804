import type { RoomProfile } from '@facility/contracts';
import type { HistoryFieldKeys } from '../../../components/admin/history-details.ts';

/**
 * The room events' field names (camelCase, as the event store keeps them) mapped to the room
 * form's `field.*` keys (the spec's spelling), so the history panel names a change with the
 * label the reader saw on the form ("Cells", "תאים") instead of `cellsNum`.
 */
export const ROOM_HISTORY_FIELD_KEYS = {
  displayName: 'field.displayName',
  roomNameEn: 'field.room_name_en',
  roomType: 'field.roomType',
  floor: 'field.floor',
  building: 'field.building',
  zone: 'field.zone',
  gender: 'field.gender',
  isCalculated: 'field.is_calculated',
  pinned: 'field.pinned',
  refId: 'field.ref_id',
  cellsNum: 'field.cells_num',
  sinksNum: 'field.sinks_num',
  urinalsNum: 'field.urinals_num',
  toiletPaperSize: 'field.toilet_paper_size',
  visitorThreshold: 'field.visitorThreshold',
} as const satisfies Record<keyof RoomProfile, string> & HistoryFieldKeys;
