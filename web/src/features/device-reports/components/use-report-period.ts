import { useSnapshot } from 'valtio';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { filters } from '../../../stores/filter.store.ts';
import { todayIn } from '../../../stores/time-range.ts';
import { reportPeriod, type ReportPeriod } from '../model/period.ts';

/**
 * The period of the connectivity and power screens: the header's time filter, a preset
 * resolved against today in the selected site's zone (at most 93 days).
 */
export function useReportPeriod(): ReportPeriod {
  const { selection } = useSnapshot(filters);
  const timezone = useCurrentSite()?.timezone ?? null;
  return reportPeriod(selection.timeType, selection.time, todayIn(timezone));
}
