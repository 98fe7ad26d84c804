import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-live-board.ts';
import { formatAgo } from '../../../lib/relative-age.ts';
import { connectionLost } from '../model/connection-lost.ts';

interface LiveStatusProps {
  /** When the board last heard from the server. */
  updatedAt: number | null;
  /** Since when the live connection is down (null while it is up). */
  lostAt: number | null;
}

/**
 * "Updated 12 seconds ago", ticking every second, and a plain warning once the live
 * connection has been down for more than ~30 s (the board may then be out of date).
 */
export function LiveStatus({ updatedAt, lostAt }: LiveStatusProps) {
  const { t, i18n } = useTranslation('realtime');
  const now = useNow(1_000);
  const lost = connectionLost(lostAt, now);
  // Seconds under a minute, and never days: a board open that long says "30 hours ago".
  const ago = formatAgo(updatedAt, now, i18n.language, { seconds: true, hoursUpTo: Infinity });
  return (
    <>
      {ago !== null ? (
        <span className="muted rt-updated" data-testid="realtime-updated">
          {t('updated.ago', { ago })}
        </span>
      ) : null}
      {lost ? (
        <span className="rt-lost" role="alert" data-testid="realtime-connection-lost">
          {t('updated.connectionLost')}
        </span>
      ) : null}
    </>
  );
}

/** The escalation sound's switch (remembered in this browser). */
export function SoundToggle({ muted, onChange }: { muted: boolean; onChange: (muted: boolean) => void }) {
  const { t } = useTranslation('realtime');
  return (
    <button type="button" className="button rt-sound" aria-pressed={!muted} onClick={() => onChange(!muted)} data-testid="realtime-sound" data-muted={muted}>
      {t(muted ? 'sound.off' : 'sound.on')}
    </button>
  );
}
