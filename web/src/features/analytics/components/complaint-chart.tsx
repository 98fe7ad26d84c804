import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ComplaintBar } from '../model/complaint-bars.ts';

interface ComplaintChartProps {
  bars: readonly ComplaintBar[];
  color: string;
  /** A problem key in the current language. */
  labelOf: (key: string) => string;
  formatValue: (value: number) => string;
  label: string;
}

const ROW = 30;
const VALUE_WIDTH = 48;
/** About how wide a character of the 12 px label font is, to cut long names before they spill. */
const CHAR_WIDTH = 6.6;

/** Long problem names are cut to fit the label column; the full name is in the bar's title. */
function shorten(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, Math.max(1, maxChars - 1))}…` : text;
}

/** Complaints by problem as horizontal bars, most reported on top. */
export function ComplaintChart({ bars, color, labelOf, formatValue, label }: ComplaintChartProps) {
  const { parentRef, width } = useParentSize({ initialSize: { width: 480 }, ignoreDimensions: ['height', 'top', 'left'] });
  const height = bars.length * ROW + 8;
  const labelWidth = Math.round(Math.min(210, Math.max(110, width * 0.38)));
  const maxChars = Math.floor((labelWidth - 12) / CHAR_WIDTH);
  const innerWidth = Math.max(0, width - labelWidth - VALUE_WIDTH);
  const y = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [4, height - 4], padding: 0.28 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...bars.map((bar) => bar.count))], range: [0, innerWidth] });

  return (
    <div className="complaint-chart" ref={parentRef} dir="ltr">
      <svg width={width} height={height} role="img" aria-label={label}>
        {bars.map((bar) => {
          const top = y(bar.key) ?? 0;
          const name = labelOf(bar.key);
          const middle = top + y.bandwidth() / 2;
          return (
            <g key={bar.key} data-testid={`complaint-bar-${bar.key}`}>
              <title>{`${name}: ${formatValue(bar.count)}`}</title>
              <text x={labelWidth - 10} y={middle} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="#1d2733">
                {shorten(name, maxChars)}
              </text>
              <Group left={labelWidth}>
                <rect x={0} y={top} width={innerWidth} height={y.bandwidth()} rx={3} fill="#f1f4f7" />
                <Bar x={0} y={top} width={Math.max(2, x(bar.count))} height={y.bandwidth()} rx={3} fill={color} />
                <text x={x(bar.count) + 6} y={middle} dominantBaseline="middle" fontSize={12} fontWeight={600} fill="#1d2733">
                  {formatValue(bar.count)}
                </text>
              </Group>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
