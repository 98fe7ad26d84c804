import { useId } from 'react';
import { WEEKDAYS } from '../model/shift-labels.ts';

interface WeekdayChipsProps {
  /** Chosen days, 1 = Sunday. */
  value: readonly number[];
  /** Short and long weekday names, Sunday first. */
  shortDays: readonly string[];
  longDays: readonly string[];
  testId: string;
}

/** A shift's days as the card shows them: the whole week from Sunday, the shift's days marked. */
export function WeekdayChips({ value, shortDays, longDays, testId }: WeekdayChipsProps) {
  const on = WEEKDAYS.filter((day) => value.includes(day));
  return (
    <span className="weekday-chips" data-testid={testId} role="img" aria-label={on.map((day) => longDays[day - 1]).join(', ')}>
      {WEEKDAYS.map((day) => (
        <span key={day} className={value.includes(day) ? 'weekday-chip is-on' : 'weekday-chip'} title={longDays[day - 1]} aria-hidden="true">
          {shortDays[day - 1]}
        </span>
      ))}
    </span>
  );
}

interface WeekdayPickerProps extends WeekdayChipsProps {
  label: string;
  onChange: (days: number[]) => void;
  error?: string | null;
}

/** The days a shift starts on, as toggle buttons (each says whether it is pressed). */
export function WeekdayPicker({ label, value, onChange, shortDays, longDays, error, testId }: WeekdayPickerProps) {
  const id = useId();
  const toggle = (day: number) => onChange(value.includes(day) ? value.filter((entry) => entry !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <div className="field field-wide">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="weekday-chips is-picker" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} data-testid={testId}>
        {WEEKDAYS.map((day) => (
          <button
            key={day}
            type="button"
            className={value.includes(day) ? 'weekday-chip is-on' : 'weekday-chip'}
            aria-pressed={value.includes(day)}
            aria-label={longDays[day - 1]}
            title={longDays[day - 1]}
            onClick={() => toggle(day)}
            data-testid={`shift-day-${day}`}
          >
            {shortDays[day - 1]}
          </button>
        ))}
      </div>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
