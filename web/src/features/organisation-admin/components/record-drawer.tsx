import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryDetails } from '../../../components/admin/history-details.ts';
import { HistoryPanel } from '../../../components/admin/history-panel.tsx';

interface RecordDrawerProps {
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
  /** The record's history path (`admin/franchises/{id}/history`); none for a new record. */
  historyPath?: string | null;
  /** What each history entry changed, in the form's words (see `HistoryPanel`). */
  historyDetails?: HistoryDetails;
}

/**
 * The add/edit panel beside a list (below it on a phone, above the list so it is seen):
 * the form, then the record's history, loaded only when the admin opens it.
 */
export function RecordDrawer({ title, onClose, testId, children, historyPath, historyDetails }: RecordDrawerProps) {
  const { t } = useTranslation('admin');
  const panel = useRef<HTMLElement>(null);
  // Opened from a row far down the list (or, on a phone, below the drawer): bring it into view.
  // Braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    void panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <aside ref={panel} className="admin-drawer org-drawer" aria-label={title} data-testid={testId}>
      <div className="org-drawer-head">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('admin.close')} onClick={onClose} data-testid={`${testId}-close`}>
          ✕
        </button>
      </div>
      {children}
      {historyPath ? <HistoryToggle path={historyPath} details={historyDetails} /> : null}
    </aside>
  );
}

/**
 * The history behind a "Show history" disclosure: most edits never need it, so it is not
 * asked for up front. The disclosure names it, so the panel has no heading of its own.
 */
export function HistoryToggle({ path, details }: { path: string; details?: HistoryDetails }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <details className="org-history" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="history-toggle">
      <summary>{t('history.show')}</summary>
      {open ? <HistoryPanel path={path} details={details} titled={false} /> : null}
    </details>
  );
}
