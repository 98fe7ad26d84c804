import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleId } from '../../lib/toggle-id.ts';
import { groupRooms, groupState, narrowGroups, toggleGroup, type RoomChoice, type RoomGroup } from './room-groups.ts';
import './room-picker.css';

interface RoomPickerProps {
  rooms: readonly RoomChoice[];
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  /** The field's name, as the form calls it. */
  label: string;
  /**
   * Names the test ids, which the journeys rely on: `<prefix>-rooms` (the picker),
   * `-rooms-count`, `-rooms-search`, `<prefix>-room-group` and `<prefix>-room` (the boxes).
   */
  testIdPrefix: string;
  /** A form's own class, to size the picker to its layout. */
  className?: string;
  error?: string | null;
}

/** A site's rooms by building and floor, a whole floor ticked at once, with a search over names. */
export function RoomPicker({ rooms, value, onChange, label, testIdPrefix, className, error }: RoomPickerProps) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupRooms(rooms), [rooms]);
  const shown = narrowGroups(groups, search);
  const chosen = value.filter((id) => rooms.some((room) => room.id === id)).length;
  return (
    <div className={className ? `room-picker ${className}` : 'room-picker'} role="group" aria-labelledby={labelId} data-testid={`${testIdPrefix}-rooms`}>
      <div className="room-picker-head">
        <span className="field-label" id={labelId}>
          {label}
        </span>
        <span className="muted room-picker-count" data-testid={`${testIdPrefix}-rooms-count`}>
          {t('roomPicker.selected', { count: chosen, total: rooms.length })}
        </span>
      </div>
      {rooms.length === 0 ? (
        <p className="muted room-picker-empty">{t('roomPicker.noRooms')}</p>
      ) : (
        <>
          <input
            type="search"
            className="room-picker-search"
            placeholder={t('roomPicker.findRoom')}
            aria-label={t('roomPicker.findRoom')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid={`${testIdPrefix}-rooms-search`}
          />
          <div className={error ? 'room-picker-list is-invalid' : 'room-picker-list'}>
            {shown.map((group) => (
              <RoomGroupChoice key={group.key} group={group} value={value} onChange={onChange} testIdPrefix={testIdPrefix} />
            ))}
            {shown.length === 0 ? <p className="muted room-picker-empty">{t('states.noRooms')}</p> : null}
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

interface RoomGroupChoiceProps {
  group: RoomGroup;
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  testIdPrefix: string;
}

function RoomGroupChoice({ group, value, onChange, testIdPrefix }: RoomGroupChoiceProps) {
  const { t } = useTranslation('common');
  const state = groupState(value, group);
  const box = useRef<HTMLInputElement>(null);
  // "Some of the floor" is a state a checkbox shows only through the DOM property.
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  const building = group.building === null ? t('roomPicker.noBuilding') : t('roomPicker.building', { name: group.building });
  const label = group.floor === null ? building : `${building} · ${t('labels:floor_n', { floor: group.floor })}`;
  return (
    <div className="room-picker-group">
      <label className="check-field room-picker-group-head">
        <input type="checkbox" ref={box} checked={state === 'all'} onChange={() => onChange(toggleGroup(value, group))} data-testid={`${testIdPrefix}-room-group`} />
        <span>
          <bdi>{label}</bdi> <span className="muted">({group.rooms.length})</span>
        </span>
      </label>
      <ul className="room-picker-options">
        {group.rooms.map((room) => (
          <li key={room.id}>
            <label className="check-field">
              <input type="checkbox" checked={value.includes(room.id)} onChange={() => onChange(toggleId(value, room.id))} data-testid={`${testIdPrefix}-room`} data-room-id={room.id} />
              <bdi>{room.displayName}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
