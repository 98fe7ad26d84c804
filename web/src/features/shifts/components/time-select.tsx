import { FieldFrame } from '../../../components/form/form-fields.tsx';
import { formatClock, timeSlots } from '../model/shift-labels.ts';

interface TimeSelectProps {
  label: string;
  /** `HH:mm`, or '' before a choice. */
  value: string;
  onChange: (time: string) => void;
  language: string;
  placeholder: string;
  error?: string | null;
  hint?: string;
  testId: string;
}

/**
 * A site-local time from the day's 15-minute slots (spec §9), written as the language
 * writes clock times. A saved time off that grid stays selectable.
 */
export function TimeSelect({ label, value, onChange, language, placeholder, error, hint, testId }: TimeSelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {timeSlots(undefined, value).map((time) => (
            <option key={time} value={time}>
              {formatClock(time, language)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
