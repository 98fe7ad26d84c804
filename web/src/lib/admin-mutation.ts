import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { showSaved, showDeleted } from '../components/ui/popups.tsx';
import { showToast } from '../components/ui/toast.tsx';
import { ApiError, apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

interface AdminWriteOptions<Input, Output> {
  /** The request of one write: method, URL and body from the form's input. */
  request: (input: Input) => { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
  /** Keys to mark stale once the server has it (the admin lists are always included). */
  invalidates?: readonly QueryKey[];
  /** The popup after success: the save popup (default), "Deleted!", or none. */
  popup?: 'saved' | 'deleted' | 'none';
  onSuccess?: (output: Output, input: Input) => void;
}

/**
 * One admin write (create, change, delete). On success it shows the spec §8 popup and marks
 * the admin lists, the filter's company list and the given keys stale, so every screen
 * shows the change. A 400 stays with the caller (the form shows each named field under its
 * input); a 403/404/409 shows its reason as an error toast.
 */
export function useAdminWrite<Input, Output = unknown>({ request, invalidates = [], popup = 'saved', onSuccess }: AdminWriteOptions<Input, Output>) {
  const client = useQueryClient();
  return useMutation<Output, unknown, Input>({
    mutationFn: (input) => {
      const { method, url, body } = request(input);
      return apiRequest<Output>(url, { method, body });
    },
    onSuccess: async (output, input) => {
      if (popup === 'saved') showSaved();
      else if (popup === 'deleted') showDeleted();
      await Promise.all(
        [queryKeys.admin(''), queryKeys.companies(), queryKeys.history(''), ...invalidates].map((queryKey) =>
          client.invalidateQueries({ queryKey: trimEmpty(queryKey) }),
        ),
      );
      onSuccess?.(output, input);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) return;
      showToast('error', error instanceof ApiError ? (error.detail ?? error.message) : String(error));
    },
  });
}

/** A key ending in `''` stands for "every key under this prefix". */
const trimEmpty = (key: QueryKey): QueryKey => (key[key.length - 1] === '' ? key.slice(0, -1) : key);
