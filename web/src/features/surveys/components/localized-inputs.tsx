import type { LocalizedText, UserLanguage } from '@facility/contracts';
import { useId } from 'react';
import { isRtl } from '../../../i18n/languages.ts';
import { TEXT_MAX } from '../model/survey-rules.ts';
import { languageName } from './survey-settings.tsx';

interface LocalizedInputsProps {
  label: string;
  value: LocalizedText;
  languages: readonly UserLanguage[];
  onChange: (language: UserLanguage, text: string) => void;
  /** The message under one language's input. */
  error: (language: UserLanguage) => string | null;
  /** Each input's test id is `<testId>-<language>`. */
  testId: string;
}

/**
 * One text in each of the survey's languages, one input per language (written in that
 * language's direction); the first, the survey's default, is marked as required.
 */
export function LocalizedInputs({ label, value, languages, onChange, error, testId }: LocalizedInputsProps) {
  const id = useId();
  return (
    <fieldset className="survey-localized">
      <legend>{label}</legend>
      {languages.map((language, index) => {
        const inputId = `${id}-${language}`;
        const message = error(language);
        return (
          <div key={language} className="survey-localized-row">
            <label className="field-label" htmlFor={inputId} lang={language}>
              {languageName(language)}
              {index === 0 ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={inputId}
              lang={language}
              dir={isRtl(language) ? 'rtl' : 'ltr'}
              value={value[language] ?? ''}
              maxLength={TEXT_MAX}
              required={index === 0}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
              onChange={(event) => onChange(language, event.target.value)}
              data-testid={`${testId}-${language}`}
            />
            {message ? (
              <span id={`${inputId}-error`} className="field-error" role="alert">
                {message}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
