import { CALL_MODES, type CallMode } from '@facility/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldFrame, NumberField } from '../../../components/form/form-fields.tsx';
import { addTime } from '../model/call-form.ts';
import type { useCallForm } from './use-call-form.ts';

export interface SectionProps {
  form: ReturnType<typeof useCallForm>;
  readOnly: boolean;
}

/** Sequential or ratio mode, and the ratio's percentage. */
export function ModeSection({ form, readOnly }: SectionProps) {
  const { t } = useTranslation('callSettings');
  const { values, change, fieldError } = form;
  const id = useId();
  return (
    <section className="card call-rules-section" aria-labelledby={`${id}-title`} data-testid="call-settings-mode">
      <h2 id={`${id}-title`}>{t('mode.title')}</h2>
      <fieldset className="call-rules-fields" disabled={readOnly}>
        <legend className="call-sr-only">{t('mode.title')}</legend>
        {CALL_MODES.map((mode: CallMode) => (
          <label key={mode} className="call-mode-choice">
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={values.mode === mode}
              onChange={() => change('mode', (current) => ({ ...current, mode }))}
              data-testid={`call-settings-mode-${mode}`}
            />
            <span>
              <strong>{t(`mode.${mode}`)}</strong>
              <span className="field-hint">{t(`mode.${mode}Hint`)}</span>
            </span>
          </label>
        ))}
        {values.mode === 'ratio' ? (
          <NumberField
            label={t('mode.ratioPercent')}
            value={values.ratioPercent}
            min={0.1}
            max={100}
            step="any"
            onChange={(ratioPercent) => change('ratioPercent', (current) => ({ ...current, ratioPercent }))}
            error={fieldError('ratioPercent')}
            hint={t('mode.ratioPercentHint')}
            testId="call-settings-ratio"
          />
        ) : null}
      </fieldset>
    </section>
  );
}

/** The gap after a resolved call and the scheduled call times. */
export function TimingSection({ form, readOnly }: SectionProps) {
  const { t } = useTranslation('callSettings');
  const { values, change, fieldError } = form;
  const id = useId();
  const [time, setTime] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);

  const add = () => {
    const added = addTime(values.scheduledCallTimes, time);
    if ('error' in added) {
      setTimeError(t(added.error));
      return;
    }
    setTimeError(null);
    setTime('');
    change('scheduledCallTimes', (current) => ({ ...current, scheduledCallTimes: added.times }));
  };
  const remove = (removed: string) =>
    change('scheduledCallTimes', (current) => ({ ...current, scheduledCallTimes: current.scheduledCallTimes.filter((entry) => entry !== removed) }));

  return (
    <section className="card call-rules-section" aria-labelledby={`${id}-title`} data-testid="call-settings-timing">
      <h2 id={`${id}-title`}>{t('timing.title')}</h2>
      <fieldset className="call-rules-fields" disabled={readOnly}>
        <legend className="call-sr-only">{t('timing.title')}</legend>
        <NumberField
          label={t('timing.gap')}
          value={values.gapInMinutes}
          min={0}
          max={1440}
          step={1}
          onChange={(gapInMinutes) => change('gapInMinutes', (current) => ({ ...current, gapInMinutes }))}
          error={fieldError('gapInMinutes')}
          hint={t('timing.gapHint')}
          testId="call-settings-gap"
        />
        <FieldFrame label={t('timing.scheduled')} error={timeError ?? fieldError('scheduledCallTimes')} hint={t('timing.scheduledHint')}>
          {({ id: inputId, describedBy, invalid }) => (
            <div className="call-time-add">
              <input
                id={inputId}
                type="time"
                dir="ltr"
                value={time}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => setTime(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
                data-testid="call-settings-time"
              />
              <button type="button" className="button" onClick={add} data-testid="call-settings-time-add">
                {t('timing.addTime')}
              </button>
            </div>
          )}
        </FieldFrame>
        {values.scheduledCallTimes.length === 0 ? (
          <p className="muted call-none">{t('timing.noTimes')}</p>
        ) : (
          <ul className="call-time-list" aria-label={t('timing.scheduled')} data-testid="call-settings-times">
            {values.scheduledCallTimes.map((entry) => (
              <li key={entry} className="call-time-chip">
                <span dir="ltr">{entry}</span>
                {readOnly ? null : (
                  <button type="button" className="call-chip-remove" onClick={() => remove(entry)} aria-label={t('timing.removeTime', { time: entry })}>
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </section>
  );
}

/** Whether Cleandex calls open, and below which score. */
export function CleandexSection({ form, readOnly }: SectionProps) {
  const { t } = useTranslation('callSettings');
  const { values, change, fieldError } = form;
  const id = useId();
  return (
    <section className="card call-rules-section" aria-labelledby={`${id}-title`} data-testid="call-settings-cleandex">
      <h2 id={`${id}-title`}>{t('cleandex.title')}</h2>
      <fieldset className="call-rules-fields" disabled={readOnly}>
        <legend className="call-sr-only">{t('cleandex.title')}</legend>
        <p className="field-hint call-intro">{t('cleandex.intro')}</p>
        <CheckboxField
          label={t('cleandex.on')}
          checked={values.cleandexOn}
          onChange={(cleandexOn) => change('cleandexThreshold', (current) => ({ ...current, cleandexOn }))}
          testId="call-settings-cleandex-on"
        />
        <NumberField
          label={t('cleandex.threshold')}
          value={values.cleandexThreshold}
          min={1}
          max={100}
          step={1}
          disabled={!values.cleandexOn}
          onChange={(cleandexThreshold) => change('cleandexThreshold', (current) => ({ ...current, cleandexThreshold }))}
          error={values.cleandexOn ? fieldError('cleandexThreshold') : null}
          hint={t('cleandex.thresholdHint')}
          testId="call-settings-threshold"
        />
      </fieldset>
    </section>
  );
}
