import type { SiteShift } from '@facility/contracts';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import type { RoomChoice } from '../../../components/room/room-groups.ts';
import { CheckboxField, ChoiceField, NumberField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import {
  draftOverlap,
  formToShift,
  MAX_SHIFT_NAME,
  MAX_SHIFT_NUMBER,
  newShiftForm,
  SHIFT_NAME_CHOICES,
  shiftRules,
  shiftToForm,
  type ShiftNameChoice,
} from '../model/shift-form.ts';
import { crossesMidnight, shiftLength } from '../model/shift-overlap.ts';
import { ShiftRooms } from './shift-rooms.tsx';
import { TimeSelect } from './time-select.tsx';
import type { ShiftWords } from './use-shift-words.ts';
import { WeekdayPicker } from './weekday-chips.tsx';

interface ShiftDrawerProps {
  /** The saved shifts in the order shown. */
  shifts: readonly SiteShift[];
  /** The edited shift's place in `shifts`, or null for a new shift. */
  index: number | null;
  rooms: readonly RoomChoice[] | null;
  words: ShiftWords;
  saving: boolean;
  /** Saves the whole list with this shift; `refused` takes the server's reasons for it. */
  onSave: (shift: SiteShift, refused: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * Adds or changes one shift. The server's rules are checked as the user types, the overlap
 * with the site's other active shifts included; saving sends every shift (the API replaces
 * the list), with this one in its place.
 */
export function ShiftDrawer({ shifts, index, rooms, words, saving, onSave, onClose }: ShiftDrawerProps) {
  const { t } = useTranslation(['shifts', 'admin', 'common']);
  const root = useRef<HTMLElement>(null);
  // On a phone the drawer opens above a long list: bring it into view. (A block body: newer
  // browsers answer scrollIntoView with a promise, which React would take for a cleanup.)
  useEffect(() => {
    root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const saved = index === null ? null : (shifts[index] ?? null);
  const others = useMemo(() => shifts.filter((_, at) => at !== index), [shifts, index]);
  const roomIds = useMemo(() => (rooms ? new Set(rooms.map((room) => room.id)) : null), [rooms]);
  const rules = useMemo(() => shiftRules({ others, roomIds }), [others, roomIds]);
  // The form reads its first values once, when the drawer opens.
  const form = useForm(saved ? shiftToForm(saved) : newShiftForm(shifts), rules);
  const { values, set, fieldError } = form;

  const overlap = draftOverlap(values, others);
  const overlapOther = overlap ? others[overlap.other] : undefined;
  const length = shiftLength(values.start, values.end);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || overlap) return;
    onSave(formToShift(values), form.refused);
  };

  const title = saved ? t('form.editTitle', { title: words.title(saved) }) : t('form.newTitle');
  return (
    <section ref={root} className="admin-drawer shift-drawer" aria-labelledby="shift-drawer-title" data-testid="shift-drawer">
      <header className="shift-drawer-head">
        <h2 id="shift-drawer-title">{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('admin:admin.close')} data-testid="shift-drawer-close">
          ×
        </button>
      </header>
      <form className="admin-form" onSubmit={submit} noValidate>
        <NumberField
          label={t('form.number')}
          value={values.shiftNumber}
          onChange={(value) => set('shiftNumber', value)}
          error={fieldError('shiftNumber')}
          min={1}
          max={MAX_SHIFT_NUMBER}
          step={1}
          testId="shift-number"
        />
        <ChoiceField<ShiftNameChoice>
          label={t('form.name')}
          value={values.nameChoice}
          options={SHIFT_NAME_CHOICES.map((choice) => ({ value: choice, label: choice === 'other' ? t('form.otherName') : t(`common:shiftNames.${choice}`) }))}
          placeholder={t('form.choose')}
          onChange={(choice) => set('nameChoice', choice)}
          error={values.nameChoice === 'other' ? null : fieldError('shiftName')}
          testId="shift-name-choice"
        />
        {values.nameChoice === 'other' ? (
          <TextField
            label={t('form.customName')}
            value={values.shiftName}
            onChange={(value) => set('shiftName', value)}
            error={fieldError('shiftName')}
            maxLength={MAX_SHIFT_NAME + 10}
            testId="shift-name"
          />
        ) : null}
        <CheckboxField label={t('form.active')} checked={values.active} onChange={(active) => set('active', active)} testId="shift-active" />

        <fieldset className="shift-times">
          <legend>{t('form.when')}</legend>
          <TimeSelect
            label={t('form.start')}
            value={values.start}
            onChange={(time) => set('start', time)}
            language={words.language}
            placeholder={t('form.choose')}
            error={fieldError('start')}
            testId="shift-start"
          />
          <TimeSelect
            label={t('form.end')}
            value={values.end}
            onChange={(time) => set('end', time)}
            language={words.language}
            placeholder={t('form.choose')}
            error={fieldError('end')}
            {...(length === null ? {} : { hint: crossesMidnight(values.start, values.end) ? t('form.lengthNextDay', { length: words.length(length) }) : words.length(length) })}
            testId="shift-end"
          />
          <WeekdayPicker
            label={t('form.days')}
            value={values.days}
            onChange={(days) => set('days', days)}
            shortDays={words.shortDays}
            longDays={words.longDays}
            error={fieldError('days')}
            testId="shift-day-picker"
          />
          {overlap && overlapOther ? (
            <div className="shift-overlap" role="alert" data-testid="shift-overlap">
              <strong>{words.overlap(overlap, overlapOther)}</strong>
              <span>{t('overlap.hint')}</span>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="shift-sla">
          <legend>{t('form.sla')}</legend>
          <NumberField
            label={t('form.minSla')}
            value={values.minSla}
            onChange={(value) => set('minSla', value)}
            error={fieldError('minSla')}
            hint={t('form.minSlaHint')}
            min={1}
            step={1}
            testId="shift-min-sla"
          />
          <NumberField
            label={t('form.maxSla')}
            value={values.maxSla}
            onChange={(value) => set('maxSla', value)}
            error={fieldError('maxSla')}
            hint={t('form.maxSlaHint')}
            min={1}
            step={1}
            testId="shift-max-sla"
          />
          <p className="field-hint field-wide shift-sla-note" data-testid="shift-sla-note">
            {t('page.slaNote')}
          </p>
        </fieldset>

        <ShiftRooms rooms={rooms} value={values.roomIds} onChange={(roomIds) => set('roomIds', roomIds)} error={fieldError('roomIds')} />

        <FormActions saving={saving} onCancel={onClose} error={form.formError} testId="shift-form" />
      </form>
    </section>
  );
}
