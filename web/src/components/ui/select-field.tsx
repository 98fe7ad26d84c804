import { useId } from 'react';
import type { Option } from './multi-select.tsx';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V | null;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Shown (and selectable) when nothing is chosen. */
  placeholder?: string;
  testId?: string;
}

/** A labelled native select: keyboard, screen readers and RTL come with it. */
export function SelectField<V extends string>({ label, value, options, onChange, disabled, placeholder, testId }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value ?? ''} disabled={disabled} data-testid={testId} onChange={(event) => onChange(event.target.value as V)}>
        {placeholder !== undefined || value === null ? <option value="">{placeholder ?? ''}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
