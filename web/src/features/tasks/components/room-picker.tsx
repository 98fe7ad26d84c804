import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupRooms, groupState, narrowGroups, toggleGroup, toggleId, type RoomChoice, type RoomGroup } from '../model/room-groups.ts';

interface RoomPickerProps {
  rooms: readonly RoomChoice[];
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  error?: string | null;
}

/** The site's rooms by building and floor, a whole floor ticked at once, with a search over names. */
export function RoomPicker({ rooms, value, onChange, error }: RoomPickerProps) {
  const { t } = useTranslation('tasks');
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupRooms(rooms), [rooms]);
  const shown = narrowGroups(groups, search);
  const chosen = value.filter((id) => rooms.some((room) => room.id === id)).length;
  return (
    <div className="tk-picker" role="group" aria-labelledby="tk-rooms-label" data-testid="task-rooms">
      <div className="tk-picker-head">
        <span className="field-label" id="tk-rooms-label">
          {t('form.rooms')}
        </span>
        <span className="muted tk-picker-count" data-testid="task-rooms-count">
          {t('picker.selected', { count: chosen, total: rooms.length })}
        </span>
      </div>
      {rooms.length === 0 ? (
        <p className="muted tk-picker-empty">{t('picker.noRooms')}</p>
      ) : (
        <>
          <input
            type="search"
            className="tk-picker-search"
            placeholder={t('picker.findRoom')}
            aria-label={t('picker.findRoom')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="task-rooms-search"
          />
          <div className={error ? 'tk-picker-list is-invalid' : 'tk-picker-list'}>
            {shown.map((group) => (
              <RoomGroupChoice key={group.key} group={group} value={value} onChange={onChange} />
            ))}
            {shown.length === 0 ? <p className="muted tk-picker-empty">{t('common:states.noRooms')}</p> : null}
          </div>
        </>
      )}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function RoomGroupChoice({ group, value, onChange }: { group: RoomGroup; value: readonly string[]; onChange: (roomIds: string[]) => void }) {
  const { t } = useTranslation('tasks');
  const state = groupState(value, group);
  const box = useRef<HTMLInputElement>(null);
  // "Some of the floor" is a state a checkbox shows only through the DOM property.
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  const building = group.building === null ? t('picker.noBuilding') : t('picker.building', { name: group.building });
  const label = group.floor === null ? building : `${building} · ${t('labels:floor_n', { floor: group.floor })}`;
  return (
    <div className="tk-group">
      <label className="check-field tk-group-head">
        <input type="checkbox" ref={box} checked={state === 'all'} onChange={() => onChange(toggleGroup(value, group))} data-testid="task-room-group" />
        <span>
          <bdi>{label}</bdi> <span className="muted">({group.rooms.length})</span>
        </span>
      </label>
      <ul className="tk-options">
        {group.rooms.map((room) => (
          <li key={room.id}>
            <label className="check-field">
              <input type="checkbox" checked={value.includes(room.id)} onChange={() => onChange(toggleId(value, room.id))} data-testid="task-room" data-room-id={room.id} />
              <bdi>{room.displayName}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
