import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './charts.css';

/** Where a tooltip sits: beside the hovered point, on the side with more room. */
export interface TooltipAnchor {
  left: number;
  /** The tooltip grows to the right of `left` ('start') or ends at it ('end'). */
  side: 'start' | 'end';
}

const GAP = 14;

/**
 * A tooltip beside `x` (pixels from the chart's left edge) in a chart `width` wide: to the
 * right in the left half, to the left in the right half, so it never covers its own bar.
 */
export function tooltipAnchor(x: number, width: number): TooltipAnchor {
  return x < width / 2 ? { left: x + GAP, side: 'start' } : { left: x - GAP, side: 'end' };
}

/** The floating box of a chart's hover values; its text follows the page direction. */
export function ChartTooltip({ anchor, top, children }: { anchor: TooltipAnchor; top: number; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <div
      className="chart-tooltip"
      role="presentation"
      dir={i18n.dir()}
      style={{ left: anchor.left, top, transform: anchor.side === 'end' ? 'translateX(-100%)' : undefined }}
      data-testid="chart-tooltip"
    >
      {children}
    </div>
  );
}
