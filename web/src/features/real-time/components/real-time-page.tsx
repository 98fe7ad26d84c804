import { LiveBoardScreen } from './live-board-screen.tsx';

/** `/real-time`: every room of the site, live. */
export default function RealTimePage() {
  return <LiveBoardScreen kind="cleaning" />;
}
