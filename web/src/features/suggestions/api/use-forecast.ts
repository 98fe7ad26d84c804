import type { Forecast } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { filters } from '../../../stores/filter.store.ts';

/** Days the suggestion screen looks ahead. */
export const FORECAST_DAYS = 7;

/**
 * `GET forecast` for the filtered site and rooms. Only the room filters apply: the forecast
 * is always the days ahead, whatever period, shift or weekdays the filter names.
 */
export function useForecast() {
  const { selection } = useSnapshot(filters);
  const url = selection.site
    ? apiPath('forecast', { siteId: selection.site, days: FORECAST_DAYS, rooms: selection.rooms, building: selection.building, floor: selection.floor, gender: selection.gender })
    : null;
  return useQuery(getQueryOptions<Forecast>(queryKeys.siteStats(selection.site, url), url));
}
