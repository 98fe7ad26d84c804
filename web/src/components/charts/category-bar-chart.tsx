import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useState } from 'react';
import { DEFAULT_HEADROOM, largestOf } from './axis-max.ts';
import { labelStep } from './chart-layout.ts';
import { ChartTooltip, tooltipAnchor } from './chart-tooltip.tsx';
import './charts.css';

/** One bar of a {@link CategoryBarChart}. */
export interface CategoryItem {
  /** Stable id (an hour, a label key). */
  key: string;
  /** What the bar is, translated by the caller ("09:00", "Dirty floor"). */
  label: string;
  /** Null draws no bar (e.g. no ratings that hour). */
  value: number | null;
}

export interface CategoryBarChartProps {
  items: readonly CategoryItem[];
  /** A value as the tooltip and value labels show it. */
  formatValue: (value: number) => string;
  /** A short axis tick; defaults to `formatValue`. */
  formatTick?: (value: number) => string;
  color?: string;
  /** Vertical bars (hours of the day) or horizontal bars (long names such as complaint labels). */
  orientation?: 'vertical' | 'horizontal';
  /** Pixel height of a vertical chart; a horizontal one grows with its rows. */
  height?: number;
  /** Top of the value axis; defaults to 1.2 × the largest value. */
  axisMax?: number;
  /** Summary for screen readers. */
  ariaLabel: string;
  /** Makes every bar clickable (button hit areas, keyboard too). */
  onBarClick?: (index: number) => void;
  /** A bar drawn as chosen (e.g. the hour in the filter); the others are dimmed. */
  selectedIndex?: number | null;
  /** data-testid of a bar's hit area. */
  barTestId?: (index: number) => string;
  /** Shown at the foot of the tooltip when bars are clickable. */
  clickHint?: string;
  testId?: string;
}

const ROW_HEIGHT = 30;
const DEFAULT_COLOUR = '#0f766e';

/**
 * Bars of one value per category, vertical or horizontal, responsive in width, with a
 * hover tooltip and optional clickable bars. The SVG is `role="img"` with the caller's
 * summary; clickable bars are buttons laid over it. Stays left to right in every language.
 */
export function CategoryBarChart(props: CategoryBarChartProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 60, ignoreDimensions: ['height', 'top', 'left'] });
  const height = props.orientation === 'horizontal' ? props.items.length * ROW_HEIGHT + 34 : (props.height ?? 260);
  return (
    <div className="chart" ref={parentRef} data-testid={props.testId}>
      {width > 0 ? <CategoryPlot {...props} width={width} height={height} /> : <div style={{ blockSize: height }} />}
    </div>
  );
}

