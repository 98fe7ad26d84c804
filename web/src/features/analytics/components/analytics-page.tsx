import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useAnalytics } from '../api/use-analytics.ts';
import { isQuietAnalytics } from '../model/analytics-table.ts';
import { AnalysesView } from './analyses-view.tsx';
import { AnalyticsTabs, type AnalyticsTab } from './analytics-tabs.tsx';
import { DetailedTable } from './detailed-table.tsx';
import './analytics.css';

/**
 * The analytics screen (spec §2 dashboard/analytics with children detailed and analyses):
 * /dashboard/analytics itself shows the detailed tab. Both tabs read the same answer, so
 * switching tabs does not reload.
 */
export default function AnalyticsPage() {
  // Loads the namespace before the first paint (the shell's Suspense shows the spinner).
  useTranslation('analytics');
  const { route } = useCurrentRoute();
  const tab: AnalyticsTab = route?.name === 'analyses' ? 'analyses' : 'detailed';
  const analytics = useAnalytics();

  return (
    <div className="analytics-page" data-testid={`analytics-view-${tab}`}>
      <AnalyticsTabs active={tab} />
      <QueryView query={analytics} isEmpty={isQuietAnalytics}>
        {(answer) => (tab === 'detailed' ? <DetailedTable data={answer} /> : <AnalysesView data={answer} />)}
      </QueryView>
    </div>
  );
}
