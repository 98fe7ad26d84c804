import type { RoomState } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useRoomTypeLabel } from './use-room-type-label.ts';
import { ROOM_STATES_BY_SEVERITY, type BoardFilter, type SortOrder } from '../model/board-view.ts';

interface BoardFiltersProps {
  filter: BoardFilter;
  sort: SortOrder;
  choices: { buildings: string[]; floors: number[]; roomTypes: string[] };
  /** The maintenance board keeps its own order (rooms with a maintenance call first). */
  sortable: boolean;
  onFilter: (filter: BoardFilter) => void;
  onSort: (sort: SortOrder) => void;
}

/** The board's own filters (local to the board): building, floor (of the building), room type, order. */
export function BoardFilters({ filter, sort, choices, sortable, onFilter, onSort }: BoardFiltersProps) {
  const { t } = useTranslation('realtime');
  const all = t('common:filters.all');
  const roomType = useRoomTypeLabel();
  return (
    <div className="rt-filters" data-testid="realtime-filters">
      <SelectField
        label={t('common:filters.building')}
        value={filter.building}
        placeholder={all}
        options={choices.buildings.map((building) => ({ value: building, label: building }))}
        // A building's floors differ from another's: the floor is chosen again.
        onChange={(value) => onFilter({ ...filter, building: value || null, floor: null })}
        disabled={choices.buildings.length === 0}
        testId="realtime-filter-building"
      />
      <SelectField
        label={t('common:filters.floor')}
        value={filter.floor === null ? null : String(filter.floor)}
        placeholder={all}
        options={choices.floors.map((floor) => ({ value: String(floor), label: t('labels:floor_n', { floor }) }))}
        onChange={(value) => onFilter({ ...filter, floor: value === '' ? null : Number(value) })}
        disabled={choices.floors.length === 0}
        testId="realtime-filter-floor"
      />
      <SelectField
        label={t('filters.roomType')}
        value={filter.roomType}
        placeholder={all}
        options={choices.roomTypes.map((type) => ({ value: type, label: roomType(type) }))}
        onChange={(value) => onFilter({ ...filter, roomType: value || null })}
        disabled={choices.roomTypes.length === 0}
        testId="realtime-filter-room-type"
      />
      {sortable ? (
        <SelectField<SortOrder>
          label={t('filters.sort')}
          value={sort}
          options={[
            { value: 'location', label: t('filters.sortLocation') },
            { value: 'urgency', label: t('filters.sortUrgency') },
          ]}
          onChange={onSort}
          testId="realtime-sort"
        />
      ) : null}
    </div>
  );
}

interface StateLegendProps {
  counts: Record<RoomState, number>;
  active: RoomState | null;
  onChange: (state: RoomState | null) => void;
}

/** The colours explained, with how many rooms are in each state; a click shows only that state. */
export function StateLegend({ counts, active, onChange }: StateLegendProps) {
  const { t, i18n } = useTranslation('realtime');
  return (
    <div className="rt-legend" role="group" aria-label={t('legend.label')} data-testid="realtime-legend">
      <button type="button" className={active === null ? 'rt-legend-item is-active' : 'rt-legend-item'} aria-pressed={active === null} onClick={() => onChange(null)} data-testid="realtime-legend-all">
        {t('legend.all')}
      </button>
      {ROOM_STATES_BY_SEVERITY.map((state) => (
        <button
          key={state}
          type="button"
          className={`rt-legend-item rt-state-${state}${active === state ? ' is-active' : ''}`}
          aria-pressed={active === state}
          onClick={() => onChange(active === state ? null : state)}
          data-testid={`realtime-legend-${state}`}
        >
          <span className="rt-state-dot" aria-hidden="true" />
          {t(`labels:room_state_${state}`)}
          <span className="rt-legend-count">{formatNumber(counts[state], i18n.language)}</span>
        </button>
      ))}
    </div>
  );
}
