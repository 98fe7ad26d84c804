import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading, empty and error states every screen uses (spec §8 texts). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state-loading" role="status" aria-live="polite" data-testid="loading">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state-empty" data-testid="empty-state">
      {message ?? t('states.noData')}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert" data-testid="error-state">
      <strong>{t('errors.oops')}</strong>
      <span>{t('errors.somethingWentWrong')}</span>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** What the state views read of a query (TanStack's `UseQueryResult` has all of it). */
export type QueryState<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>;

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}

/**
 * A loaded view: the spinner before the first answer, the error text (with a retry) on
 * failure, the empty text when there is nothing, and while a newer filter loads, the
 * previous data dimmed under a busy marker (so the page never jumps back to a blank spinner).
 */
export function QueryView<T>({ query, isEmpty, emptyMessage, children }: QueryViewProps<T>) {
  const { data, error, isFetching: loading } = query;
  if (error && !loading) return <ErrorState onRetry={() => void query.refetch()} />;
  if (data === undefined) return <Loading />;
  if (isEmpty?.(data)) return loading ? <Loading /> : <EmptyState {...(emptyMessage ? { message: emptyMessage } : {})} />;
  return (
    <div className={loading ? 'query-view is-reloading' : 'query-view'} aria-busy={loading}>
      {children(data)}
    </div>
  );
}
