import { TIME_TYPES, type TimeType, type ViewUnit } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useFilterOptions } from '../../../hooks/use-filter-options.ts';
import { isFilterActive, extraOf, viewUnitsFor } from '../../../stores/filter-rules.ts';
import { filters, selectCompany, selectCustomRange, selectFranchise, selectSite, selectTimeType, selectViewBy } from '../../../stores/filter.store.ts';
import { session } from '../../../stores/session.store.ts';

export interface FilterFieldsProps {
  routeName: string;
  /** The room of a room screen: shows the back button to analytics. */
  roomId: string | null;
  /** Admin screens other than devices and room hide the company/site selectors (spec §2). */
  showPlaceFilter: boolean;
  showPanelToggle: boolean;
}

const ANALYTICS_PATH = '/dashboard/analytics/detailed';

/** The filter's own fields (spec §2 "Top filter bar"): the whole bar on a desk, the sheet's upper part on a phone. */
export function FilterFields({ routeName, roomId, showPlaceFilter, showPanelToggle }: FilterFieldsProps) {
  const { t } = useTranslation();
  const { selection, panelOpen } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  const { data: options } = useFilterOptions();
  const timezone = useCurrentSite()?.timezone ?? null;
  const { user } = useSnapshot(session);
  const overview = routeName === 'overview';
  const franchises = [...new Map(companies.filter((company) => company.franchiseId).map((company) => [company.franchiseId!, company.franchiseName ?? ''])).entries()];
  const visibleCompanies = user?.level === 'buzzz' && selection.franchise ? companies.filter((company) => company.franchiseId === selection.franchise) : companies;
  const company = companies.find((entry) => entry.id === selection.company);
  const roomCount = options?.rooms.filter((room) => room.siteId === selection.site).length ?? 0;
  const timeType: TimeType = overview ? 'last_month' : selection.timeType;
  // A room screen shows its room's site: another place chosen there leaves it for that
  // place's analytics (the room is not in it). The sheet's copy has no back link but the same rule.
  const onRoomScreen = useCurrentRoute().roomId !== null;
  const [, navigate] = useLocation();
  const choosePlace = (choose: () => void) => {
    choose();
    if (onRoomScreen) navigate(ANALYTICS_PATH);
  };

  return (
    <div className="filter-bar" data-testid="filter-bar">
      {showPlaceFilter ? (
        <div className="filter-group">
          {user?.level === 'buzzz' ? (
            <SelectField
              label={t('filters.franchise')}
              value={selection.franchise}
              options={franchises.map(([id, name]) => ({ value: id, label: name }))}
              onChange={(franchiseId) => choosePlace(() => selectFranchise(companies, franchiseId))}
              testId="filter-franchise"
            />
          ) : null}
          <SelectField
            label={t('filters.company')}
            value={selection.company}
            options={visibleCompanies.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={(companyId) => choosePlace(() => selectCompany(companies, companyId))}
            disabled={visibleCompanies.length <= 1}
            testId="filter-company"
          />
          <SelectField
            label={t('filters.site')}
            value={selection.site}
            options={(company?.sites ?? []).map((site) => ({ value: site.id, label: site.name }))}
            onChange={(siteId) => choosePlace(() => selectSite(siteId))}
            disabled={(company?.sites.length ?? 0) <= 1}
            testId="filter-site"
          />
          <span className="room-count" data-testid="room-count">
            {t('filters.roomCount', { count: roomCount })}
          </span>
        </div>
      ) : null}
      {roomId ? (
        <Link href={ANALYTICS_PATH} className="button button-ghost" data-testid="back-to-analytics">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t('filters.backToAnalytics')}
        </Link>
      ) : null}
      <div className="filter-group">
        <SelectField
          label={t('filters.timeType')}
          value={timeType}
          options={TIME_TYPES.map((type) => ({ value: type, label: t(`timeTypes.${type}`) }))}
          onChange={(value) => selectTimeType(value, timezone)}
          disabled={overview}
          testId="filter-time-type"
        />
        {timeType === 'custom_time' ? (
          <>
            <DateField label={t('filters.from')} value={selection.time.timeFrom} max={selection.time.timeTo} onChange={(timeFrom) => selectCustomRange({ ...selection.time, timeFrom })} testId="filter-time-from" />
            <DateField label={t('filters.to')} value={selection.time.timeTo} min={selection.time.timeFrom} onChange={(timeTo) => selectCustomRange({ ...selection.time, timeTo })} testId="filter-time-to" />
          </>
        ) : null}
        {routeName === 'suggestion' ? null : (
          <SelectField
            label={t('filters.viewBy')}
            value={overview ? 'day' : selection.viewTimeBy}
            options={viewUnitsFor(timeType).map((unit) => ({ value: unit, label: t(`viewBy.${unit}`) }))}
            onChange={(value) => selectViewBy(value as ViewUnit)}
            disabled={overview}
            testId="filter-view-by"
          />
        )}
      </div>
      {showPanelToggle ? (
        <button
          type="button"
          className={`button ${panelOpen ? 'button-primary' : 'button-ghost'}`}
          aria-expanded={panelOpen}
          data-testid="toggle-extra-filter"
          onClick={() => {
            filters.panelOpen = !panelOpen;
          }}
        >
          {t('filters.toggle')}
          {isFilterActive(extraOf(selection)) ? <span className="dot" aria-label={t('filters.active')} /> : null}
        </button>
      ) : null}
    </div>
  );
}
