import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/states.tsx';
import { BoardTabs } from './board-tabs.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import './real-time.css';

/** `/real-time/task`: tasks do not exist yet, so the board says there is no task data. */
export default function TaskRealTimePage() {
  const { t } = useTranslation('realtime');
  return (
    <div className="rt-screen">
      <BoardTabs active="task" />
      <div className="rt-toolbar">
        <PlacePicker testId="realtime" nameWhenSingle />
      </div>
      <EmptyState message={t('common:states.noTaskData')} />
    </div>
  );
}
