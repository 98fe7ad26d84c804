import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FieldFrame } from '../../../components/form/form-fields.tsx';
import { countryOptions } from '../model/countries.ts';
import { timeZones, zoneOffset } from '../model/time-zones.ts';

/** Inputs the kit lacks that these forms need: a text area, the country list and the time-zone picker. */

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string;
  testId?: string;
}

export function TextAreaField({ label, value, onChange, error, hint, testId, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} wide>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...area}
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

interface CountryFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  testId?: string;
  disabled?: boolean;
}

/** Countries by their name in the reader's language; the spec's six first. */
export function CountryField({ label, value, onChange, error, testId, disabled }: CountryFieldProps) {
  const { t, i18n } = useTranslation('organisation');
  return (
    <ChoiceField
      label={label}
      value={value}
      options={countryOptions(i18n.language, value)}
      onChange={onChange}
      error={error}
      placeholder={t('form.choose')}
      {...(testId ? { testId } : {})}
      {...(disabled ? { disabled } : {})}
    />
  );
}

interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  testId?: string;
}

const ZONES = timeZones();

/**
 * An IANA zone typed with suggestions: the browser's list filters as the admin types
 * ("jeru" finds Asia/Jerusalem), which a 400-entry select does not. The hint shows the
 * zone's offset today, so a wrong choice is seen at once.
 */
export function TimeZoneField({ label, value, onChange, error, testId }: TimeZoneFieldProps) {
  const { t } = useTranslation('organisation');
  const offset = zoneOffset(value);
  return (
    <FieldFrame label={label} error={error} hint={offset ? t('site.zoneNow', { offset }) : t('site.zoneHint')}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            list={`${id}-zones`}
            value={value}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-testid={testId}
            onChange={(event) => onChange(event.target.value)}
          />
          <datalist id={`${id}-zones`}>
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}
