import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { useId, useState } from 'react';
import { AXIS_TICKS, AXIS_WIDTH, axisLayout, labelStep, markerRadius } from './chart-layout.ts';
import { ChartTooltip, tooltipAnchor } from './chart-tooltip.tsx';
import { trendEndpoints } from './least-squares.ts';
import './charts.css';

/** One series of a {@link TimeSeriesChart}. */
export interface TimeSeries {
  /** Stable id (e.g. the series name). */
  key: string;
  /** Translated name, for tooltips. */
  label: string;
  /** One value per period, in period order; null leaves a gap. */
  values: readonly (number | null)[];
  /** Bars for amounts per period, a line with markers for means and ratios. */
  mark: 'bar' | 'line';
  color: string;
  /** Top of this series' y axis (see `axisMax`); the bottom is 0. */
  axisMax: number;
  /** A value as the tooltip shows it, with its unit. */
  formatValue: (value: number) => string;
  /** A short axis tick; defaults to `formatValue`. */
  formatTick?: (value: number) => string;
  /** Where its axis ticks go; by default the scale's round numbers. */
  tickValues?: readonly number[];
  /** The unit of its bare ticks, written at the head of its axis (e.g. "h"). */
  axisUnit?: string;
  /** Draw its least-squares trend line (dashed, same colour). */
  trendLine?: boolean;
}

export interface TimeSeriesChartProps {
  /** Short x labels, one per period, formatted by the caller. */
  periods: readonly string[];
  /** Long period names for the tooltip and hit areas; defaults to `periods`. */
  periodTitles?: readonly string[];
  /** Up to a handful of series. Each has its own y scale (spec §9 axis rules) and its own
   *  axis coloured like it: the 1st and 3rd on the left, the 2nd and 4th on the right. */
  series: readonly TimeSeries[];
  /** One y scale for all (the largest `axisMax`), e.g. for series of the same unit. */
  sharedScale?: boolean;
  /** Pixel height of the whole chart; the width follows the container. */
  height?: number;
  /** Summary for screen readers, e.g. "Visits and complaints per day, 21 Oct to 20 Nov". */
  ariaLabel: string;
  /** Makes every period clickable (button hit areas, keyboard too). */
  onBarClick?: (index: number) => void;
  /** data-testid of a period's hit area. */
  periodTestId?: (index: number) => string;
  /** Shown at the foot of the tooltip, e.g. "Click to see this day". */
  clickHint?: string;
  /** Shown for a null value in the tooltip. */
  noValueText?: string;
  /** Per period, whether it had any data; trend lines are fitted over those periods only. */
  periodHasData?: readonly boolean[];
  testId?: string;
}

const MARGIN = { top: 14, bottom: 34 };
/** Widest bar, in pixels. */
const MAX_BAR = 40;

