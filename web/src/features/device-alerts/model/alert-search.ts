import type { DeviceAlertKind, DeviceAlertsQuery } from '@facility/contracts';
import { addDays } from './months.ts';

/** The search view's filter as the user leaves it (dates `yyyy-mm-dd` or empty). */
export interface AlertSearch {
  text: string;
  kind: DeviceAlertKind | '';
  state: 'active' | 'all';
  from: string;
  to: string;
}

/** The server's cap on `q` (DeviceAlertsQuery). */
export const MAX_SEARCH_TEXT = 100;
/** Spec §9: a search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Every alert of the last 30 days (today included), any kind. */
export function defaultSearch(today: string): AlertSearch {
  return { text: '', kind: '', state: 'all', from: addDays(today, -29), to: today };
}

export type SearchRequest = { ok: true; query: DeviceAlertsQuery } | { ok: false; error: 'range' };

/**
 * The request a search makes: the text trimmed (and cut to the server's limit), the kind
 * when one is chosen, and for `all` the dates that are set; open alerts are open now, so a
 * period means nothing to them. A start after the end asks nothing and says why.
 */
export function searchRequest(siteId: string, search: AlertSearch): SearchRequest {
  const query: DeviceAlertsQuery = { siteId, state: search.state };
  const text = search.text.trim().slice(0, MAX_SEARCH_TEXT);
  if (text !== '') query.q = text;
  if (search.kind !== '') query.kind = search.kind;
  if (search.state === 'all') {
    if (search.from !== '' && search.to !== '' && search.from > search.to) return { ok: false, error: 'range' };
    if (search.from !== '') query.from = search.from;
    if (search.to !== '') query.to = search.to;
  }
  return { ok: true, query };
}
