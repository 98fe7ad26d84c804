import { UNKNOWN_FIELD_REASON } from '@facility/contracts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The fields a 400 answer names, keyed the way a form names them: the server's JSON pointer
 * without its request part (`body/location/radius` → `location/radius`), with the reason
 * it gave. A form shows each under its input; anything it cannot place goes to `_form`.
 */
export type ServerFieldErrors = Record<string, string>;

export const FORM_ERROR = '_form';

/**
 * The form-level error of a 400 that names a field the server does not know: this page is
 * older than the server (a deploy while it was open). `FormActions` says to reload.
 */
export const PAGE_OUTDATED = 'page-outdated';

export function serverFieldErrors(error: unknown): ServerFieldErrors {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: '' };
  if (error.invalidParams.length === 0) return { [FORM_ERROR]: error.detail ?? error.message };
  const fields: ServerFieldErrors = {};
  for (const param of error.invalidParams) {
    const name = param.name.replace(/^(body|querystring|params)\/?/, '');
    fields[name || FORM_ERROR] ??= param.reason;
  }
  if (error.invalidParams.some((param) => param.reason === UNKNOWN_FIELD_REASON)) fields[FORM_ERROR] = PAGE_OUTDATED;
  return fields;
}

/** The reason for `field` or any field under it (`shifts/0` also shows `shifts/0/start`). */
export function errorUnder(errors: ServerFieldErrors, field: string): string | null {
  if (errors[field] !== undefined) return errors[field];
  const nested = Object.keys(errors).find((name) => name.startsWith(`${field}/`));
  return nested === undefined ? null : (errors[nested] ?? null);
}

/**
 * What to say of a 400 where no field can show it (the device drawer's one-field forms):
 * the page is out of date, or the server's reasons (the field is the form's only one).
 * Null for any other answer, which the admin write already shows.
 */
export function refusalOf(error: unknown): { outdated: true } | { reason: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  if (serverFieldErrors(error)[FORM_ERROR] === PAGE_OUTDATED) return { outdated: true };
  const reasons = [...new Set(error.invalidParams.map((param) => param.reason))];
  return { reason: reasons.length > 0 ? reasons.join('; ') : (error.detail ?? error.message) };
}
