import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../state/live.store.ts';

/** A discreet marker of the live connection: a dot and a word, with a hint on hover. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('realtime');
  return (
    <span className={`rt-connection rt-connection-${status}`} title={t(`connection.hint.${status}`)} role="status" data-testid="realtime-connection" data-status={status}>
      <span className="rt-connection-dot" aria-hidden="true" />
      {t(`connection.${status}`)}
    </span>
  );
}
