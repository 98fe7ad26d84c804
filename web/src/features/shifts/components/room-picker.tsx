import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '../../../components/admin/admin-page.tsx';
import { groupRooms, groupState, toggleGroup, type PickerRoom } from '../model/room-groups.ts';

interface RoomPickerProps {
  /** The site's rooms; null while they load. */
  rooms: readonly PickerRoom[] | null;
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  error?: string | null;
}

/**
 * The rooms a shift covers, grouped by building and floor; a building or floor is ticked
 * as a whole. Nothing ticked means the whole site (a shift without rooms covers every
 * room). Rooms the shift names that the site no longer has are listed apart, to untick.
 */
export function RoomPicker({ rooms, value, onChange, error }: RoomPickerProps) {
  const { t } = useTranslation('shifts');
  const id = useId();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (rooms ?? []).filter((room) => matchesSearch(search, room.displayName, room.building, room.floor)), [rooms, search]);
  const groups = useMemo(() => groupRooms(shown), [shown]);
  const known = new Set((rooms ?? []).map((room) => room.id));
  const removed = rooms === null ? [] : value.filter((roomId) => !known.has(roomId));
  const toggle = (roomId: string) => onChange(value.includes(roomId) ? value.filter((entry) => entry !== roomId) : [...value, roomId]);

  return (
    <fieldset className="shift-rooms" aria-describedby={`${id}-summary`} data-testid="shift-rooms">
      <legend>{t('form.rooms')}</legend>
      <div className="shift-rooms-head">
        <p id={`${id}-summary`} className={value.length === 0 ? 'shift-rooms-summary is-all' : 'shift-rooms-summary'} data-testid="shift-rooms-summary">
          {value.length === 0 ? t('form.roomsAll') : t('card.roomCount', { count: value.length })}
        </p>
        {value.length > 0 ? (
          <button type="button" className="button button-ghost" onClick={() => onChange([])} data-testid="shift-rooms-all">
            {t('form.useAllRooms')}
          </button>
        ) : null}
        {rooms && rooms.length > 8 ? (
          <input
            type="search"
            className="shift-rooms-search"
            placeholder={t('form.findRoom')}
            aria-label={t('form.findRoom')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="shift-rooms-search"
          />
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {removed.length > 0 ? (
        <div className="shift-rooms-removed" data-testid="shift-rooms-removed">
          <p className="shift-rooms-group-title">{t('form.removedRooms')}</p>
          {removed.map((roomId) => (
            <label key={roomId} className="check-field">
              <input type="checkbox" checked onChange={() => toggle(roomId)} />
              <span>{t('card.unknownRoom', { id: roomId })}</span>
            </label>
          ))}
        </div>
      ) : null}
      {rooms === null ? (
        <p className="muted">{t('common:states.loading')}</p>
      ) : rooms.length === 0 ? (
        <p className="muted">{t('common:states.noRooms')}</p>
      ) : (
        <div className="shift-rooms-list">
          {groups.map((building) => {
            const buildingRooms = building.floors.flatMap((floor) => floor.rooms);
            const buildingName = building.building ?? t('form.noBuilding');
            return (
              <div key={building.building ?? ''} className="shift-rooms-building">
                <GroupCheckbox
                  label={buildingName}
                  state={groupState(buildingRooms, value)}
                  onChange={(on) => onChange(toggleGroup(buildingRooms, value, on))}
                  className="shift-rooms-group-title"
                  testId="shift-rooms-building"
                />
                {building.floors.map((floor) => (
                  <div key={floor.floor ?? ''} className="shift-rooms-floor">
                    <GroupCheckbox
                      label={floor.floor === null ? t('form.noFloor') : t('form.floor', { floor: floor.floor })}
                      state={groupState(floor.rooms, value)}
                      onChange={(on) => onChange(toggleGroup(floor.rooms, value, on))}
                      className="shift-rooms-floor-title"
                      testId="shift-rooms-floor"
                    />
                    <ul>
                      {floor.rooms.map((room) => (
                        <li key={room.id}>
                          <label className="check-field">
                            <input type="checkbox" checked={value.includes(room.id)} onChange={() => toggle(room.id)} data-testid={`shift-room-${room.id}`} />
                            <span>
                              <bdi>{room.displayName}</bdi>
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

interface GroupCheckboxProps {
  label: string;
  state: 'all' | 'some' | 'none';
  onChange: (on: boolean) => void;
  className: string;
  testId: string;
}

/** A building's or floor's box: ticked when all its rooms are, half-ticked when some are. */
function GroupCheckbox({ label, state, onChange, className, testId }: GroupCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={`check-field ${className}`}>
      <input ref={box} type="checkbox" checked={state === 'all'} onChange={() => onChange(state !== 'all')} data-testid={testId} />
      <span>
        <bdi>{label}</bdi>
      </span>
    </label>
  );
}
