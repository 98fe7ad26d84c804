import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ExtraFilterKind } from '../../../config/routes.ts';
import { useFilterOptions } from '../../../hooks/use-filter-options.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { extraOf } from '../../../stores/filter-rules.ts';
import { filters } from '../../../stores/filter.store.ts';
import { activeFilterCount, formatPeriodRange, periodSummary, scopeSummary, type PeriodSummary, type ScopeSummary } from '../model/filter-summary.ts';
import type { FilterFieldsProps } from './filter-fields.tsx';
import { FilterSheet } from './filter-sheet.tsx';

interface PhoneFilterBarProps extends FilterFieldsProps {
  /** The extra panel the screen offers, shown in the sheet below the fields. */
  extraKind: ExtraFilterKind | undefined;
}

/**
 * The filter folded to one line on a phone (issue 19): the period and the rooms the figures
 * cover, and a Filters button with the number of extra filters on. The line stays in the
 * sticky header, so it is kept to one row; the button opens every field in a sheet.
 */
export function PhoneFilterBar({ extraKind, ...fields }: PhoneFilterBarProps) {
  const { t } = useTranslation();
  const { selection } = useSnapshot(filters);
  const { data: options } = useFilterOptions();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const siteRooms = options?.rooms.filter((room) => room.siteId === selection.site) ?? [];
  // The overview is fixed to last month (spec §2), whatever the stored selection says.
  const timeType = fields.routeName === 'overview' ? 'last_month' : selection.timeType;
  const extra = extraOf(selection);
  const count = activeFilterCount(extra, extraKind);
  const period = usePeriodText(periodSummary(timeType, selection.time));
  const scope = useScopeText(scopeSummary(extra, siteRooms.length, extraKind), siteRooms);

  // Focus goes back to the button that opened the sheet, where the reader left off.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="filter-summary" data-testid="filter-summary">
      {fields.roomId ? (
        <Link href="/dashboard/analytics/detailed" className="icon-button filter-summary-back" aria-label={t('filters.backToAnalytics')} title={t('filters.backToAnalytics')} data-testid="back-to-analytics">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>
        </Link>
      ) : null}
      <button
        ref={opener}
        type="button"
        className="filter-summary-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="filter-summary-open"
      >
        <span className="filter-summary-text" data-testid="filter-summary-text">
          <span data-testid="filter-summary-period">{period}</span>
          {scope === null ? null : (
            <>
              <span aria-hidden="true"> · </span>
              <span data-testid="filter-summary-scope">{scope}</span>
            </>
          )}
        </span>
        <span className="filter-summary-action">
          {t('filters.toggle')}
          {count > 0 ? (
            <>
              <span className="filter-count" aria-hidden="true" data-testid="filter-active-count">
                {count}
              </span>
              <span className="filter-visually-hidden">{t('filters.activeCount', { count })}</span>
            </>
          ) : null}
        </span>
      </button>
      {open ? <FilterSheet {...fields} extraKind={extraKind} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function usePeriodText(period: PeriodSummary): string {
  const { t, i18n } = useTranslation();
  return period.kind === 'range' ? formatPeriodRange(period.range, i18n.language) : t(`timeTypes.${period.timeType}`);
}

function useScopeText(scope: ScopeSummary | null, siteRooms: readonly { id: string; display_name: string }[]): ReactNode {
  const { t } = useTranslation();
  const nameOf = useRoomName();
  if (scope === null) return null;
  switch (scope.kind) {
    case 'allRooms':
    case 'rooms':
      return t('filters.roomCount', { count: scope.count });
    case 'room': {
      const room = siteRooms.find((entry) => entry.id === scope.roomId);
      return room ? <SiteName name={nameOf(room.id, room.display_name)} /> : t('filters.roomCount', { count: 1 });
    }
    case 'building': {
      const floors = scope.floors;
      if (!floors) return <SiteName name={scope.building} />;
      const floorText = floors.length === 1 ? t('labels:floor_n', { floor: floors[0] }) : t('filters.floorCount', { count: floors.length });
      return (
        <>
          <SiteName name={scope.building} /> · {floorText}
        </>
      );
    }
    case 'buildings':
      return t('filters.buildingCount', { count: scope.count });
  }
}

/** A room or building name is the site's data, in any script: isolated so it keeps its own direction. */
function SiteName({ name }: { name: string }) {
  return (
    <bdi dir="auto" translate="no">
      {name}
    </bdi>
  );
}
