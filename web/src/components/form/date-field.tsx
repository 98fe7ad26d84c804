interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd. */
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A labelled date input that reports only whole dates (a cleared input changes nothing): the filter's custom range. */
export function DateField({ label, value, min, max, onChange, testId }: DateFieldProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        data-testid={testId}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      />
    </label>
  );
}
