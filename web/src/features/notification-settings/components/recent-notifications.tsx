import { NOTIFICATION_STATUSES } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { recentQuery } from '../api/notifications-api.ts';
import { countByStatus, momentOf, newestFirst, shownErrorOf } from '../model/recent-list.ts';
import { useRecentRefresh } from './use-recent-refresh.ts';

/** The site's newest notifications and what became of each, kept fresh while the screen is open. */
export function RecentNotifications({ siteId, timeZone }: { siteId: string; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation('notifications');
  const refetchInterval = useRecentRefresh(siteId);
  const recent = useQuery({ ...recentQuery(siteId), refetchInterval });
  const when = (iso: string) => formatInstant(iso, i18n.language, timeZone ?? 'UTC', { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <section className="card notify-section notify-recent" aria-labelledby="notify-recent-title" data-testid="notification-recent">
      <header className="notify-section-head">
        <h2 id="notify-recent-title">{t('recent.title')}</h2>
        <span className="field-hint">{refetchInterval === false ? t('recent.live') : t('recent.polling', { seconds: Math.round(refetchInterval / 1000) })}</span>
      </header>
      <QueryView query={recent}>
        {(data) => {
          if (data.notifications.length === 0) return <EmptyState message={t('recent.empty')} />;
          const counts = countByStatus(data.notifications);
          return (
            <>
              <p className="notify-recent-summary" data-testid="notification-recent-summary">
                {NOTIFICATION_STATUSES.filter((status) => counts[status] > 0).map((status) => (
                  <span key={status} className={`notify-status notify-status-${status}`}>
                    {t(`status.${status}`)} {counts[status]}
                  </span>
                ))}
                {data.total > data.notifications.length ? <span className="muted">{t('recent.truncated', { shown: data.notifications.length, total: data.total })}</span> : null}
              </p>
              <div className="table-wrap">
                <table className="data-table notify-recent-table" data-testid="notification-recent-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('recent.column.requested')}</th>
                      <th scope="col">{t('recent.column.trigger')}</th>
                      <th scope="col">{t('recent.column.room')}</th>
                      <th scope="col">{t('recent.column.recipient')}</th>
                      <th scope="col">{t('recent.column.status')}</th>
                      <th scope="col" className="number">
                        {t('recent.column.attempts')}
                      </th>
                      <th scope="col">{t('recent.column.detail')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {newestFirst(data.notifications).map((item) => {
                      const moment = momentOf(item);
                      const error = shownErrorOf(item);
                      return (
                        <tr key={item.notificationId} data-testid="notification-recent-row" data-status={item.status} data-channel={item.channel} data-trigger={item.trigger} data-call-id={item.callId ?? ''}>
                          <td>
                            <time dateTime={item.requestedAt}>{when(item.requestedAt)}</time>
                          </td>
                          <td>{t(`trigger.${item.trigger}`)}</td>
                          <td>{item.roomId !== null && item.roomName !== null ? <RoomName roomId={item.roomId} displayName={item.roomName} siteId={siteId} /> : <span className="muted">–</span>}</td>
                          <td>
                            <span className="notify-recipient">
                              <span className="chip">{t(`channel.${item.channel}`)}</span>
                              <bdi dir="ltr">{item.recipient}</bdi>
                            </span>
                          </td>
                          <td>
                            <span className={`notify-status notify-status-${item.status}`} data-testid="notification-recent-status">
                              {t(`status.${item.status}`)}
                            </span>
                          </td>
                          <td className="number">{item.attempts}</td>
                          <td>
                            <span className="notify-detail">
                              {moment.kind === 'requested' ? null : <span>{t(`recent.${moment.kind}`, { time: when(moment.at) })}</span>}
                              {error ? (
                                <span className="notify-error" title={error}>
                                  {error}
                                </span>
                              ) : null}
                            </span>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
