import type { BatteryDay } from '@facility/contracts';
import { Area, LinePath } from '@visx/shape';
import { sparklineGeometry, type SparkBand, type SparkPoint } from '../model/power.ts';

interface BatterySparklineProps {
  readings: readonly BatteryDay[];
  /** The report's days: every row shares one time axis. */
  days: readonly string[];
  ariaLabel: string;
  width?: number;
  height?: number;
}

/**
 * A device's battery over the period: the days' last readings as a line over their
 * min–max band, on a fixed 0–100 % scale. Time runs left to right in every language, as in
 * the app's other charts.
 */
export function BatterySparkline({ readings, days, ariaLabel, width = 132, height = 36 }: BatterySparklineProps) {
  const { line, band } = sparklineGeometry(readings, days, width, height, 3);
  const last = line.at(-1);
  return (
    <svg className="dr-sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={ariaLabel} data-testid="battery-sparkline">
      <line className="dr-spark-floor" x1={0} x2={width} y1={height - 3} y2={height - 3} />
      <Area<SparkBand> data={band} x={(point) => point.x} y0={(point) => point.y0} y1={(point) => point.y1} className="dr-spark-band" />
      {line.length > 1 ? <LinePath<SparkPoint> data={line} x={(point) => point.x} y={(point) => point.y} className="dr-spark-line" /> : null}
      {last ? <circle className="dr-spark-dot" cx={last.x} cy={last.y} r={2.5} /> : null}
    </svg>
  );
}
