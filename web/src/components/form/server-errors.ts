import { ApiError } from '../../lib/api-client.ts';

/**
 * The fields a 400 answer names, keyed the way a form names them: the server's JSON pointer
 * without its request part (`body/location/radius` → `location/radius`), with the reason
 * it gave. A form shows each under its input; anything it cannot place goes to `_form`.
 */
export type ServerFieldErrors = Record<string, string>;

export const FORM_ERROR = '_form';

export function serverFieldErrors(error: unknown): ServerFieldErrors {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: '' };
  if (error.invalidParams.length === 0) return { [FORM_ERROR]: error.detail ?? error.message };
  const fields: ServerFieldErrors = {};
  for (const param of error.invalidParams) {
    const name = param.name.replace(/^(body|querystring|params)\/?/, '');
    fields[name || FORM_ERROR] ??= param.reason;
  }
  return fields;
}

/** The reason for `field` or any field under it (`shifts/0` also shows `shifts/0/start`). */
export function errorUnder(errors: ServerFieldErrors, field: string): string | null {
  if (errors[field] !== undefined) return errors[field];
  const nested = Object.keys(errors).find((name) => name.startsWith(`${field}/`));
  return nested === undefined ? null : (errors[nested] ?? null);
}
