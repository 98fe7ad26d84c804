import { ParentSize } from '@visx/responsive';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import './charts.css';

interface SparklineProps {
  /** One value per period; null leaves a gap. */
  values: readonly (number | null)[];
  color: string;
  height?: number;
  /** What the line shows, for screen readers (e.g. "Visits per day"). */
  ariaLabel: string;
  testId?: string;
}

/** A small axis-less line of a series, filling its container's width, for cards. */
export function Sparkline(props: SparklineProps) {
  const height = props.height ?? 40;
  return (
    <ParentSize parentSizeStyles={{ inlineSize: '100%', blockSize: height }} debounceTime={50}>
      {({ width }) => (width > 0 ? <SparklineSvg {...props} width={width} height={height} /> : null)}
    </ParentSize>
  );
}

function SparklineSvg({ values, color, width, height, ariaLabel, testId }: SparklineProps & { width: number; height: number }) {
  const defined = values.filter((value): value is number => value !== null);
  // Its own range, so a score moving between 60 and 80 still shows its shape.
  const min = defined.length ? Math.min(...defined) : 0;
  const max = defined.length ? Math.max(...defined) : 1;
  const pad = 3;
  const x = scaleLinear<number>({ domain: [0, Math.max(1, values.length - 1)], range: [pad, width - pad] });
  const y = scaleLinear<number>({ domain: min === max ? [min - 1, max + 1] : [min, max], range: [height - pad, pad] });
  const points = values.map((value, index) => ({ index, value }));
  const lastIndex = values.findLastIndex((value) => value !== null);
  const last = lastIndex >= 0 ? values[lastIndex] : null;
  return (
    <svg className="sparkline" width={width} height={height} role="img" aria-label={ariaLabel} data-testid={testId}>
      <LinePath
        data={points}
        defined={(point) => point.value !== null}
        x={(point) => x(point.index)}
        y={(point) => y(point.value ?? 0)}
        stroke={color}
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        fill="none"
      />
      {last !== null && last !== undefined ? <circle cx={x(lastIndex)} cy={y(last)} r={3} fill={color} /> : null}
    </svg>
  );
}
