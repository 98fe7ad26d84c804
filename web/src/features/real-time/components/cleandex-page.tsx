import { LiveBoardScreen } from './live-board-screen.tsx';

/** `/real-time/cleandex`: the rooms with an open Cleandex call ('No Cleandex data currently' otherwise). */
export default function CleandexPage() {
  return <LiveBoardScreen kind="cleandex" />;
}
