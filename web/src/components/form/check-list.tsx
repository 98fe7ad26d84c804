import { useId, type ReactNode } from 'react';
import './check-list.css';

interface CheckListProps {
  /** The field's name, as the form calls it. */
  label: string;
  /** How many are ticked, in words (`2 of 5 selected`). */
  count: string;
  /**
   * Names the test ids the journeys rely on: `<testId>` (the whole field), `<testId>-count`
   * and `<testId>-search`.
   */
  testId: string;
  search: string;
  onSearch: (search: string) => void;
  /** The search box's placeholder and accessible name (`Find a room`). */
  searchLabel: string;
  /** Said instead of the search and the list when there is nothing to offer (none yet, or still loading). */
  unavailable?: string | null;
  /** Said inside the list when the search matches nothing; null while something matches. */
  noMatch?: string | null;
  /** Controls beside the count (a "use all" button). */
  headExtra?: ReactNode;
  /** A note between the head and the search (what ticking nothing means, choices to take out). */
  notice?: ReactNode;
  /** A form's own class, to size the field to its layout. */
  className?: string;
  error?: string | null;
  /** The options themselves: checkboxes, grouped or not. */
  children: ReactNode;
}

/**
 * The frame of a searchable multiple choice (rooms, cleaners): the field's name and how many
 * are ticked, a search box, and the options in a scrolling box. What the options are and how
 * the search narrows them stays with the caller.
 */
export function CheckList({ label, count, testId, search, onSearch, searchLabel, unavailable, noMatch, headExtra, notice, className, error, children }: CheckListProps) {
  const labelId = useId();
  return (
    <div className={className ? `check-list ${className}` : 'check-list'} role="group" aria-labelledby={labelId} data-testid={testId}>
      <div className="check-list-head">
        <span className="field-label" id={labelId}>
          {label}
        </span>
        <span className="muted check-list-count" data-testid={`${testId}-count`}>
          {count}
        </span>
        {headExtra}
      </div>
      {notice}
      {unavailable ? (
        <p className="muted check-list-empty">{unavailable}</p>
      ) : (
        <>
          <input
            type="search"
            className="check-list-search"
            placeholder={searchLabel}
            aria-label={searchLabel}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            data-testid={`${testId}-search`}
          />
          <div className={error ? 'check-list-box is-invalid' : 'check-list-box'}>
            {children}
            {noMatch ? <p className="muted check-list-empty">{noMatch}</p> : null}
          </div>
        </>
      )}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
