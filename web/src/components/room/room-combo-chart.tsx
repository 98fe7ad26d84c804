import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './room-charts.css';

/** One series of a room chart: a value per category (null: nothing to show there). */
export interface RoomChartSeries {
  key: string;
  label: string;
  color: string;
  values: readonly (number | null)[];
}

export interface RoomChartCategory {
  key: string;
  /** Axis label. */
  short: string;
  /** Tooltip title. */
  long: string;
}

interface RoomComboChartProps {
  categories: readonly RoomChartCategory[];
  /** Bars on the left axis, side by side per category, or stacked when `stacked`. */
  bars: readonly RoomChartSeries[];
  /** Stack the bars (parts of one whole, such as arrivals by role). */
  stacked?: boolean;
  /** Lines on their own right axis, for counts far smaller than the bars' (complaints beside visits). */
  lines?: readonly RoomChartSeries[];
  /** With stacked bars, the tooltip adds up the stack under this label. */
  totalLabel?: string;
  barAxisLabel?: string;
  lineAxisLabel?: string;
  /** Axis numbers (compact). */
  formatValue: (value: number) => string;
  /** Tooltip numbers (exact); the axis format when absent. */
  formatTooltipValue?: (value: number) => string;
  ariaLabel: string;
  testId: string;
  height?: number;
}

const MARGIN = { top: 16, bottom: 34, left: 52 };
const AXIS_COLOUR = '#8a97a8';
const tickLabel = { fill: '#5b6878', fontSize: 11, fontFamily: 'inherit' } as const;

/**
 * The room screens' chart: grouped bars per period or hour, optionally with lines on a
 * second axis, a legend and a hover tooltip listing every series. The drawing stays left to
 * right in every language (time runs left to right); legend and tooltip follow the page.
 */
