import { useTranslation } from 'react-i18next';

/** The `labels` dictionary's keys for room types (the accessible toilet's key is longer). */
const TYPE_KEYS: Record<string, string> = { handicapped: 'room_type_handicapped_toilet' };

/** Room type and gender names in the reader's language; an unknown value shows as it is. */
export function useRoomLabels() {
  const { t } = useTranslation('labels');
  return {
    type: (roomType: string) => t(TYPE_KEYS[roomType] ?? `room_type_${roomType}`, { defaultValue: roomType }),
    gender: (gender: string | null) => (gender === null ? '' : t(`gender_${gender}`, { defaultValue: gender })),
    floor: (floor: number) => t('floor_n', { floor }),
  };
}
