import type { ValidityAnswer } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import type { CheckedField, CheckState } from '../model/validity.ts';

/**
 * Asks `GET /api/auth/is-<field>-valid` about a value once the user pauses typing
 * (SEARCH_DEBOUNCE_MS), so a username typed letter by letter is one request, well under
 * the server's 60 checks a minute. `value` null asks nothing (the form's own rule fails,
 * the field is empty, or it is the user's own value). A failed call is not retried: its
 * message says the server had a problem, and the next keystroke asks again.
 */
export function useValidityCheck(field: CheckedField, value: string | null): CheckState {
  const settled = useDebounced(value, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['api', 'validity', field, settled],
    queryFn: ({ signal }) => apiRequest<ValidityAnswer>(apiPath(`auth/is-${field}-valid`, { [field]: settled }), { signal }),
    enabled: settled !== null && settled === value,
    retry: false,
    staleTime: 30_000,
    // Another value's answer must never stand in for this one's.
    placeholderData: undefined,
  });
  if (value === null) return { kind: 'idle' };
  if (settled !== value || query.isFetching) return { kind: 'checking' };
  if (query.isError) return { kind: 'failed' };
  if (query.data) return { kind: 'answered', answer: query.data };
  return { kind: 'checking' };
}
