import type { Overview, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { performanceRows, performanceTotals } from '../performance-table.ts';

interface PeriodTableProps {
  response: Overview;
  metrics: readonly SeriesName[];
  colourOf: (name: SeriesName) => string;
  format: (name: SeriesName, value: number | null) => string;
  periodTitle: (time: string) => string;
  onPeriodClick: (index: number) => void;
}

/** Periods × compared metrics, with the whole-range totals in the foot. Rows drill down like bars. */
export function PeriodTable({ response, metrics, colourOf, format, periodTitle, onPeriodClick }: PeriodTableProps) {
  const { t } = useTranslation('performance');
  const rows = performanceRows(response, metrics);
  const totals = performanceTotals(response, metrics);
  return (
    <div className="table-wrap">
      <table className="data-table performance-table" data-testid="performance-table">
        <thead>
          <tr>
            <th scope="col">{t('performance.table.period')}</th>
            {metrics.map((name) => (
              <th key={name} scope="col" className="number">
                <span className="metric-chip-dot" style={{ background: colourOf(name) }} aria-hidden="true" /> {t(`common:metrics.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.time} className="period-row" onClick={() => onPeriodClick(index)} data-testid={`performance-period-${index}`}>
              <td>
                <button type="button" className="period-link">
                  {periodTitle(row.time)}
                </button>
              </td>
              {row.values.map((value, column) => (
                <td key={metrics[column]} className="number">
                  {format(metrics[column]!, value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="performance-total-row">
            <td>{t('performance.table.total')}</td>
            {totals.map((value, column) => (
              <td key={metrics[column]} className="number">
                {format(metrics[column]!, value)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
