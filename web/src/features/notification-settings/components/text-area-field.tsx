import { FieldFrame } from '../../../components/form/form-fields.tsx';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  testId?: string;
}

/** A labelled multi-line text in the admin form's look, written in either direction (`dir="auto"`). */
export function TextAreaField({ label, value, onChange, error, hint, disabled, testId }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} wide>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          value={value}
          rows={3}
          dir="auto"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}
