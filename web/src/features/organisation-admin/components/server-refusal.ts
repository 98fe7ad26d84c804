import { ApiError } from '../../../lib/api-client.ts';

/**
 * The mutate's onError of a form: a refusal that names fields (a 400, or a 404 naming a
 * franchise) goes under those fields; other failures are the kit's toast alone.
 */
export const keepFieldErrors =
  (refused: (error: unknown) => void) =>
  (error: unknown): void => {
    if (error instanceof ApiError && (error.status === 400 || error.invalidParams.length > 0)) refused(error);
  };
