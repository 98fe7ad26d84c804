import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useState, type KeyboardEvent } from 'react';
import { formatHour, hourLabelStep, type HourPoint } from '../model/hour-series.ts';

interface HourChartProps {
  points: readonly HourPoint[];
  /** The hour chosen in the filter, highlighted; null when none. */
  selectedHour: number | null;
  color: string;
  /** "09:00: 1,234 visits", for the tooltip and screen readers. */
  describe: (point: HourPoint) => string;
  formatTick: (value: number) => string;
  onSelect: (hour: number) => void;
  label: string;
}

const HEIGHT = 280;
const MARGIN = { top: 12, right: 12, bottom: 30, left: 52 };

/**
 * Bars for the 24 hours of the day. Each hour is a button over its whole column (a short
 * bar is as easy to hit as a tall one); the chosen hour stays strong and the rest fade.
 * The SVG stays left to right in every language: time runs left to right on a clock axis.
 */
export function HourChart({ points, selectedHour, color, describe, formatTick, onSelect, label }: HourChartProps) {
  const { parentRef, width } = useParentSize({ initialSize: { width: 800 }, ignoreDimensions: ['height', 'top', 'left'] });
  const [hovered, setHovered] = useState<HourPoint | null>(null);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>({ domain: points.map((point) => point.hour), range: [0, innerWidth], padding: 0.2 });
  const max = Math.max(1, ...points.map((point) => point.value));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const step = hourLabelStep(innerWidth);
  const onKey = (event: KeyboardEvent, hour: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(hour);
  };

  return (
    <div className="hour-chart" ref={parentRef} dir="ltr" data-testid="analytics-hour-chart">
      <svg width={width} height={HEIGHT} role="group" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={5} stroke="#e6ebf1" />
          {points.map((point) => {
            const left = x(point.hour) ?? 0;
            const top = y(point.value);
            const chosen = selectedHour === point.hour;
            const faded = selectedHour !== null && !chosen;
            return (
              <g
                key={point.hour}
                className={chosen ? 'hour-bar is-selected' : 'hour-bar'}
                role="button"
                tabIndex={0}
                aria-pressed={chosen}
                aria-label={describe(point)}
                data-testid={`analytics-hour-${point.hour}`}
                data-selected={chosen}
                onClick={() => onSelect(point.hour)}
                onKeyDown={(event) => onKey(event, point.hour)}
                onMouseEnter={() => setHovered(point)}
                onMouseLeave={() => setHovered(null)}
                onFocus={() => setHovered(point)}
                onBlur={() => setHovered(null)}
              >
                <rect className="hour-hit" x={left - (x.step() - x.bandwidth()) / 2} y={0} width={x.step()} height={innerHeight} />
                <Bar x={left} y={top} width={x.bandwidth()} height={Math.max(0, innerHeight - top)} rx={3} fill={color} opacity={faded ? 0.35 : 1} />
              </g>
            );
          })}
          <AxisLeft scale={y} numTicks={5} tickFormat={(value) => formatTick(Number(value))} stroke="#c8d1dc" tickStroke="#c8d1dc" tickLabelProps={{ fill: '#5b6878', fontSize: 11 }} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={points.filter((point) => point.hour % step === 0).map((point) => point.hour)}
            tickFormat={(hour) => formatHour(Number(hour))}
            stroke="#c8d1dc"
            tickStroke="#c8d1dc"
            tickLabelProps={{ fill: '#5b6878', fontSize: 11 }}
          />
        </Group>
      </svg>
      {hovered ? (
        <div
          className="chart-tooltip"
          role="presentation"
          style={{ left: MARGIN.left + (x(hovered.hour) ?? 0) + x.bandwidth() / 2, top: MARGIN.top + y(hovered.value) - 8, transform: 'translate(-50%, -100%)' }}
        >
          {describe(hovered)}
        </div>
      ) : null}
    </div>
  );
}
