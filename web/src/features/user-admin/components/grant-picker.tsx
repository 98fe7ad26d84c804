import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/form-fields.tsx';
import type { GrantOption } from '../model/grant-options.ts';

interface GrantPickerProps {
  label: string;
  options: readonly GrantOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  disabled?: boolean;
  testId: string;
}

/**
 * A list of ticks for the franchises, companies or sites granted. Unlike the filter's
 * multi-select, nothing ticked means nothing granted, so every choice stays in sight.
 */
export function GrantPicker({ label, options, value, onChange, error, disabled, testId }: GrantPickerProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...value, optionId] : value.filter((entry) => entry !== optionId));
  return (
    <div className="field grant-picker" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} data-testid={testId}>
      <span className="field-label" id={`${id}-label`}>
        {label}
        {value.length > 0 ? <span className="grant-count"> · {t('grants.selected', { count: value.length })}</span> : null}
      </span>
      {options.length === 0 ? (
        <span className="field-hint">{t('grants.nothingToGrant')}</span>
      ) : (
        <ul className={error ? 'grant-list is-invalid' : 'grant-list'}>
          {options.map((option) => (
            <li key={option.value} translate="no">
              <CheckboxField
                label={option.label}
                checked={value.includes(option.value)}
                onChange={(on) => toggle(option.value, on)}
                disabled={disabled ?? false}
                testId={`${testId}-${option.value}`}
              />
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
