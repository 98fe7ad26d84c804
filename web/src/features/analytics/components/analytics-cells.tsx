import type { Analytics, ProblemCount } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinutes, formatNumber } from '../../../lib/format.ts';
import { scoreColour } from '../../../components/charts/score-colour.ts';
import { formatRatio, scoreTone, type AnalyticsColumn } from '../model/analytics-table.ts';

type FigureColumn = Exclude<AnalyticsColumn, 'displayName'>;

/** A figure of a room row or of the totals, formatted for the table (spec §9 formats). */
export function FigureCell({ source, column }: { source: Analytics['totals']; column: FigureColumn }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  if (column === 'topComplaints') return <ProblemChips problems={source.topComplaints} />;
  const value = source[column];
  if (value === null) return <NoValue />;
  switch (column) {
    case 'avgResponseTime':
      return <>{formatMinutes(value, locale, { minutes: t('common:units.minutes'), hours: t('common:units.hours') })}</>;
    case 'ratio':
      return <>{formatRatio(value, locale)}</>;
    case 'score': {
      const tone = scoreTone(value) ?? 'poor';
      return (
        // The text takes the spec §9 colour band; the badge's tone says it in words.
        <span className={`score-badge score-${tone}`} style={{ color: scoreColour(value) }} title={t(`score.${tone}`)}>
          {formatNumber(value, locale, 0)}
        </span>
      );
    }
    default:
      // A table is read by analysts: exact figures (2,013, not 2k); the k of spec §9 stays on chart axes.
      return <span>{formatNumber(value, locale)}</span>;
  }
}

function NoValue() {
  const { t } = useTranslation('analytics');
  return (
    <span className="muted" title={t('table.noValue')} aria-label={t('table.noValue')}>
      —
    </span>
  );
}

function ProblemChips({ problems }: { problems: readonly ProblemCount[] }) {
  const { t, i18n } = useTranslation('analytics');
  if (problems.length === 0) return <NoValue />;
  return (
    <div className="problem-chips">
      {problems.map((problem) => (
        <span key={problem.problem} className={`chip problem-chip problem-${problem.category}`}>
          {t(`labels:${problem.problem}`)}
          <span className="problem-count">{formatNumber(problem.count, i18n.language)}</span>
        </span>
      ))}
    </div>
  );
}
