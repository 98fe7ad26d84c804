import type { TaskOccurrence } from '@facility/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalToast } from '../../../components/form/use-refusal-toast.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useMarkDone } from '../api/tasks-api.ts';

interface OccurrenceDialogProps {
  occurrence: TaskOccurrence;
  timeZone: string;
  /** The site's today: an upcoming turn of today may be marked done ahead of time, a later day's may not. */
  today: string;
  onClose: () => void;
}

/** One room's turn of a task: where, when it is due and late, whether and how it was done; a manager may mark it done. */
export function OccurrenceDialog({ occurrence, timeZone, today, onClose }: OccurrenceDialogProps) {
  const { t, i18n } = useTranslation(['tasks', 'admin']);
  const dialog = useRef<HTMLDialogElement>(null);
  const markDone = useMarkDone(onClose);
  const refused = useRefusalToast();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const when = (iso: string) => formatInstant(iso, i18n.language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const canMark = occurrence.state === 'open' || occurrence.state === 'late' || (occurrence.state === 'upcoming' && occurrence.localDate <= today);
  const room = occurrence.roomName;
  return (
    <dialog
      ref={dialog}
      className="tk-dialog"
      aria-labelledby="tk-dialog-title"
      data-testid="calendar-occurrence-dialog"
      data-occurrence-id={occurrence.occurrenceId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="tk-dialog-head">
        <h2 id="tk-dialog-title">
          <bdi>{occurrence.title}</bdi>
        </h2>
        <span className={`tk-badge tk-occ-${occurrence.state}`} data-testid="calendar-occurrence-state">
          <span className="tk-dot" aria-hidden="true" />
          {t(`occurrence.${occurrence.state}`)}
        </span>
      </div>
      <dl className="tk-facts">
        <div>
          <dt>{t('details.room')}</dt>
          <dd>
            <bdi>{room}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('details.type')}</dt>
          <dd>
            {t(`type.${occurrence.taskType}`)} · {t(`labels:category_${occurrence.category}`)}
          </dd>
        </div>
        <div>
          <dt>{t('details.due')}</dt>
          <dd data-testid="calendar-occurrence-due">{when(occurrence.dueAt)}</dd>
        </div>
        <div>
          <dt>{t('details.deadline')}</dt>
          <dd>{when(occurrence.deadlineAt)}</dd>
        </div>
        {occurrence.completedAt !== null ? (
          <>
            <div>
              <dt>{t('details.doneAt')}</dt>
              <dd data-testid="calendar-occurrence-done-at">{when(occurrence.completedAt)}</dd>
            </div>
            <div>
              <dt>{t('details.doneBy')}</dt>
              <dd>
                {occurrence.completedBy !== null ? <bdi>{occurrence.completedBy}</bdi> : null}
                {occurrence.completedBy !== null && occurrence.completedVia !== null ? ' · ' : null}
                {occurrence.completedVia !== null ? t(`details.via.${occurrence.completedVia}`) : null}
                {occurrence.completedBy === null && occurrence.completedVia === null ? <span className="muted">{t('details.unknown')}</span> : null}
              </dd>
            </div>
          </>
        ) : (
          <div className="tk-fact-wide">
            <dt>{t('details.doneAt')}</dt>
            <dd className="muted">{t('details.notDone')}</dd>
          </div>
        )}
      </dl>
      <div className="tk-dialog-actions">
        <button type="button" className="button" onClick={onClose} data-testid="calendar-occurrence-close">
          {t('admin:admin.close')}
        </button>
        {canMark ? (
          <button
            type="button"
            className="button button-primary"
            disabled={markDone.isPending}
            onClick={() => markDone.mutate({ taskId: occurrence.taskId, body: { roomId: occurrence.roomId, occurrenceId: occurrence.occurrenceId } }, { onError: refused })}
            data-testid="calendar-occurrence-mark-done"
          >
            {t('details.markDone')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
