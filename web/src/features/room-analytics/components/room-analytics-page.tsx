import { useTranslation } from 'react-i18next';
import { RoomHeader, useRoom, useSiteTimezone } from '../../../components/room/room-header.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useHourData } from '../api/get-hour-data.ts';
import { useRoomOverview } from '../api/get-room-overview.ts';
import { isQuietDay, fullDay } from '../utils/hour-profile.ts';
import { HourProfileChart } from './hour-profile-chart.tsx';
import { RoomStatusCard } from './room-status-card.tsx';
import { RoomTotals } from './room-totals.tsx';
import './room-analytics.css';

/** One room at a glance: its live status, its figures for the period and its day by hour (/dashboard/roomAnalytics/:roomId). */
export default function RoomAnalyticsPage() {
  const { t } = useTranslation('rooms');
  const { roomId } = useCurrentRoute();
  const room = useRoom(roomId);
  const overview = useRoomOverview(roomId);
  const hours = useHourData(roomId);
  const timeZone = useSiteTimezone(room.data?.siteId) ?? hours.data?.timezone;
  if (!roomId) return null;
  return (
    <div data-testid="room-analytics">
      <RoomHeader roomId={roomId} room={room} active="roomAnalytics" />
      <QueryView data={room.data?.id === roomId ? room.data : undefined} error={room.error} loading={room.loading} onRetry={room.reload}>
        {(details) => <RoomStatusCard room={details} timeZone={timeZone} />}
      </QueryView>

      <h3 className="section-title">{t('totals.title')}</h3>
      <QueryView data={overview.data} error={overview.error} loading={overview.loading} onRetry={overview.reload}>
        {(data) => <RoomTotals data={data} />}
      </QueryView>

      <QueryView data={hours.data} error={hours.error} loading={hours.loading} onRetry={hours.reload} isEmpty={(data) => isQuietDay(fullDay(data.hourData))}>
        {(data) => <HourProfileChart data={data} />}
      </QueryView>
    </div>
  );
}
