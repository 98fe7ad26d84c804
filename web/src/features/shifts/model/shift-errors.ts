import { ApiError, type InvalidParam } from '../../../lib/api-client.ts';

/**
 * The server's 400 after a save of the whole list names fields as `body/shifts/<n>/<field>`,
 * `<n>` being the shift's place in the body sent. The screen sends the list in the order it
 * shows (and the drawer's shift in its place, or last when new), so `<n>` finds the card,
 * or the drawer, the reason belongs under.
 */

const SHIFT_FIELD = /^(?:body\/)?shifts\/(\d+)(?:\/(.*))?$/;

export interface ShiftFieldReason {
  /** The field within the shift (`start`, `roomIds/0`), '' for the shift as a whole. */
  field: string;
  reason: string;
}

export interface SplitRefusal {
  /** Reasons by the shift's place in the body. */
  byShift: Map<number, ShiftFieldReason[]>;
  /** Reasons not about one shift (`companyId`, a missing body), or the problem's detail. */
  general: string[];
}

export function splitRefusal(error: unknown): SplitRefusal {
  const byShift = new Map<number, ShiftFieldReason[]>();
  const general: string[] = [];
  if (!(error instanceof ApiError)) return { byShift, general: [String(error)] };
  for (const param of error.invalidParams) {
    const match = SHIFT_FIELD.exec(param.name);
    if (!match) {
      general.push(`${param.name.replace(/^(body|querystring|params)\/?/, '')}: ${param.reason}`);
      continue;
    }
    const index = Number(match[1]);
    byShift.set(index, [...(byShift.get(index) ?? []), { field: match[2] ?? '', reason: param.reason }]);
  }
  if (error.invalidParams.length === 0) general.push(error.detail ?? error.message);
  return { byShift, general };
}

/**
 * The refusal as the drawer's form reads it: only the reasons of the shift at `index`, named
 * by its own fields (`body/shifts/2/start` → `start`), so `useForm.refused` puts each under
 * its input. A reason for a day or room (`days/1`) shows under the whole list (`days`).
 */
export function refusalOfShift(error: unknown, index: number): ApiError {
  const reasons = splitRefusal(error).byShift.get(index) ?? [];
  const params: InvalidParam[] = reasons.map(({ field, reason }) => ({ name: field.split('/')[0] || '_form', reason }));
  const status = error instanceof ApiError ? error.status : 400;
  return new ApiError(status, error instanceof ApiError ? error.message : String(error), null, params);
}

/** Maps places in the body back to places on screen: `origin[n]` is the card of body shift n, or null for the drawer's new shift. */
export function reasonsByCard(refusal: SplitRefusal, origin: readonly (number | null)[]): Map<number, ShiftFieldReason[]> {
  const cards = new Map<number, ShiftFieldReason[]>();
  for (const [index, reasons] of refusal.byShift) {
    const card = origin[index];
    if (card !== null && card !== undefined) cards.set(card, reasons);
  }
  return cards;
}
