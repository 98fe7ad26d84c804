import type { Suggestions as SuggestionsAnswer } from '@facility/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/states.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatLocalDate } from '../../../lib/format.ts';
import { useSuggestions } from '../api/use-suggestions.ts';
import { dayPlan } from '../model/suggestions.ts';
import { DayPlan } from './day-plan.tsx';
import { ForecastSection } from './forecast-section.tsx';
import { SuggestionGroupCard } from './suggestion-group-card.tsx';
import './suggestions.css';

/** The suggestion screen (spec §2 dashboard/suggestion): when and where rounds pay off. */
export default function SuggestionsPage() {
  useTranslation('suggestions');
  const suggestions = useSuggestions();
  return (
    <div className="suggestions-page">
      <QueryView query={suggestions} isEmpty={(answer) => answer.suggestions.length === 0}>
        {(answer) => <Suggestions data={answer} />}
      </QueryView>
      {/* The days ahead do not depend on the period: shown even when the period had nothing to suggest. */}
      <ForecastSection />
    </div>
  );
}

function Suggestions({ data }: { data: SuggestionsAnswer }) {
  const { t, i18n } = useTranslation('suggestions');
  const locale = i18n.language;
  const nameOf = useRoomName(data.siteId);
  // Room names in the reader's language (issue 19), for the cards and the day plan's order alike.
  const groups = useMemo(
    () => data.suggestions.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item, displayName: nameOf(item.roomId, item.displayName) })) })),
    [data.suggestions, nameOf],
  );
  const plan = useMemo(() => dayPlan(groups, locale), [groups, locale]);
  return (
    <>
      <header className="suggestions-intro">
        <h2>{t('title')}</h2>
        <p>{t('intro')}</p>
        <p className="muted">{t('range', { from: formatLocalDate(data.timeFrom, locale), to: formatLocalDate(data.timeTo, locale) })}</p>
      </header>
      <div className="suggestions-layout">
        <div className="suggestion-groups">
          {groups.map((group) => (
            <SuggestionGroupCard key={group.key} group={group} />
          ))}
        </div>
        <DayPlan plan={plan} />
      </div>
    </>
  );
}
