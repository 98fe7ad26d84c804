import type { SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatSeriesExact, formatSeriesTick, formatSeriesValue } from './series-format.ts';

/**
 * `formatSeriesValue` (cards), `formatSeriesExact` (tables, tooltips) and `formatSeriesTick` (axes) bound to the current language, the
 * dictionary's unit words and the response's currency.
 */
export function useSeriesFormat(currency: string | null) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const context = { locale, units: { minutes: t('common:units.minutes'), hours: t('common:units.hours') }, currency };
  return {
    value: (name: SeriesName, value: number | null | undefined) => formatSeriesValue(name, value, context),
    exact: (name: SeriesName, value: number | null | undefined) => formatSeriesExact(name, value, context),
    tick: (name: SeriesName, value: number) => formatSeriesTick(name, value, locale),
  };
}
