import { WHAT_IF_MAX_DAYS, type WhatIfRealSettings } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { shiftDisplayName } from '../../../lib/shift-name.ts';
import type { WhatIfForm } from '../model/what-if-form.ts';

interface SettingsFieldsProps {
  form: WhatIfForm;
  real: WhatIfRealSettings;
  onChange: (next: WhatIfForm) => void;
}

/** The period and the settings a what-if may change, each with the site's real value beside it. */
export function SettingsFields({ form, real, onChange }: SettingsFieldsProps) {
  const { t } = useTranslation('whatIf');
  const set = <K extends keyof WhatIfForm>(key: K, value: WhatIfForm[K]) => onChange({ ...form, [key]: value });
  const setShift = (shiftNumber: number, key: 'minSla' | 'maxSla', value: string) =>
    set(
      'shifts',
      form.shifts.map((shift) => (shift.shiftNumber === shiftNumber ? { ...shift, [key]: value } : shift)),
    );
  const actual = (value: number | string) => <span className="what-if-real">{t('field.real', { value })}</span>;

  return (
    <>
      <fieldset className="what-if-fieldset">
        <legend>{t('group.period')}</legend>
        <label className="field">
          <span className="field-label">{t('field.from')}</span>
          <input type="date" required value={form.from} max={form.to} onChange={(event) => set('from', event.target.value)} data-testid="what-if-from" />
        </label>
        <label className="field">
          <span className="field-label">{t('field.to')}</span>
          <input type="date" required value={form.to} min={form.from} onChange={(event) => set('to', event.target.value)} data-testid="what-if-to" />
        </label>
        <p className="muted what-if-hint">{t('hint.period', { count: WHAT_IF_MAX_DAYS })}</p>
      </fieldset>
      <fieldset className="what-if-fieldset">
        <legend>{t('group.rules')}</legend>
        <label className="field">
          <span className="field-label">
            {t('field.counterThreshold')} {actual(real.counterThreshold)}
          </span>
          <input type="number" min={1} max={100000} step={1} inputMode="numeric" required value={form.counterThreshold} onChange={(event) => set('counterThreshold', event.target.value)} data-testid="what-if-counter-threshold" />
          {real.roomsWithOwnThreshold > 0 ? <span className="muted what-if-hint">{t('hint.ownThresholds', { count: real.roomsWithOwnThreshold })}</span> : null}
        </label>
        <label className="field">
          <span className="field-label">
            {t('field.repeatWindow')} {actual(real.repeatWindowSeconds)}
          </span>
          <input type="number" min={0} max={3600} step={1} inputMode="numeric" required value={form.repeatWindowSeconds} onChange={(event) => set('repeatWindowSeconds', event.target.value)} data-testid="what-if-repeat-window" />
        </label>
        <label className="field">
          <span className="field-label">
            {t('field.roundInterval')} {real.roundIntervalMinutes === null ? null : actual(real.roundIntervalMinutes)}
          </span>
          <input
            type="number"
            min={1}
            max={1440}
            step={1}
            inputMode="numeric"
            disabled={real.roundIntervalMinutes === null}
            value={form.roundIntervalMinutes}
            onChange={(event) => set('roundIntervalMinutes', event.target.value)}
            data-testid="what-if-round-interval"
          />
          {real.roundIntervalMinutes === null ? <span className="muted what-if-hint">{t('hint.noTimeSaving')}</span> : null}
        </label>
      </fieldset>
      <fieldset className="what-if-fieldset what-if-shifts">
        <legend>{t('group.sla')}</legend>
        {real.shifts.length === 0 ? <p className="muted">{t('hint.noShifts')}</p> : null}
        {real.shifts.map((shift) => {
          const input = form.shifts.find((entry) => entry.shiftNumber === shift.shiftNumber);
          if (!input) return null;
          return (
            <div key={shift.shiftNumber} className="what-if-shift" data-testid={`what-if-shift-${shift.shiftNumber}`}>
              <span className="what-if-shift-name">
                <bdi dir="auto">{shiftDisplayName(shift.shiftName, (key) => t(key))}</bdi>{' '}
                <span className="muted" dir="ltr">
                  {shift.start}–{shift.end}
                </span>
              </span>
              <label className="field">
                <span className="field-label">
                  {t('field.minSla')} {actual(shift.minSla)}
                </span>
                <input type="number" min={1} max={1440} step={1} inputMode="numeric" required value={input.minSla} onChange={(event) => setShift(shift.shiftNumber, 'minSla', event.target.value)} data-testid={`what-if-min-sla-${shift.shiftNumber}`} />
              </label>
              <label className="field">
                <span className="field-label">
                  {t('field.maxSla')} {actual(shift.maxSla)}
                </span>
                <input type="number" min={Number(input.minSla) || 1} max={1440} step={1} inputMode="numeric" required value={input.maxSla} onChange={(event) => setShift(shift.shiftNumber, 'maxSla', event.target.value)} data-testid={`what-if-max-sla-${shift.shiftNumber}`} />
              </label>
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
