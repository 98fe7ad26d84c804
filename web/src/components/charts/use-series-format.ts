import type { SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { chartSeriesFormat, formatSeriesExact, formatSeriesSummary, formatSeriesTick, formatSeriesValue } from './series-format.ts';

/**
 * `formatSeriesValue` (cards), `formatSeriesExact` (tables), `formatSeriesSummary` (a report's
 * figures), `formatSeriesTick` (axes) and `chartSeriesFormat` (a chart series' ticks and
 * tooltip in one unit) bound to the current language, the dictionary's unit words and the
 * response's currency.
 */
export function useSeriesFormat(currency: string | null) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const context = { locale, units: { minutes: t('common:units.minutes'), hours: t('common:units.hours') }, currency };
  return {
    value: (name: SeriesName, value: number | null | undefined) => formatSeriesValue(name, value, context),
    exact: (name: SeriesName, value: number | null | undefined) => formatSeriesExact(name, value, context),
    summary: (name: SeriesName, value: number | null | undefined) => formatSeriesSummary(name, value, context),
    tick: (name: SeriesName, value: number) => formatSeriesTick(name, value, locale),
    chart: (name: SeriesName, axisTop: number) => chartSeriesFormat(name, axisTop, context),
  };
}
