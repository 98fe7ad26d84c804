import type { ReactNode } from 'react';
import './room-charts.css';

interface RoomStatCardProps {
  label: string;
  value: string;
  testId: string;
  /** A line under the value: a comparison, a mean, a trend. */
  children?: ReactNode;
}

/** One key figure of a room screen. */
export function RoomStatCard({ label, value, testId, children }: RoomStatCardProps) {
  return (
    <div className="card room-stat-card" data-testid={testId}>
      <span className="room-stat-label">{label}</span>
      <strong className="room-stat-value" data-testid={`${testId}-value`}>
        {value}
      </strong>
      {children ? <span className="room-stat-note">{children}</span> : null}
    </div>
  );
}
