import { useTranslation } from 'react-i18next';
import './room-charts.css';

/**
 * Marks a period whose figures changed after it ended (a device uploaded late), with the
 * explanation as a tooltip and for screen readers.
 */
export function RoomAmendedMark({ testId }: { testId?: string }) {
  const { t } = useTranslation('rooms');
  return (
    <span className="room-amended" title={t('amended.tooltip')} data-testid={testId}>
      <span aria-hidden="true">✱</span>
      <span className="visually-hidden">{t('amended.tooltip')}</span>
    </span>
  );
}

/** The note under a table that has amended periods. */
export function RoomAmendedNote() {
  const { t } = useTranslation('rooms');
  return (
    <p className="room-amended-note muted" data-testid="amended-note">
      <span className="room-amended" aria-hidden="true">
        ✱
      </span>{' '}
      {t('amended.note')}
    </p>
  );
}