function CategoryPlot({
  items,
  formatValue,
  formatTick = formatValue,
  color = DEFAULT_COLOUR,
  orientation = 'vertical',
  height,
  width,
  axisMax,
  ariaLabel,
  onBarClick,
  selectedIndex = null,
  barTestId,
  clickHint,
}: CategoryBarChartProps & { width: number; height: number }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const horizontal = orientation === 'horizontal';
  const top = axisMax ?? Math.max(1, largestOf(items.map((item) => item.value)) ?? 0) * DEFAULT_HEADROOM;
  // Horizontal rows need room for their names on the left.
  const labelWidth = horizontal ? Math.min(200, Math.round(width * 0.35)) : 0;
  const margin = horizontal ? { top: 4, right: 56, bottom: 30, left: labelWidth } : { top: 14, right: 14, bottom: 34, left: 48 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const indexes = items.map((_, index) => index);
  const band = scaleBand<number>({ domain: indexes, range: horizontal ? [0, innerHeight] : [0, innerWidth], padding: 0.2 });
  const value = scaleLinear<number>({ domain: [0, top], range: horizontal ? [0, innerWidth] : [innerHeight, 0] });
  const opacity = (index: number) => (selectedIndex !== null ? (index === selectedIndex ? 1 : 0.35) : hovered === null || hovered === index ? 0.9 : 0.6);
  const step = horizontal ? 1 : labelStep(items.length, innerWidth, 40);
  const maxChars = Math.max(4, Math.floor((labelWidth - 12) / 6.5));
  const shorten = (text: string) => (text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text);
  // Few categories would make bars absurdly wide.
  const barWidth = Math.min(band.bandwidth(), 48);
  const bandStart = (index: number) => (band(index) ?? 0) - (band.step() * band.paddingInner()) / 2;
  const tick = (raw: { valueOf(): number }) => formatTick(raw.valueOf());

  return (
    <div className="chart-plot" dir="ltr" onMouseLeave={() => setHovered(null)}>
      <svg className="chart-svg" width={width} height={height} role="img" aria-label={ariaLabel}>
        <Group left={margin.left} top={margin.top}>
          {horizontal ? (
            <GridColumns scale={value} height={innerHeight} numTicks={5} stroke="#e8edf2" />
          ) : (
            <GridRows scale={value} width={innerWidth} numTicks={5} stroke="#e8edf2" />
          )}
          {items.map((item, index) => {
            if (item.value === null) return null;
            const size = Math.max(0, item.value);
            return horizontal ? (
              <g key={item.key}>
                <Bar x={0} y={band(index) ?? 0} width={value(size)} height={band.bandwidth()} fill={color} opacity={opacity(index)} rx={3} />
                <text x={value(size) + 6} y={(band(index) ?? 0) + band.bandwidth() / 2} dy="0.33em" fontSize={11} fill="#1d2733">
                  {formatValue(item.value)}
                </text>
              </g>
            ) : (
              <Bar
                key={item.key}
                x={(band(index) ?? 0) + (band.bandwidth() - barWidth) / 2}
                y={value(size)}
                width={barWidth}
                height={Math.max(0, innerHeight - value(size))}
                fill={color}
                opacity={opacity(index)}
                rx={barWidth > 6 ? 2 : 0}
              />
            );
          })}
          {horizontal ? (
            <>
              {items.map((item, index) => (
                <text key={item.key} x={-8} y={(band(index) ?? 0) + band.bandwidth() / 2} dy="0.33em" textAnchor="end" fontSize={12} fill="#1d2733">
                  <title>{item.label}</title>
                  {shorten(item.label)}
                </text>
              ))}
              <AxisBottom top={innerHeight} scale={value} numTicks={5} tickFormat={tick} stroke="#cbd5e1" tickStroke="#cbd5e1" tickLabelProps={{ fill: '#5b6878', fontSize: 11, fontFamily: 'inherit' }} />
            </>
          ) : (
            <>
              <AxisLeft scale={value} numTicks={5} tickFormat={tick} stroke="#cbd5e1" tickStroke="#cbd5e1" tickLabelProps={{ fill: '#5b6878', fontSize: 11, fontFamily: 'inherit' }} />
              <AxisBottom
                top={innerHeight}
                scale={band}
                tickValues={indexes.filter((index) => index % step === 0)}
                tickFormat={(index) => items[index]?.label ?? ''}
                stroke="#cbd5e1"
                tickStroke="#cbd5e1"
                tickLabelProps={{ fill: '#5b6878', fontSize: 11, fontFamily: 'inherit' }}
              />
            </>
          )}
        </Group>
      </svg>
      <div className="chart-hits" style={horizontal ? { left: 0, top: margin.top, width, height: innerHeight } : { left: margin.left, top: margin.top, width: innerWidth, height: innerHeight }}>
        {items.map((item, index) => {
          const style = horizontal ? { top: bandStart(index), bottom: 'auto', height: band.step(), left: 0, right: 0 } : { left: bandStart(index), width: band.step() };
          const common = {
            className: 'chart-hit',
            style,
            'data-testid': barTestId?.(index),
            onMouseEnter: () => setHovered(index),
            onFocus: () => setHovered(index),
            onBlur: () => setHovered(null),
          };
          const text = `${item.label}: ${item.value === null ? '—' : formatValue(item.value)}`;
          return onBarClick ? (
            <button key={item.key} {...common} type="button" aria-label={text} aria-pressed={selectedIndex === null ? undefined : selectedIndex === index} onClick={() => onBarClick(index)} />
          ) : (
            <div key={item.key} {...common} aria-hidden="true" />
          );
        })}
      </div>
      {hovered !== null && items[hovered] ? (
        <ChartTooltip
          anchor={tooltipAnchor(horizontal ? margin.left + value(Math.max(0, items[hovered].value ?? 0)) : margin.left + (band(hovered) ?? 0) + band.bandwidth() / 2, width)}
          top={horizontal ? margin.top + bandStart(hovered) : margin.top}
        >
          <div className="chart-tooltip-title">{items[hovered].label}</div>
          <div className="chart-tooltip-row">
            <span className="legend-swatch" style={{ background: color }} aria-hidden="true" />
            <span className="value">{items[hovered].value === null ? '—' : formatValue(items[hovered].value)}</span>
          </div>
          {clickHint && onBarClick ? <div className="chart-tooltip-hint">{clickHint}</div> : null}
        </ChartTooltip>
      ) : null}
    </div>
  );
}
