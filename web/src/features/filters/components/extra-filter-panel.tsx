import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { ExtraFilterKind } from '../../../config/routes.ts';
import { useFilterOptions } from '../../../hooks/use-filter-options.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { EMPTY_EXTRA, extraOf, withExtra, type ExtraField, type ExtraFilter } from '../../../stores/filter-rules.ts';
import { applyExtra, filters } from '../../../stores/filter.store.ts';
import { FILTER_PHONE_QUERY } from '../model/phone-query.ts';
import { roomOptions } from '../model/room-options.ts';

interface ExtraFilterPanelProps {
  kind: ExtraFilterKind;
  /**
   * Where the panel is drawn: below the bar in the header (a desk), or inside the phone's
   * filter sheet. On a phone the header's copy stays empty: the sheet holds the panel.
   */
  placement?: 'header' | 'sheet';
  /** Called once a submit or reset has applied, so the phone's sheet can close. */
  onApplied?: () => void;
}

/**
 * The extra filter panel (spec §2): the user edits a draft and applies it with Filter, so
 * one submit is one reload; Reset filter clears every field at once. Room screens offer
 * only shift and days.
 */
export function ExtraFilterPanel({ placement = 'header', ...props }: ExtraFilterPanelProps) {
  const phone = useMediaQuery(FILTER_PHONE_QUERY);
  if (phone && placement === 'header') return null;
  return <ExtraFilterForm {...props} />;
}

interface Applied {
  site: string | null;
  extra: ExtraFilter;
}

/** The draft's own copy of the applied extra filter (plain values, not the store's snapshot). */
const plainExtra = (key: string): ExtraFilter => (JSON.parse(key) as Applied).extra;

/** The panel's form: the draft, its fields and its two actions. */
function ExtraFilterForm({ kind, onApplied }: Omit<ExtraFilterPanelProps, 'placement'>) {
  const { t, i18n } = useTranslation();
  const { selection } = useSnapshot(filters);
  const { data: options } = useFilterOptions();
  const nameOf = useRoomName(selection.site);
  // The site and the extra filter as applied, read field by field from the snapshot: valtio
  // re-renders the form only when a field it has read changes, so reading them all makes the
  // form learn of an applied change (its own submit, a site change, a chart click) at once.
  const appliedKey = JSON.stringify({ site: selection.site, extra: extraOf(selection) } satisfies Applied);
  const [draft, setDraft] = useState<ExtraFilter>(() => plainExtra(appliedKey));
  // A filter changed elsewhere (a site change, a chart click) shows in the draft, adjusted as
  // the form renders. Keyed on those values, never on the selection object: that is replaced
  // by any change (the period, the view), and a reset first seen on the render that a tick
  // caused undid the tick (the first click after Filter was lost).
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(plainExtra(appliedKey));
  }

  const set = <F extends ExtraField>(field: F, value: ExtraFilter[F]) => setDraft((current) => withExtra(current, field, value));
  const siteRooms = (options?.rooms ?? []).filter((room) => room.siteId === selection.site);
  const buildings = [...new Set(siteRooms.map((room) => room.building).filter((building): building is string => building !== null))].sort();
  const floors = [...new Set(siteRooms.filter((room) => draft.building?.includes(room.building ?? '')).map((room) => room.floor).filter((floor): floor is number => floor !== null))].sort((a, b) => a - b);
  const rooms = siteRooms.filter(
    (room) => (!draft.building || draft.building.includes(room.building ?? '')) && (!draft.floor || draft.floor.includes(room.floor ?? -1)),
  );
  const shifts = (options?.shifts ?? []).filter((shift) => shift.siteId === selection.site);

  return (
    <form
      className="extra-filter-panel"
      data-testid="extra-filter-panel"
      onSubmit={(event) => {
        event.preventDefault();
        applyExtra(draft);
        onApplied?.();
      }}
    >
      {kind === 'full' ? (
        <>
          <MultiSelect label={t('filters.rooms')} testId="extra-rooms" value={draft.rooms} onChange={(value) => set('rooms', value)} options={roomOptions(rooms, nameOf, i18n.language)} />
          <MultiSelect label={t('filters.building')} testId="extra-building" value={draft.building} onChange={(value) => set('building', value)} options={buildings.map((building) => ({ value: building, label: building }))} />
          <MultiSelect
            label={t('filters.floor')}
            testId="extra-floor"
            value={draft.floor}
            disabled={!draft.building}
            onChange={(value) => set('floor', value)}
            options={floors.map((floor) => ({ value: floor, label: t('labels:floor_n', { floor }) }))}
          />
          <MultiSelect label={t('filters.gender')} testId="extra-gender" value={draft.gender} onChange={(value) => set('gender', value)} options={(options?.gender ?? []).map((gender) => ({ value: gender, label: t(`labels:gender_${gender}`) }))} />
        </>
      ) : null}
      <MultiSelect
        label={t('filters.shift')}
        testId="extra-shift"
        value={draft.shift}
        onChange={(value) => set('shift', value)}
        options={shifts.map((shift) => ({ value: shift.shift_number, label: t(`shiftNames.${shift.shift_name}`, { defaultValue: t('filters.shiftNumber', { number: shift.shift_number }) }) }))}
      />
      <MultiSelect label={t('filters.days')} testId="extra-days" value={draft.days} onChange={(value) => set('days', value)} options={(options?.days ?? []).map((day) => ({ value: day.value, label: t(`days.${day.label}`) }))} />
      {kind === 'full' ? (
        <SelectField
          label={t('filters.servikName')}
          testId="extra-servik-name"
          value={draft.servikName}
          placeholder={t('filters.all')}
          options={(options?.servikNames ?? []).map((name) => ({ value: name, label: name }))}
          onChange={(value) => set('servikName', value || null)}
        />
      ) : null}
      <div className="panel-actions">
        <button type="submit" className="button button-primary" data-testid="apply-extra-filter">
          {t('filters.apply')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          data-testid="reset-extra-filter"
          onClick={() => {
            setDraft(EMPTY_EXTRA);
            applyExtra(EMPTY_EXTRA);
            onApplied?.();
          }}
        >
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
