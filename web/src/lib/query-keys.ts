/**
 * The keys of every server read the dashboard caches, in one place. A key starts with what
 * it belongs to (a site, a room) so a live message can mark a whole group stale by prefix,
 * and ends with the request's URL where the URL carries the whole filter: a filter change
 * is a new key, so exactly one new request.
 */
const ROOT = 'api';

export const queryKeys = {
  /** Everything (forgotten as a whole when the session ends). */
  all: [ROOT] as const,
  /** `GET filter/site-company-list`: the companies and sites the user may see. */
  companies: () => [ROOT, 'companies'] as const,
  /** `GET filter/options/{companyId}`. */
  filterOptions: (companyId: string | null) => [ROOT, 'filter-options', companyId] as const,
  /** A statistics route of a site; without a URL, every one of that site's. */
  siteStats: (siteId: string | null, url?: string | null) => (url === undefined ? ([ROOT, 'site-stats', siteId] as const) : ([ROOT, 'site-stats', siteId, url] as const)),
  /** `GET cleandex?siteId=`: the Cleandex board of a site. */
  cleandex: (siteId: string | null) => [ROOT, 'cleandex', siteId] as const,
  /** `GET room/realtime?siteId=`: the real-time board's snapshot. */
  realtimeSnapshot: (siteId: string) => [ROOT, 'realtime-snapshot', siteId] as const,
  /** `GET room/history?siteId=&at=`: the board as of a past moment (never marked stale by live messages). */
  boardHistory: (siteId: string, at: string) => [ROOT, 'board-history', siteId, at] as const,
  /** An admin list or record (`admin/rooms?siteId=`…): every admin key starts with `admin`, then the resource. */
  admin: (resource: string, ...rest: readonly (string | null | undefined)[]) => [ROOT, 'admin', resource, ...rest] as const,
  /** An entity's change history (`admin/rooms/{id}/history`). */
  history: (path: string) => [ROOT, 'history', path] as const,
  /** `GET room/{id}`; without an id, every room's. */
  roomDetails: (roomId?: string | null) => (roomId === undefined ? ([ROOT, 'room-details'] as const) : ([ROOT, 'room-details', roomId] as const)),
  /** A statistics route of one room; without a URL, all of the room's, without an id, every room's. */
  roomStats: (roomId?: string | null, url?: string | null) =>
    roomId === undefined ? ([ROOT, 'room-stats'] as const) : url === undefined ? ([ROOT, 'room-stats', roomId] as const) : ([ROOT, 'room-stats', roomId, url] as const),
};
