import type { WhatIfResult } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, formatNumber, minutesParts, type MinutesUnit } from '../../../lib/format.ts';
import { differenceOf, FIGURE_ROWS, type FigureKey } from '../model/what-if-form.ts';

/** What happened and what the what-if gives, figure by figure, with the difference and whether it is for the better. */
export function ComparisonTable({ result }: { result: WhatIfResult }) {
  const { t, i18n } = useTranslation('whatIf');
  const locale = i18n.language;
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  /**
   * A figure as its number and its unit word: the number kept left to right, so a sign stays
   * before it in Hebrew and Arabic. Minutes take their row's unit (`shownIn`), so the two
   * figures and their difference read alike: hours when either is above 999 minutes.
   */
  const parts = (unit: 'count' | 'minutes' | 'money', value: number, signed: boolean, shownIn: MinutesUnit | null): { number: string; unit: string | null } => {
    const sign = signed ? ({ signDisplay: 'exceptZero' } as const) : {};
    if (unit === 'money' && result.currency) return { number: new Intl.NumberFormat(locale, { style: 'currency', currency: result.currency, maximumFractionDigits: 0, ...sign }).format(value), unit: null };
    // One decimal of a minute, the precision the difference is taken to (what-if-form's SHOWN_STEP).
    if (unit === 'minutes') return minutesParts(value, locale, units, { unit: shownIn ?? undefined, signed, minuteDecimals: 1 });
    return { number: signed ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0, ...sign }).format(value) : formatNumber(value, locale, 0), unit: null };
  };
  const format = (unit: 'count' | 'minutes' | 'money', value: number | null, shownIn: MinutesUnit | null, signed = false) => {
    if (value === null) return '—';
    const shown = parts(unit, value, signed, shownIn);
    return (
      <>
        <bdi dir="ltr">{shown.number}</bdi>
        {shown.unit ? ` ${shown.unit}` : null}
      </>
    );
  };
  const day = (date: string) => formatLocalDate(date, locale);

  return (
    <div className="table-wrap">
      <table className="data-table what-if-table" data-testid="what-if-table">
        <caption>
          {t('group.period')}: {day(result.from)} – {day(result.to)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('table.figure')}</th>
            <th scope="col" className="number">
              {t('table.actual')}
            </th>
            <th scope="col" className="number">
              {t('table.whatIf')}
            </th>
            <th scope="col" className="number">
              {t('table.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {FIGURE_ROWS.map(({ key, polarity, unit }) => {
            const difference = differenceOf(key, polarity, unit, result.actual, result.whatIf);
            return (
              <tr key={key} data-testid={`what-if-row-${key}`}>
                <th scope="row">{t(`figure.${key satisfies FigureKey}`)}</th>
                <td className="number" data-testid={`what-if-actual-${key}`}>
                  {format(unit, result.actual[key], difference.minutesUnit)}
                </td>
                <td className="number" data-testid={`what-if-whatif-${key}`}>
                  {format(unit, result.whatIf[key], difference.minutesUnit)}
                </td>
                <td className={`number what-if-diff what-if-${difference.verdict}`} data-testid={`what-if-diff-${key}`}>
                  {difference.delta === null ? '—' : format(unit, difference.delta, difference.minutesUnit, true)}
                  {difference.verdict === 'better' || difference.verdict === 'worse' ? <span className="what-if-sr-only"> ({t(`verdict.${difference.verdict}`)})</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
