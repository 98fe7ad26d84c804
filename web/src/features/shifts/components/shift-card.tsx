import type { SiteShift } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/form-fields.tsx';
import type { ShiftFieldReason } from '../model/shift-errors.ts';
import { crossesMidnight, shiftLength } from '../model/shift-overlap.ts';
import { serverReasonText } from '../../../components/form/server-reason.ts';
import type { ShiftWords } from './use-shift-words.ts';
import { WeekdayChips } from './weekday-chips.tsx';

interface ShiftCardProps {
  shift: SiteShift;
  words: ShiftWords;
  /** The overlap with another saved shift, already worded. */
  overlap: string | null;
  /** Why activating it was not sent (it would overlap). */
  notice: string | null;
  /** The server's reasons for this shift after a refused save. */
  reasons: readonly ShiftFieldReason[];
  /** Room ids the site no longer has. */
  removedRooms: readonly string[];
  /** Admins change shifts; others only read them. */
  editable: boolean;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onToggle: (active: boolean) => void;
}

/** The form field a server reason names (`roomIds/0` → the rooms), as a label key. */
const FIELD_LABELS: Record<string, string> = {
  shiftNumber: 'form.number',
  shiftName: 'form.name',
  start: 'form.start',
  end: 'form.end',
  days: 'form.days',
  minSla: 'form.minSla',
  maxSla: 'form.maxSla',
  roomIds: 'form.rooms',
  active: 'form.active',
};

/** One shift: number and name, status, time and length, weekdays, SLA minutes and rooms. */
export function ShiftCard({ shift, words, overlap, notice, reasons, removedRooms, editable, editing, busy, onEdit, onRemove, onToggle }: ShiftCardProps) {
  const { t } = useTranslation(['shifts', 'admin']);
  const number = shift.shiftNumber;
  const length = shiftLength(shift.start, shift.end);
  const classes = ['card', 'shift-card', shift.active ? 'is-active' : 'is-inactive', editing ? 'is-editing' : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={`shift-${number}-title`} data-testid={`shift-card-${number}`}>
      <header className="shift-card-head">
        <h3 id={`shift-${number}-title`}>
          <span className="shift-number" title={words.title(shift)}>
            {number}
          </span>
          <bdi>{words.name(shift.shiftName)}</bdi>
        </h3>
        <span className={shift.active ? 'status-pill is-active' : 'status-pill'} data-testid={`shift-status-${number}`}>
          {shift.active ? t('card.active') : t('card.inactive')}
        </span>
      </header>
      <dl className="shift-facts">
        <div>
          <dt>{t('card.time')}</dt>
          <dd className="shift-time" data-testid={`shift-time-${number}`}>
            <span className="shift-clock">
              <time>{words.clock(shift.start)}</time> – <time>{words.clock(shift.end)}</time>
            </span>
            <span className="shift-length">
              {length !== null ? <span className="muted">{words.length(length)}</span> : null}
              {crossesMidnight(shift.start, shift.end) ? <span className="chip shift-next-day">{t('card.nextDay')}</span> : null}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('card.days')}</dt>
          <dd>
            <WeekdayChips value={shift.days} shortDays={words.chipDays} longDays={words.longDays} testId={`shift-days-${number}`} />
          </dd>
        </div>
        <div>
          <dt>{t('card.sla')}</dt>
          <dd data-testid={`shift-sla-${number}`}>{t('card.slaValues', { min: shift.minSla, max: shift.maxSla })}</dd>
        </div>
        <div>
          <dt>{t('card.rooms')}</dt>
          <dd data-testid={`shift-rooms-${number}`}>
            {shift.roomIds.length === 0 ? (
              t('card.allRooms')
            ) : (
              <details className="shift-room-list">
                <summary>{t('card.roomCount', { count: shift.roomIds.length })}</summary>
                <ul>
                  {shift.roomIds.map((roomId) => (
                    <li key={roomId}>
                      <bdi>{words.roomName(roomId)}</bdi>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </dd>
        </div>
      </dl>

      {overlap ? (
        <p className="shift-warning" role="alert" data-testid={`shift-overlap-${number}`}>
          {overlap}
        </p>
      ) : null}
      {notice ? (
        <p className="shift-warning" role="alert" data-testid={`shift-notice-${number}`}>
          {notice}
        </p>
      ) : null}
      {removedRooms.length > 0 ? (
        <p className="shift-warning" data-testid={`shift-removed-rooms-${number}`}>
          {t('card.removedRooms', { count: removedRooms.length })}
        </p>
      ) : null}
      {reasons.length > 0 ? (
        <ul className="shift-reasons" role="alert" data-testid={`shift-reasons-${number}`}>
          {reasons.map(({ field, reason }) => {
            const label = FIELD_LABELS[field.split('/')[0] ?? ''];
            return (
              <li key={`${field}:${reason}`}>
                {label ? <strong>{t(label)}: </strong> : null}
                {serverReasonText(t, reason)}
              </li>
            );
          })}
        </ul>
      ) : null}

      {editable ? (
        <footer className="shift-card-actions">
          <CheckboxField label={t('card.activeToggle')} checked={shift.active} onChange={onToggle} disabled={busy} testId={`shift-toggle-${number}`} />
          <span className="row-actions">
            <button type="button" className="button" onClick={onEdit} disabled={busy} data-testid={`shift-edit-${number}`}>
              {t('admin:admin.edit')}
            </button>
            <button type="button" className="button" onClick={onRemove} disabled={busy} data-testid={`shift-remove-${number}`}>
              {t('card.remove')}
            </button>
          </span>
        </footer>
      ) : null}
    </article>
  );
}
