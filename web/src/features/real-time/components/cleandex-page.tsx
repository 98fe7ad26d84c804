import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { useSiteTimezone } from '../../../hooks/use-current-site.ts';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCleandexBoard } from '../api/get-cleandex-board.ts';
import { useLiveBoard, useNow } from '../hooks/use-live-board.ts';
import { cleandexView } from '../model/cleandex-view.ts';
import { heldRooms } from '../state/live-merge.ts';
import { BoardTabs } from './board-tabs.tsx';
import { CleandexCard } from './cleandex-card.tsx';
import { ConnectionBadge } from './connection-badge.tsx';
import './real-time.css';
import './cleandex.css';

/**
 * `/real-time/cleandex`: every room of the site with Cleandex data, lowest score first,
 * each with its score against the site's threshold, what the score comes from, and its open
 * Cleandex call. Scores follow the `cleandex` live messages; calls follow the live board.
 */
export default function CleandexPage() {
  const { t, i18n } = useTranslation('cleandex');
  const lang = i18n.language;
  const { status, siteId, board: live } = useLiveBoard();
  const query = useCleandexBoard(siteId);
  const now = useNow();
  const timezone = useSiteTimezone(siteId) ?? live?.timezone ?? 'UTC';
  const liveRooms = useMemo(() => (live && live.siteId === siteId ? heldRooms(live).map((held) => held.room) : null), [live, siteId]);
  const data = query.data?.siteId === siteId ? query.data : undefined;
  const view = useMemo(() => (data ? cleandexView(data.rooms, data.cleandexThreshold, liveRooms) : null), [data, liveRooms]);

  let body;
  if (siteId === null) body = <EmptyState message={t('common:states.noSite')} />;
  else if (!data || !view) body = query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <Loading />;
  else if (view.cards.length === 0) body = <EmptyState message={t('common:states.noCleandexData')} />;
  else {
    const threshold = data.cleandexThreshold;
    body = (
      <section className="rt-board" aria-label={t('board.label')} data-testid="cleandex-board" data-site={data.siteId}>
        <div className="cx-summary">
          <span className={`cx-summary-below ${view.below > 0 ? 'bad' : 'good'}`} data-testid="cleandex-below">
            {view.below > 0 ? t('summary.below', { count: view.below }) : t('summary.noneBelow')}
          </span>
          <span className="muted" data-testid="cleandex-threshold">
            {threshold === null ? t('summary.callsOff') : t('summary.threshold', { threshold: formatNumber(threshold, lang) })}
          </span>
          {view.withCalls > 0 ? <span className="muted">{t('summary.calls', { count: view.withCalls })}</span> : null}
          <span className="muted cx-summary-explain">{t('summary.explain')}</span>
        </div>
        <div className="cx-grid">
          {view.cards.map((card) => (
            <CleandexCard key={card.room.roomId} card={card} threshold={threshold} now={now} timezone={timezone} />
          ))}
        </div>
      </section>
    );
  }

  return (
    <div className="rt-screen" data-testid="cleandex-page">
      <BoardTabs active="cleandex" />
      <div className="rt-toolbar">
        <PlacePicker testId="realtime" nameWhenSingle />
        <span className="spacer" />
        <ConnectionBadge status={status} />
      </div>
      {body}
    </div>
  );
}
