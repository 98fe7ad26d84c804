import { useTranslation } from 'react-i18next';
import { RoomHeader } from '../../../components/room/room-header.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useSiteTimezone } from '../../../hooks/use-current-site.ts';
import { useRoom } from '../../../hooks/use-room.ts';
import { useHourData } from '../api/get-hour-data.ts';
import { useRoomOverview } from '../api/get-room-overview.ts';
import { useCleandexSeries } from '../api/get-cleandex-series.ts';
import { CleandexSeriesChart } from './cleandex-series-chart.tsx';
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
  const cleandex = useCleandexSeries(roomId, room.data?.siteId);
  const timeZone = useSiteTimezone(room.data?.siteId) ?? hours.data?.timezone;
  if (!roomId) return null;
  return (
    <div data-testid="room-analytics">
      <RoomHeader roomId={roomId} room={room} active="roomAnalytics" />
      <QueryView query={room}>
        {(details) => <RoomStatusCard room={details} timeZone={timeZone} />}
      </QueryView>

      <h3 className="section-title">{t('totals.title')}</h3>
      <QueryView query={overview}>
        {(data) => <RoomTotals data={data} />}
      </QueryView>

      <QueryView query={hours} isEmpty={(data) => isQuietDay(fullDay(data.hourData))}>
        {(data) => <HourProfileChart data={data} />}
      </QueryView>

      <QueryView query={cleandex}>
        {(data) => <CleandexSeriesChart data={data} />}
      </QueryView>
    </div>
  );
}
