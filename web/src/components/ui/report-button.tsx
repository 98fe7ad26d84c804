import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { FilterSelection } from '../../stores/filter-rules.ts';
import { filters } from '../../stores/filter.store.ts';
import { statsQuery } from '../../stores/stats-query.ts';
import { reportLink } from '../../lib/report-link.ts';

/** Opens the printable analysis report of the screen's current filter (nothing to report without a site). */
export function ReportButton() {
  const { t } = useTranslation('reports');
  const { selection } = useSnapshot(filters);
  if (!selection.site) return null;
  return (
    <Link href={reportLink(statsQuery(selection as FilterSelection))} className="button" title={t('openHint')} data-testid="open-report">
      {t('open')}
    </Link>
  );
}
