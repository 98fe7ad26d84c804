import { TASK_REPEATS, type SiteShift } from '@facility/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { formatTime, shiftDisplayName, weekdayNames } from '../model/schedule-summary.ts';
import { toggleNumber, usesMonthDays, usesWeekDays, type ScheduleValues, type TimeMode } from '../model/task-form.ts';

interface RecurrenceEditorProps {
  value: ScheduleValues;
  onChange: (schedule: ScheduleValues) => void;
  /** A field's message (`schedule/weekDays`...), or null. */
  errorOf: (field: string) => string | null;
  /** The site's shifts; null while they load. */
  shifts: readonly SiteShift[] | null;
  weekStart: number;
}

const TIME_MODES: readonly TimeMode[] = ['time', 'shift', 'allDay'];
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** How a task repeats (spec §3 "schedule"): the repeat, its week or month days, the dates it runs between, and the time of day. */
export function RecurrenceEditor({ value, onChange, errorOf, shifts, weekStart }: RecurrenceEditorProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const id = useId();
  const set = <K extends keyof ScheduleValues>(field: K, next: ScheduleValues[K]) => onChange({ ...value, [field]: next });
  const weekOrder = Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7);
  const longDays = weekdayNames(weekOrder, language, 'long');
  const shortDays = weekdayNames(weekOrder, language, 'short');

  return (
    <fieldset className="tk-schedule" data-testid="task-schedule-editor">
      <legend>{t('form.schedule')}</legend>
      <ChoiceField
        label={t('form.repeat')}
        value={value.repeat}
        options={TASK_REPEATS.map((repeat) => ({ value: repeat, label: t(`repeat.${repeat}`) }))}
        onChange={(repeat) => repeat && set('repeat', repeat)}
        testId="task-repeat"
      />
      <TextField
        type="date"
        label={value.repeat === 'once' ? t('form.date') : t('form.startDate')}
        value={value.startDate}
        onChange={(startDate) => set('startDate', startDate)}
        error={errorOf('schedule/startDate')}
        testId="task-start-date"
      />
      {value.repeat === 'once' ? null : (
        <TextField
          type="date"
          label={t('form.endDate')}
          value={value.endDate}
          min={value.startDate || undefined}
          onChange={(endDate) => set('endDate', endDate)}
          error={errorOf('schedule/endDate')}
          hint={t('form.endDateHint')}
          testId="task-end-date"
        />
      )}

      {usesWeekDays(value.repeat) ? (
        <DayToggles
          label={t('form.weekDays')}
          error={errorOf('schedule/weekDays')}
          testId="task-weekdays"
          days={weekOrder.map((day, index) => ({ value: day, text: shortDays[index] ?? String(day), title: longDays[index] ?? String(day) }))}
          chosen={value.weekDays}
          onToggle={(day) => set('weekDays', toggleNumber(value.weekDays, day))}
          itemTestId={(day) => `task-weekday-${day}`}
        />
      ) : null}
      {usesMonthDays(value.repeat) ? (
        <DayToggles
          label={t('form.monthDays')}
          hint={value.repeat === 'quarterly' ? t('form.quarterlyHint') : t('form.monthDaysHint')}
          error={errorOf('schedule/monthDays')}
          testId="task-monthdays"
          days={MONTH_DAYS.map((day) => ({ value: day, text: new Intl.NumberFormat(language).format(day), title: t('form.dayOfMonth', { day }) }))}
          chosen={value.monthDays}
          onToggle={(day) => set('monthDays', toggleNumber(value.monthDays, day))}
          itemTestId={(day) => `task-monthday-${day}`}
          compact
        />
      ) : null}

      <div className="tk-mode-field field-wide" role="radiogroup" aria-labelledby={`${id}-mode`}>
        <span className="field-label" id={`${id}-mode`}>
          {t('form.timeOfDay')}
        </span>
        <div className="tk-modes">
          {TIME_MODES.map((mode) => (
            <label key={mode} className="check-field tk-mode">
              <input type="radio" name={`${id}-mode`} checked={value.timeMode === mode} onChange={() => set('timeMode', mode)} data-testid={`task-time-mode-${mode}`} />
              <span>{t(`timeMode.${mode}`)}</span>
            </label>
          ))}
        </div>
      </div>
      {value.timeMode === 'time' ? (
        <TextField type="time" label={t('form.time')} value={value.time} onChange={(time) => set('time', time)} error={errorOf('schedule/time')} testId="task-time" />
      ) : null}
      {value.timeMode === 'shift' ? (
        shifts !== null && shifts.length === 0 ? (
          <p className="muted tk-no-shifts" data-testid="task-no-shifts">
            {t('form.noShifts')}
          </p>
        ) : (
          <ChoiceField
            label={t('form.shift')}
            value={value.shiftNumber === null ? '' : String(value.shiftNumber)}
            placeholder={t('form.chooseShift')}
            options={(shifts ?? []).map((shift) => ({
              value: String(shift.shiftNumber),
              label: t('form.shiftOption', { number: shift.shiftNumber, name: shiftDisplayName(shift.shiftName, (key) => t(key)), start: formatTime(shift.start, language) }),
            }))}
            onChange={(shift) => set('shiftNumber', shift === '' ? null : Number(shift))}
            error={errorOf('schedule/shiftNumber')}
            testId="task-shift"
          />
        )
      ) : null}
    </fieldset>
  );
}

interface DayTogglesProps {
  label: string;
  hint?: string;
  error: string | null;
  testId: string;
  days: readonly { value: number; text: string; title: string }[];
  chosen: readonly number[];
  onToggle: (day: number) => void;
  itemTestId: (day: number) => string;
  compact?: boolean;
}

/** Days as toggle buttons, each saying whether it is pressed. */
function DayToggles({ label, hint, error, testId, days, chosen, onToggle, itemTestId, compact }: DayTogglesProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className="field field-wide">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div
        className={compact ? 'tk-days is-compact' : 'tk-days'}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-message` : undefined}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      >
        {days.map((day) => (
          <button
            key={day.value}
            type="button"
            className={chosen.includes(day.value) ? 'tk-day is-on' : 'tk-day'}
            aria-pressed={chosen.includes(day.value)}
            aria-label={day.title}
            title={day.title}
            onClick={() => onToggle(day.value)}
            data-testid={itemTestId(day.value)}
          >
            {day.text}
          </button>
        ))}
      </div>
      {message ? (
        <span id={`${id}-message`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
