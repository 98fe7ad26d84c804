import type { CleandexBoard, CleandexSeries, TimeType, ViewUnit } from '@facility/contracts';
import { getCleandexThreshold, listCleandexRooms, listOpenCallsOfSite, listRooms, sumCleandexByPeriod, type ReadModelDatabase, type SiteRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import { resolveTimeFilter } from '../../stats-query/time-filter.ts';
import { periodWindows } from '../room-stats/room-stats.maths.ts';
import { boardRooms, seriesRows } from './cleandex.view.ts';

type Db = Kysely<ReadModelDatabase>;

/** The Cleandex board of a site: its rooms with data, lowest score first, and the site's threshold. */
export async function loadCleandexBoard(db: Db, site: SiteRecord): Promise<CleandexBoard> {
  const [scores, rooms, calls, threshold] = await Promise.all([
    listCleandexRooms(db, site.siteId),
    listRooms(db, site.siteId),
    listOpenCallsOfSite(db, site.siteId),
    getCleandexThreshold(db, site.siteId),
  ]);
  return { siteId: site.siteId, cleandexThreshold: threshold, rooms: boardRooms(scores, rooms, calls) };
}

export interface CleandexSeriesQuery {
  timeType?: TimeType | undefined;
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  viewTimeBy?: ViewUnit | undefined;
}

/** The mean and lowest Cleandex per period of the time filter, of one room or of all the site's rooms together. */
export async function loadCleandexSeries(db: Db, site: SiteRecord, roomId: string | null, query: CleandexSeriesQuery, now: Date): Promise<CleandexSeries> {
  const time = resolveTimeFilter({ ...query, timezone: site.timezone, now });
  const [periods, threshold] = await Promise.all([
    sumCleandexByPeriod(db, {
      siteId: site.siteId,
      roomIds: roomId === null ? undefined : [roomId],
      from: time.fromUtc,
      to: time.toUtc,
      timezone: site.timezone,
      unit: time.viewTimeBy,
    }),
    getCleandexThreshold(db, site.siteId),
  ]);
  return {
    siteId: site.siteId,
    roomId,
    timezone: site.timezone,
    timeType: time.timeType,
    timeFrom: time.start,
    timeTo: time.end,
    viewTimeBy: time.viewTimeBy,
    cleandexThreshold: threshold,
    rows: seriesRows(periodWindows(time), periods),
  };
}
