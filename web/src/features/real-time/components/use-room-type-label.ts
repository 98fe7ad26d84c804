import { useTranslation } from 'react-i18next';

/**
 * A room type in words. The dictionary names the accessible restroom `handicapped_toilet`
 * while rooms may say `handicapped`; a type the dictionary does not know is shown as data
 * (never as a dictionary key).
 */
export function useRoomTypeLabel(): (type: string) => string {
  const { t, i18n } = useTranslation('realtime');
  return (type) => {
    for (const key of [`labels:room_type_${type}`, `labels:room_type_${type}_toilet`]) {
      if (i18n.exists(key)) return t(key);
    }
    return type.replace(/_/g, ' ');
  };
}
