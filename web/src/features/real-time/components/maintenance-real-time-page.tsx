import { LiveBoardScreen } from './live-board-screen.tsx';

/** `/real-time/maintenance`: the rooms with their maintenance calls only, rooms with one first. */
export default function MaintenanceRealTimePage() {
  return <LiveBoardScreen kind="maintenance" />;
}
