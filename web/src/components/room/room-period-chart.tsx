import type { ViewUnit } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatNumber } from '../../lib/format.ts';
import { RoomComboChart, type RoomChartSeries } from './room-combo-chart.tsx';
import { longPeriodLabel, shortPeriodLabel, type PeriodWindow } from './room-period.ts';

interface RoomPeriodChartProps {
  title: string;
  testId: string;
  unit: ViewUnit;
  rows: readonly PeriodWindow[];
  bars: readonly RoomChartSeries[];
  stacked?: boolean;
  totalLabel?: string;
}

/**
 * A room screen's chart of its periods: a titled card, one category per period (short
 * labels on the axis, long ones in the tooltip), compact axis numbers and exact tooltips.
 */
export function RoomPeriodChart({ title, testId, unit, rows, bars, stacked, totalLabel }: RoomPeriodChartProps) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  return (
    <section className="card room-section">
      <div className="room-section-head">
        <h3>{title}</h3>
        <p>{t(`periods.${unit}`)}</p>
      </div>
      <RoomComboChart
        testId={testId}
        ariaLabel={title}
        {...(stacked ? { stacked } : {})}
        {...(totalLabel ? { totalLabel } : {})}
        categories={rows.map((row) => ({ key: row.time, short: shortPeriodLabel(row, unit, lang), long: longPeriodLabel(row, unit, lang) }))}
        bars={bars}
        formatValue={(value) => formatCount(value, lang)}
        formatTooltipValue={(value) => formatNumber(value, lang)}
      />
    </section>
  );
}
