import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fold } from '../../lib/fold.ts';
import './admin.css';

interface AdminPageProps {
  /** Stable id for tests and the page's landmark (`admin-franchise`...). */
  id: string;
  /** A subtitle under the route's title (the top bar already shows the title). */
  intro?: string;
  /** The search box's value; no box when undefined. */
  search?: string;
  onSearch?: (text: string) => void;
  /** The add button's label and action; no button when undefined. */
  onAdd?: () => void;
  addLabel?: string;
  /** More toolbar controls (a site picker, tabs). */
  tools?: ReactNode;
  children: ReactNode;
}

/** The frame every admin screen shares: a toolbar (tools, search, add) above the list or form. */
export function AdminPage({ id, intro, search, onSearch, onAdd, addLabel, tools, children }: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-page" aria-labelledby="page-title" data-testid={id}>
      {intro ? <p className="muted admin-intro">{intro}</p> : null}
      <div className="admin-toolbar">
        {tools}
        {search !== undefined && onSearch ? (
          <input
            type="search"
            className="admin-search"
            placeholder={t('admin.search')}
            aria-label={t('admin.search')}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            data-testid={`${id}-search`}
          />
        ) : null}
        {onAdd ? (
          <button type="button" className="button button-primary admin-add" onClick={onAdd} data-testid={`${id}-add`}>
            + {addLabel ?? t('admin.add')}
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Case- and accent-insensitive match of a search text against some fields. */
export function matchesSearch(search: string, ...fields: readonly (string | number | null | undefined)[]): boolean {
  const wanted = fold(search.trim());
  if (wanted === '') return true;
  return fields.some((field) => field !== null && field !== undefined && fold(String(field)).includes(wanted));
}
