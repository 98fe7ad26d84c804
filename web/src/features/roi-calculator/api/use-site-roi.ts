import type { Overview, Site } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { siteRoomNamesQuery } from '../../../hooks/use-room-names.ts';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { DEFAULT_ROI_INPUTS } from '../roi.maths.ts';
import { siteRoiInputs, type SiteRoiStart } from '../site-inputs.ts';

/**
 * The selected site's starting values for the calculator: its rooms, its time-saving
 * parameters (`GET site/{id}`) and last month's real time saved (the overview's total).
 * `start` is null until all three answered (or failed: then the example values stand in).
 */
export function useSiteRoi(): { siteName: string | null; siteId: string | null; start: SiteRoiStart | null; timeSavedMinutes: number | null } {
  const site = useCurrentSite();
  const siteId = site?.id ?? null;
  const rooms = useQuery({ ...siteRoomNamesQuery(siteId), staleTime: 5 * 60_000 });
  const details = useQuery(getQueryOptions<Site>(queryKeys.admin('site', siteId), siteId === null ? null : apiPath(`site/${encodeURIComponent(siteId)}`)));
  // The overview's own request (last month, spec §2), so its cache is shared with the overview screen.
  const overview = useQuery(useStatsQueryOptions<Overview>({ path: 'stats/performance/overview', query: { fixedTimeType: 'last_month' } }));
  const settled = siteId !== null && !rooms.isPending && !details.isPending && !overview.isPending;
  const timeSavedMinutes = overview.data?.totals.time_saved ?? null;
  const start = useMemo(
    () => (settled ? siteRoiInputs(DEFAULT_ROI_INPUTS, { rooms: rooms.data, timeSaving: details.data?.timeSaving, shifts: details.data?.shifts, timeSavedMinutesLastMonth: timeSavedMinutes, cleanersNumber: details.data?.cleanersNumber }) : null),
    [settled, rooms.data, details.data, timeSavedMinutes],
  );
  return { siteName: site?.name ?? null, siteId, start, timeSavedMinutes };
}
