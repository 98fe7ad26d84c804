import type { ReactNode } from 'react';

interface SortHeaderProps {
  label: string;
  /** This column's sort direction, or null when the table is sorted by another. */
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
  className?: string;
  testId: string;
  children?: ReactNode;
}

/** A column header that sorts the table: a button inside, the state in `aria-sort`, the arrow for the eye. */
export function SortHeader({ label, direction, onSort, className, testId }: SortHeaderProps) {
  return (
    <th scope="col" className={className} aria-sort={direction ?? 'none'}>
      <button type="button" className="dr-sort" onClick={onSort} data-testid={testId}>
        <span>{label}</span>
        <span className="dr-sort-arrow" aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
