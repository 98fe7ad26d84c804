import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleId } from '../../lib/toggle-id.ts';
import { CheckList } from '../form/check-list.tsx';
import { byBuilding, groupRooms, groupState, narrowGroups, toggleGroup, type RoomChoice, type RoomGroup } from './room-groups.ts';
import './room-picker.css';

interface RoomPickerProps {
  /** The site's rooms; null while they load. */
  rooms: readonly RoomChoice[] | null;
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  /** The field's name, as the form calls it. */
  label: string;
  /**
   * Names the test ids, which the journeys rely on: `<prefix>-rooms` (the picker),
   * `-rooms-count`, `-rooms-search`, `<prefix>-room-group`, `<prefix>-room-building` and
   * `<prefix>-room` (the boxes), and with `emptyMeansAll` `-rooms-summary` and `-rooms-all`.
   */
  testIdPrefix: string;
  /** A form's own class, to size the picker to its layout. */
  className?: string;
  error?: string | null;
  /**
   * Ticking nothing means every room of the site (a shift's rooms): the picker says so while
   * nothing is ticked, and offers to go back to that once something is.
   */
  emptyMeansAll?: boolean;
  /** A box per building above its floors' boxes, to tick a whole building at once. */
  buildingBoxes?: boolean;
  /** Shown above the search (the shift form's rooms the site no longer has). */
  notice?: ReactNode;
}

/** A site's rooms by building and floor, a whole floor ticked at once, with a search over names. */
export function RoomPicker({ rooms, value, onChange, label, testIdPrefix, className, error, emptyMeansAll, buildingBoxes, notice }: RoomPickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupRooms(rooms ?? []), [rooms]);
  const shown = narrowGroups(groups, search);
  const total = rooms?.length ?? 0;
  const chosen = value.filter((id) => rooms?.some((room) => room.id === id)).length;
  const unavailable = rooms === null ? t('states.loading') : rooms.length === 0 ? t('roomPicker.noRooms') : null;
  const floorGroup = (group: RoomGroup, underBuilding: boolean) => (
    <RoomGroupChoice key={group.key} group={group} underBuilding={underBuilding} value={value} onChange={onChange} testIdPrefix={testIdPrefix} />
  );
  return (
    <CheckList
      label={label}
      count={t('roomPicker.selected', { count: chosen, total })}
      testId={`${testIdPrefix}-rooms`}
      search={search}
      onSearch={setSearch}
      searchLabel={t('roomPicker.findRoom')}
      unavailable={unavailable}
      noMatch={shown.length === 0 ? t('states.noRooms') : null}
      headExtra={
        emptyMeansAll && value.length > 0 ? (
          <button type="button" className="button button-ghost room-picker-use-all" onClick={() => onChange([])} data-testid={`${testIdPrefix}-rooms-all`}>
            {t('roomPicker.useAllRooms')}
          </button>
        ) : null
      }
      notice={
        <>
          {emptyMeansAll && value.length === 0 ? (
            <p className="room-picker-all" data-testid={`${testIdPrefix}-rooms-summary`}>
              {t('roomPicker.allRooms')}
            </p>
          ) : null}
          {notice}
        </>
      }
      className={className ? `room-picker ${className}` : 'room-picker'}
      error={error}
    >
      {buildingBoxes
        ? byBuilding(shown).map((building) => (
            <div key={building.key} className="room-picker-building">
              <GroupBox
                label={buildingName(building.building, t)}
                state={groupState(value, building)}
                onToggle={() => onChange(toggleGroup(value, building))}
                count={building.rooms.length}
                className="room-picker-building-head"
                testId={`${testIdPrefix}-room-building`}
              />
              {building.floors.map((group) => floorGroup(group, true))}
            </div>
          ))
        : shown.map((group) => floorGroup(group, false))}
    </CheckList>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
const buildingName = (building: string | null, t: Translate): string => (building === null ? t('roomPicker.noBuilding') : t('roomPicker.building', { name: building }));

interface RoomGroupChoiceProps {
  group: RoomGroup;
  /** Under its building's box the floor alone names the group; otherwise building and floor. */
  underBuilding: boolean;
  value: readonly string[];
  onChange: (roomIds: string[]) => void;
  testIdPrefix: string;
}

function RoomGroupChoice({ group, underBuilding, value, onChange, testIdPrefix }: RoomGroupChoiceProps) {
  const { t } = useTranslation('common');
  const floor = group.floor === null ? null : t('labels:floor_n', { floor: group.floor });
  const building = buildingName(group.building, t);
  const label = underBuilding ? (floor ?? t('roomPicker.noFloor')) : floor === null ? building : `${building} · ${floor}`;
  return (
    <div className="room-picker-group">
      <GroupBox
        label={label}
        state={groupState(value, group)}
        onToggle={() => onChange(toggleGroup(value, group))}
        count={group.rooms.length}
        className="room-picker-group-head"
        testId={`${testIdPrefix}-room-group`}
      />
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

interface GroupBoxProps {
  label: string;
  state: 'all' | 'some' | 'none';
  onToggle: () => void;
  /** How many rooms the box ticks. */
  count: number;
  className: string;
  testId: string;
}

/** A floor's or building's box: ticked when all its rooms are, half-ticked when some are. */
function GroupBox({ label, state, onToggle, count, className, testId }: GroupBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  // "Some of the floor" is a state a checkbox shows only through the DOM property.
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={`check-field ${className}`}>
      <input type="checkbox" ref={box} checked={state === 'all'} onChange={onToggle} data-testid={testId} />
      <span>
        <bdi>{label}</bdi> <span className="muted">({count})</span>
      </span>
    </label>
  );
}
