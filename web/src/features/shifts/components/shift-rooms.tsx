import { useTranslation } from 'react-i18next';
import { RoomPicker } from '../../../components/room/room-picker.tsx';
import type { RoomChoice } from '../../../components/room/room-groups.ts';

interface ShiftRoomsProps {
  /** The site's rooms; null while they load. */
  rooms: readonly RoomChoice[] | null;
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  error?: string | null;
}

/**
 * The rooms a shift covers, in the shared room picker: a building or floor is ticked as a
 * whole, and nothing ticked means the whole site (a shift without rooms covers every room).
 * Rooms the shift names that the site no longer has are listed apart, to untick.
 */
export function ShiftRooms({ rooms, value, onChange, error }: ShiftRoomsProps) {
  const { t } = useTranslation('shifts');
  const known = new Set((rooms ?? []).map((room) => room.id));
  const removed = rooms === null ? [] : value.filter((roomId) => !known.has(roomId));
  return (
    <RoomPicker
      rooms={rooms}
      value={value}
      onChange={onChange}
      label={t('form.rooms')}
      testIdPrefix="shift"
      className="field-wide"
      error={error}
      emptyMeansAll
      buildingBoxes
      notice={
        removed.length > 0 ? (
          <div className="shift-rooms-removed" data-testid="shift-rooms-removed">
            <p className="shift-rooms-removed-title">{t('form.removedRooms')}</p>
            {removed.map((roomId) => (
              <label key={roomId} className="check-field">
                <input type="checkbox" checked onChange={() => onChange(value.filter((entry) => entry !== roomId))} />
                <span>{t('card.unknownRoom', { id: roomId })}</span>
              </label>
            ))}
          </div>
        ) : null
      }
    />
  );
}
