import { ROOM_FLOOR_MAX, ROOM_FLOOR_MIN, ROOM_GENDERS, ROOM_TYPES } from '@facility/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { CheckboxField, ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { genderForType, roomFormRules, type RoomFormValues } from '../model/room-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRoomLabels } from './room-labels.ts';

type Form = ReturnType<typeof useForm<RoomFormValues>>;

/** A mutation's onError for this form: a 400's reasons go under the fields it names (other failures are the kit's toast). */
export const refusedBy = (form: Form) => (error: unknown) => {
  if (error instanceof ApiError && error.status === 400) form.refused(error);
};

interface RoomFormProps {
  initial: RoomFormValues;
  saving: boolean;
  /** Called with the form once every rule passes; the caller sends it and hands a 400 back to `form.refused`. */
  onSubmit: (values: RoomFormValues, form: Form) => void;
  onCancel: () => void;
  /** Shown under the form's title (the site it belongs to). */
  heading: ReactNode;
}

const FLOORS = Array.from({ length: ROOM_FLOOR_MAX - ROOM_FLOOR_MIN + 1 }, (_, i) => ROOM_FLOOR_MIN + i);

/** The room's fields with the spec §5 rules as the user types, and the server's reasons under the fields it names. */
export function RoomForm({ initial, saving, onSubmit, onCancel, heading }: RoomFormProps) {
  const { t } = useTranslation('room-admin');
  const labels = useRoomLabels();
  const form = useForm(initial, roomFormRules);
  const { values, set, fieldError } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onSubmit(values, form);
  };

  // Free text may be Hebrew or Arabic in an English page (or the reverse): each box follows its own text's direction.
  const text = (field: 'displayName' | 'room_name_en' | 'ref_id' | 'building' | 'zone' | 'toilet_paper_size', extra: { hint?: string; wide?: boolean; inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <TextField label={t(`field.${field}`)} value={values[field]} onChange={(value) => set(field, value)} error={fieldError(field)} testId={`room-form-${field}`} dir="auto" {...extra} />
  );
  const count = (field: 'cells_num' | 'sinks_num' | 'urinals_num' | 'visitorThreshold', hint?: string) => (
    <TextField
      label={t(`field.${field}`)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={fieldError(field)}
      inputMode="numeric"
      testId={`room-form-${field}`}
      {...(hint ? { hint } : {})}
    />
  );

  return (
    <form className="admin-form room-form" noValidate onSubmit={submit} data-testid="room-form">
      <div className="field-wide room-form-heading">{heading}</div>
      <fieldset>
        <legend>{t('form.identity')}</legend>
        {text('displayName', { maxLength: 100 })}
        {text('room_name_en', { hint: t('form.englishHint'), maxLength: 100 })}
        {text('ref_id', { hint: t('form.refHint'), inputMode: 'numeric', maxLength: 3 })}
        <ChoiceField
          label={t('field.roomType')}
          value={values.roomType}
          placeholder={t('admin:rules.pleaseSelect')}
          options={ROOM_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
          onChange={(roomType) => {
            set('roomType', roomType);
            const gender = genderForType(roomType, values.gender);
            if (gender !== values.gender) set('gender', gender);
          }}
          error={fieldError('roomType')}
          testId="room-form-roomType"
        />
        <ChoiceField
          label={t('field.gender')}
          value={values.gender}
          placeholder={t('form.noGender')}
          options={ROOM_GENDERS.map((gender) => ({ value: gender, label: labels.gender(gender) }))}
          onChange={(gender) => set('gender', gender)}
          error={fieldError('gender')}
          testId="room-form-gender"
        />
      </fieldset>
      <fieldset>
        <legend>{t('form.location')}</legend>
        {text('building', { maxLength: 100 })}
        <ChoiceField
          label={t('field.floor')}
          value={values.floor}
          placeholder={t('form.noFloor')}
          options={FLOORS.map((floor) => ({ value: String(floor), label: labels.floor(floor) }))}
          onChange={(floor) => set('floor', floor)}
          error={fieldError('floor')}
          testId="room-form-floor"
        />
        {text('zone', { maxLength: 100 })}
      </fieldset>
      <fieldset>
        <legend>{t('form.fixtures')}</legend>
        {count('cells_num')}
        {count('sinks_num')}
        {count('urinals_num')}
        {text('toilet_paper_size', { maxLength: 50 })}
      </fieldset>
      <fieldset>
        <legend>{t('form.counting')}</legend>
        <CheckboxField label={t('field.is_calculated')} checked={values.is_calculated} onChange={(checked) => set('is_calculated', checked)} testId="room-form-is_calculated" />
        <CheckboxField label={t('field.pinned')} checked={values.pinned} onChange={(checked) => set('pinned', checked)} testId="room-form-pinned" />
        {count('visitorThreshold', t('form.thresholdHint'))}
      </fieldset>
      <FormActions saving={saving} onCancel={onCancel} error={form.formError} testId="room-form" />
    </form>
  );
}
