import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * Labelled inputs for the admin forms. The message under a field is already in the
 * reader's language; the input is marked invalid and names the message for screen readers.
 */
interface FieldFrameProps {
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  wide?: boolean;
}

export function FieldFrame({ label, error, hint, children, wide }: FieldFrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: message ? messageId : undefined, invalid: Boolean(error) })}
      {message ? (
        <span id={messageId} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {message}
        </span>
      ) : null}
    </div>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends NativeInput {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  testId?: string;
  wide?: boolean;
}

export function TextField({ label, value, onChange, error, hint, testId, wide, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} wide={wide ?? false}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A number input; an empty box is null (the form decides whether that is allowed). */
export function NumberField({ value, onChange, ...props }: NumberFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode="decimal"
      value={value === null || Number.isNaN(value) ? '' : String(value)}
      onChange={(text) => onChange(text.trim() === '' ? null : Number(text))}
    />
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, testId, disabled }: CheckboxFieldProps) {
  return (
    <label className="check-field">
      <input type="checkbox" checked={checked} disabled={disabled} data-testid={testId} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface ChoiceFieldProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  error?: string | null | undefined;
  /** Text of the empty choice ("Please select"); without it the first option is preselected by the form. */
  placeholder?: string;
  testId?: string;
  disabled?: boolean;
}

/** A native select with a validation message. */
export function ChoiceField<V extends string>({ label, value, options, onChange, error, placeholder, testId, disabled }: ChoiceFieldProps<V>) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value as V | '')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