export function RoomComboChart({ categories, bars, stacked = false, totalLabel, lines = [], barAxisLabel, lineAxisLabel, formatValue, formatTooltipValue = formatValue, ariaLabel, testId, height = 300 }: RoomComboChartProps) {
  const { i18n } = useTranslation();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const [hovered, setHovered] = useState<number | null>(null);
  const marginRight = lines.length > 0 ? 48 : 16;
  const innerWidth = Math.max(0, width - MARGIN.left - marginRight);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;

  const x = scaleBand<string>({ domain: categories.map((category) => category.key), range: [0, innerWidth], padding: 0.22 });
  const group = scaleBand<string>({ domain: stacked ? ['stack'] : bars.map((series) => series.key), range: [0, x.bandwidth()], padding: stacked ? 0 : 0.08 });
  // Few periods would make slabs: bars keep a readable width, centred in their slot.
  const barWidth = Math.min(group.bandwidth(), stacked ? 56 : 28);
  const barInset = (group.bandwidth() - barWidth) / 2;
  const barMax = stacked ? maxOfStack(bars, categories.length) : maxOf(bars);
  const lineMax = maxOf(lines);
  const yBars = scaleLinear<number>({ domain: [0, barMax > 0 ? barMax * 1.1 : 1], range: [innerHeight, 0], nice: true });
  const yLines = scaleLinear<number>({ domain: [0, lineMax > 0 ? lineMax * 1.2 : 1], range: [innerHeight, 0], nice: true });
  // Thin the axis labels so they never overlap: about one per 64 px.
  const every = Math.max(1, Math.ceil(categories.length / Math.max(1, Math.floor(innerWidth / 64))));
  const tickValues = categories.filter((_, index) => index % every === 0).map((category) => category.key);
  const shortOf = new Map(categories.map((category) => [category.key, category.short]));
  const center = (index: number) => (x(categories[index]?.key ?? '') ?? 0) + x.bandwidth() / 2;
  const compact = (value: number) => formatValue(value);
  const hoveredCategory = hovered === null ? undefined : categories[hovered];

  return (
    <div className="room-chart" data-testid={testId}>
      <ul className="room-chart-legend" data-testid={`${testId}-legend`}>
        {bars.map((series) => (
          <li key={series.key}>
            <span className="room-chart-swatch" style={{ background: series.color }} aria-hidden="true" />
            {series.label}
          </li>
        ))}
        {lines.map((series) => (
          <li key={series.key}>
            <span className="room-chart-swatch is-line" style={{ background: series.color }} aria-hidden="true" />
            {series.label}
          </li>
        ))}
        {lines.length > 0 && lineAxisLabel ? <li className="muted room-chart-axis-note">{lineAxisLabel}</li> : null}
      </ul>
      <div className="room-chart-plot" dir="ltr" ref={parentRef} style={{ blockSize: height }} onMouseLeave={() => setHovered(null)}>
        {width > 0 ? (
          <svg width={width} height={height} role="img" aria-label={ariaLabel}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              <GridRows scale={yBars} width={innerWidth} stroke="#e6ebf0" numTicks={5} />
              {hovered !== null ? (
                <rect className="room-chart-hover" x={(x(categories[hovered]?.key ?? '') ?? 0) - (x.step() - x.bandwidth()) / 2} y={0} width={x.step()} height={innerHeight} />
              ) : null}
              {categories.map((category, index) => {
                let below = 0;
                return bars.map((series) => {
                  const value = series.values[index] ?? 0;
                  const base = stacked ? below : 0;
                  below += value;
                  const top = yBars(base + value);
                  return (
                    <Bar
                      key={`${series.key}-${category.key}`}
                      x={(x(category.key) ?? 0) + (group(stacked ? 'stack' : series.key) ?? 0) + barInset}
                      y={top}
                      width={barWidth}
                      height={Math.max(0, yBars(base) - top)}
                      fill={series.color}
                      rx={stacked ? 0 : Math.min(3, barWidth / 3)}
                    />
                  );
                });
              })}
              {lines.map((series) => (
                <g key={series.key}>
                  <LinePath<number>
                    data={categories.map((_, index) => index).filter((index) => series.values[index] !== null && series.values[index] !== undefined)}
                    x={(index) => center(index)}
                    y={(index) => yLines(series.values[index] ?? 0)}
                    stroke={series.color}
                    strokeWidth={2}
                  />
                  {categories.length <= 60
                    ? series.values.map((value, index) =>
                        value === null ? null : <circle key={index} cx={center(index)} cy={yLines(value)} r={hovered === index ? 4.5 : 3} fill="#fff" stroke={series.color} strokeWidth={2} />,
                      )
                    : null}
                </g>
              ))}
              <AxisLeft
                scale={yBars}
                numTicks={5}
                stroke={AXIS_COLOUR}
                tickStroke={AXIS_COLOUR}
                tickFormat={(value) => compact(Number(value))}
                tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' })}
                {...(barAxisLabel ? { label: barAxisLabel, labelProps: { ...tickLabel, textAnchor: 'middle' } } : {})}
              />
              {lines.length > 0 ? (
                <AxisRight
                  left={innerWidth}
                  scale={yLines}
                  numTicks={5}
                  stroke={AXIS_COLOUR}
                  tickStroke={AXIS_COLOUR}
                  tickFormat={(value) => compact(Number(value))}
                  tickLabelProps={() => ({ ...tickLabel, textAnchor: 'start', dx: 4, dy: '0.33em' })}
                />
              ) : null}
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={tickValues}
                stroke={AXIS_COLOUR}
                tickStroke={AXIS_COLOUR}
                tickFormat={(key) => shortOf.get(key) ?? key}
                tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
              />
              {categories.map((category, index) => (
                <rect
                  key={category.key}
                  data-testid={`${testId}-band-${index}`}
                  x={(x(category.key) ?? 0) - (x.step() - x.bandwidth()) / 2}
                  y={0}
                  width={x.step()}
                  height={innerHeight}
                  fill="transparent"
                  onMouseEnter={() => setHovered(index)}
                  onFocus={() => setHovered(index)}
                />
              ))}
            </Group>
          </svg>
        ) : null}
        {hoveredCategory && hovered !== null ? (
          // The anchor lives in the plot's left-to-right space; the text inside reads in the page's direction.
          <div className="room-chart-tooltip-anchor" style={tooltipPlace(MARGIN.left + center(hovered), x.bandwidth(), width)}>
            <div className="chart-tooltip room-chart-tooltip" dir={i18n.dir()} data-testid={`${testId}-tooltip`}>
              <strong>{hoveredCategory.long}</strong>
              {[...bars, ...lines].map((series) => {
                const value = series.values[hovered];
                return (
                  <span key={series.key} className="room-chart-tooltip-row">
                    <span className="room-chart-swatch" style={{ background: series.color }} aria-hidden="true" />
                    {series.label}: <b>{value === null || value === undefined ? '–' : formatTooltipValue(value)}</b>
                  </span>
                );
              })}
              {stacked && totalLabel ? (
                <span className="room-chart-tooltip-row">
                  {totalLabel}: <b>{formatTooltipValue(bars.reduce((sum, series) => sum + (series.values[hovered] ?? 0), 0))}</b>
                </span>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function maxOf(series: readonly RoomChartSeries[]): number {
  let max = 0;
  for (const entry of series) for (const value of entry.values) if (value !== null && value > max) max = value;
  return max;
}

function maxOfStack(series: readonly RoomChartSeries[], length: number): number {
  let max = 0;
  for (let index = 0; index < length; index += 1) max = Math.max(max, series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  return max;
}

/** Beside the hovered band, on the side with more room, so the tooltip never hides the bar it describes. */
function tooltipPlace(center: number, bandwidth: number, width: number): CSSProperties {
  const gap = bandwidth / 2 + 10;
  return center < width / 2 ? { insetInlineStart: center + gap, insetBlockStart: 8 } : { insetInlineStart: center - gap, insetBlockStart: 8, transform: 'translateX(-100%)' };
}
