import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlanHour } from '../model/suggestions.ts';
import { useGroupLabel } from './use-group-label.ts';

/** All suggested rounds on one timeline, so a supervisor can hand out the day's schedule. */
export function DayPlan({ plan }: { plan: readonly PlanHour[] }) {
  const { t } = useTranslation('suggestions');
  const { label } = useGroupLabel();
  return (
    <section className="card day-plan" data-testid="suggestion-plan" aria-labelledby="suggestion-plan-title">
      <header className="day-plan-header">
        <h2 id="suggestion-plan-title">{t('plan.title')}</h2>
        <p className="muted">{t('plan.subtitle')}</p>
      </header>
      <ol className="day-plan-hours">
        {plan.map((entry) => (
          <li key={entry.hour} className="day-plan-hour" data-testid={`suggestion-plan-hour-${entry.hour}`}>
            <div className="day-plan-time">
              <strong>{entry.time}</strong>
              <span className="muted">{t('plan.rounds', { count: entry.rounds.length })}</span>
            </div>
            <ul className="day-plan-rounds">
              {entry.rounds.map((round) => {
                const reasons = round.keys.map(label).join(', ');
                return (
                  <li key={round.roomId}>
                    <Link href={`/dashboard/roomAnalytics/${encodeURIComponent(round.roomId)}`} className="day-plan-round" title={t('plan.reasons', { reasons })}>
                      <bdi className="day-plan-room" dir="auto" translate="no">
                        {round.displayName}
                      </bdi>
                      <span className="day-plan-reasons">{reasons}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
