import './charts.css';

/** One entry of a {@link ChartLegend}. */
export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** Swatch shape: a filled square (bars), a solid line, or a dashed line (trend lines). */
  mark?: 'bar' | 'line' | 'dashed';
}

interface ChartLegendProps {
  items: readonly LegendItem[];
  /** Accessible name of the list, e.g. "Legend". */
  label?: string;
  testId?: string;
}

/** The key of a chart: a swatch and a name per series. Follows the page direction. */
export function ChartLegend({ items, label, testId }: ChartLegendProps) {
  return (
    <ul className="chart-legend" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          <span
            className={`legend-swatch${item.mark === 'line' ? ' is-line' : item.mark === 'dashed' ? ' is-dashed' : ''}`}
            style={{ background: item.color, color: item.color }}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
