import type { WhatIfResult } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../../../lib/format.ts';
import { openedByDay } from '../model/what-if-form.ts';

/** Calls opened per site-local day, what happened beside the what-if: two bars a day. */
export function OpenedByDayChart({ result }: { result: WhatIfResult }) {
  const { t, i18n } = useTranslation('whatIf');
  const days = openedByDay(result.actual, result.whatIf);
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.flatMap((entry) => [entry.actual, entry.whatIf]));
  const height = (count: number) => `${(count / max) * 100}%`;
  return (
    <figure className="card what-if-chart" data-testid="what-if-chart">
      <figcaption>
        <strong>{t('chart.title')}</strong>
        <span className="what-if-legend">
          <span className="what-if-swatch what-if-swatch-actual" aria-hidden="true" /> {t('table.actual')}
          <span className="what-if-swatch what-if-swatch-whatif" aria-hidden="true" /> {t('table.whatIf')}
        </span>
      </figcaption>
      <ol className="what-if-days">
        {days.map((entry) => {
          const label = formatLocalDate(entry.date, i18n.language, { day: 'numeric', month: 'short' });
          return (
            <li key={entry.date} title={t('chart.day', { day: label, actual: entry.actual, whatIf: entry.whatIf })}>
              <span className="what-if-sr-only">{t('chart.day', { day: label, actual: entry.actual, whatIf: entry.whatIf })}</span>
              <span className="what-if-bars" aria-hidden="true">
                <span className="what-if-bar what-if-bar-actual" style={{ blockSize: height(entry.actual) }} />
                <span className="what-if-bar what-if-bar-whatif" style={{ blockSize: height(entry.whatIf) }} />
              </span>
              <span className="what-if-day-label" aria-hidden="true">
                {formatLocalDate(entry.date, i18n.language, { day: 'numeric' })}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