/**
 * Bars and/or lines of several series over the same periods, with optional least-squares
 * trend lines, a hover (and focus) tooltip listing every series' value, and clickable
 * periods. Responsive in width. The SVG is `role="img"` with the caller's summary; the
 * clickable periods are real buttons laid over it.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 60, ignoreDimensions: ['height', 'top', 'left'] });
  return (
    <div className="chart" ref={parentRef} data-testid={props.testId}>
      {width > 0 ? <TimeSeriesPlot {...props} width={width} /> : <div style={{ blockSize: props.height ?? 320 }} />}
    </div>
  );
}

function TimeSeriesPlot({
  periods,
  periodTitles = periods,
  series,
  sharedScale = false,
  height = 320,
  width,
  ariaLabel,
  onBarClick,
  periodTestId,
  clickHint,
  noValueText = '—',
  periodHasData,
}: TimeSeriesChartProps & { width: number }) {
  const clipId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const count = periods.length;
  // One axis per series (even indexes left, odd right), or one for all with a shared scale.
  const axisCount = sharedScale ? Math.min(1, series.length) : series.length;
  const axes = axisLayout(width, axisCount);
  const margin = { top: MARGIN.top, bottom: MARGIN.bottom, left: axes.left, right: axes.right };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);

  const x = scaleBand<number>({ domain: periods.map((_, index) => index), range: [0, innerWidth], paddingInner: 0.2, paddingOuter: 0.1 });
  const sharedMax = Math.max(1e-9, ...series.map((entry) => entry.axisMax));
  const yOf = series.map((entry) => scaleLinear<number>({ domain: [0, sharedScale ? sharedMax : Math.max(1e-9, entry.axisMax)], range: [innerHeight, 0] }));
  const bars = series.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.mark === 'bar');
  // Few periods would make bars absurdly wide: a group keeps at most MAX_BAR per bar, centred.
  const groupWidth = Math.min(x.bandwidth(), MAX_BAR * Math.max(1, bars.length));
  const groupStart = (x.bandwidth() - groupWidth) / 2;
  const inner = scaleBand<number>({ domain: bars.map(({ index }) => index), range: [groupStart, groupStart + groupWidth], padding: bars.length > 1 ? 0.12 : 0 });
  const centre = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2;
  const radius = markerRadius(count);
  const step = labelStep(count, innerWidth);
  const tickValues = periods.map((_, index) => index).filter((index) => index % step === 0);

  // Several axes are told apart by their series' colour; a single one stays neutral.
  const coloured = !sharedScale && series.length > 1;
  const axisColours = (index: number) => (coloured && series[index] ? { line: series[index].color, label: series[index].color } : { line: '#cbd5e1', label: '#5b6878' });
  const tickFormat = (index: number) => (value: { valueOf(): number }) => {
    const entry = series[index];
    return entry ? (entry.formatTick ?? entry.formatValue)(value.valueOf()) : '';
  };
  const valueText = (entry: TimeSeries, index: number) => {
    const value = entry.values[index];
    return value === null || value === undefined ? noValueText : entry.formatValue(value);
  };
  const hitLabel = (index: number) => `${periodTitles[index] ?? ''}: ${series.map((entry) => `${entry.label} ${valueText(entry, index)}`).join(', ')}`;

  return (
    <div className="chart-plot" dir="ltr" onMouseLeave={() => setHovered(null)}>
      <svg className="chart-svg" width={width} height={height} role="img" aria-label={ariaLabel}>
        <defs>
          <clipPath id={clipId}>
            <rect x={0} y={0} width={innerWidth} height={innerHeight} />
          </clipPath>
        </defs>
        <Group left={margin.left} top={margin.top}>
          {yOf[0] ? <GridRows scale={yOf[0]} width={innerWidth} numTicks={AXIS_TICKS} tickValues={series[0]?.tickValues ? [...series[0].tickValues] : undefined} stroke="#e8edf2" /> : null}
          {hovered !== null ? <rect x={(x(hovered) ?? 0) - (x.step() * x.paddingInner()) / 2} y={0} width={x.step()} height={innerHeight} fill="rgb(15 118 110 / 8%)" /> : null}
          {bars.map(({ entry, index }) =>
            entry.values.map((value, period) => {
              if (value === null || value === undefined) return null;
              const y = yOf[index]!(Math.max(0, value));
              return (
                <Bar
                  key={`${entry.key}-${period}`}
                  x={(x(period) ?? 0) + (inner(index) ?? 0)}
                  y={y}
                  width={Math.max(1, inner.bandwidth())}
                  height={Math.max(0, innerHeight - y)}
                  fill={entry.color}
                  opacity={hovered === null || hovered === period ? 0.9 : 0.55}
                  rx={inner.bandwidth() > 6 ? 2 : 0}
                />
              );
            }),
          )}
          {series.map((entry, index) =>
            entry.mark === 'line' ? (
              <g key={entry.key}>
                <LinePath
                  data={entry.values.map((value, period) => ({ value, period }))}
                  defined={(point) => point.value !== null && point.value !== undefined}
                  x={(point) => centre(point.period)}
                  y={(point) => yOf[index]!(point.value ?? 0)}
                  stroke={entry.color}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  fill="none"
                />
                {entry.values.map((value, period) =>
                  value === null || value === undefined ? null : (
                    <circle key={period} cx={centre(period)} cy={yOf[index]!(value)} r={hovered === period ? radius + 1.5 : radius} fill="#fff" stroke={entry.color} strokeWidth={2} />
                  ),
                )}
              </g>
            ) : null,
          )}
          <g clipPath={`url(#${clipId})`}>
            {series.map((entry, index) => {
              if (!entry.trendLine || count < 2) return null;
              // A series that never goes below zero (counts, minutes, money) must not trend below it.
              const floor = entry.values.every((value) => value === null || value >= 0) ? 0 : undefined;
              const ends = trendEndpoints(entry.values, { withData: periodHasData, floor });
              if (!ends) return null;
              return (
                <Line
                  key={`trend-${entry.key}`}
                  from={{ x: centre(ends.from.x), y: yOf[index]!(ends.from.y) }}
                  to={{ x: centre(ends.to.x), y: yOf[index]!(ends.to.y) }}
                  stroke={entry.color}
                  strokeWidth={2}
                  strokeDasharray="7 5"
                  data-testid={`trend-line-${entry.key}`}
                />
              );
            })}
          </g>
          {yOf.slice(0, axes.drawn).map((scale, index) => {
            const colour = axisColours(index);
            const entry = series[index]!;
            const shared = {
              scale,
              numTicks: AXIS_TICKS,
              tickValues: entry.tickValues ? [...entry.tickValues] : undefined,
              tickFormat: tickFormat(index),
              stroke: colour.line,
              tickStroke: colour.line,
              tickLabelProps: { fill: colour.label, fontSize: 11, fontFamily: 'inherit' },
            };
            const offset = Math.floor(index / 2) * AXIS_WIDTH;
            const left = index % 2 === 0;
            // The ticks are bare numbers: the unit heads the axis, in the margin above the plot.
            const unit = entry.axisUnit ? (
              <text x={left ? -offset - 4 : innerWidth + offset + 4} y={-7} textAnchor={left ? 'end' : 'start'} fill={colour.label} fontSize={10} fontFamily="inherit" data-testid={`axis-unit-${entry.key}`}>
                {entry.axisUnit}
              </text>
            ) : null;
            return (
              <g key={entry.key}>
                {left ? <AxisLeft left={-offset} {...shared} /> : <AxisRight left={innerWidth + offset} {...shared} />}
                {unit}
              </g>
            );
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={tickValues}
            tickFormat={(index) => periods[index] ?? ''}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
            tickLabelProps={{ fill: '#5b6878', fontSize: 11, fontFamily: 'inherit' }}
          />
        </Group>
      </svg>
      <div className="chart-hits" style={{ left: margin.left, top: margin.top, width: innerWidth, height: innerHeight }}>
        {periods.map((_, index) => {
          const common = {
            className: 'chart-hit',
            style: { left: (x(index) ?? 0) - (x.step() * x.paddingInner()) / 2, width: x.step() },
            'data-testid': periodTestId?.(index),
            onMouseEnter: () => setHovered(index),
            onFocus: () => setHovered(index),
            onBlur: () => setHovered(null),
          };
          return onBarClick ? (
            <button key={index} {...common} type="button" aria-label={hitLabel(index)} onClick={() => onBarClick(index)} />
          ) : (
            <div key={index} {...common} aria-hidden="true" />
          );
        })}
      </div>
      {hovered !== null ? (
        <ChartTooltip anchor={tooltipAnchor(margin.left + centre(hovered), width)} top={margin.top}>
          <div className="chart-tooltip-title">{periodTitles[hovered]}</div>
          {series.map((entry) => (
            <div className="chart-tooltip-row" key={entry.key}>
              <span className={`legend-swatch${entry.mark === 'line' ? ' is-line' : ''}`} style={{ background: entry.color }} aria-hidden="true" />
              <span>{entry.label}</span>
              <span className="value">{valueText(entry, hovered)}</span>
            </div>
          ))}
          {clickHint && onBarClick ? <div className="chart-tooltip-hint">{clickHint}</div> : null}
        </ChartTooltip>
      ) : null}
    </div>
  );
}
