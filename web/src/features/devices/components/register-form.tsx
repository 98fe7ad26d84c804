import { DEVICE_TYPES, type RegisteredDevice, type StaticRoom } from '@facility/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegisterDevice } from '../api/devices-api.ts';
import { DEVICE_CODE_MAX, EMPTY_REGISTER_FORM, registerFormRules, toRegisterBody } from '../model/device-form.ts';
import { useDeviceLabels } from './device-labels.ts';

interface RegisterFormProps {
  rooms: readonly StaticRoom[];
  /** The new device, its name (code or id) and its token, which the caller shows once. */
  onRegistered: (device: RegisteredDevice, name: string, deviceType: string) => void;
  onCancel: () => void;
}

/** Registers a device in one of the site's rooms (`POST /api/admin/devices`). */
export function RegisterForm({ rooms, onRegistered, onCancel }: RegisterFormProps) {
  const { t } = useTranslation('devices');
  const labels = useDeviceLabels();
  const form = useForm(EMPTY_REGISTER_FORM, registerFormRules);
  const { values, set, fieldError } = form;
  const register = useRegisterDevice((device) => {
    onRegistered(device, values.deviceCode.trim() || device.deviceId, values.deviceType);
    form.reset(EMPTY_REGISTER_FORM);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    register.mutate(toRegisterBody(values), {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.refused(error);
      },
    });
  };

  return (
    <section className="admin-drawer device-register" aria-labelledby="device-register-title" data-testid="device-register">
      <h2 id="device-register-title">{t('register.title')}</h2>
      {rooms.length === 0 ? <p className="muted" data-testid="device-register-no-rooms">{t('register.noRooms')}</p> : null}
      <form className="admin-form" noValidate onSubmit={submit}>
        <ChoiceField
          label={t('register.room')}
          value={values.roomId}
          placeholder={t('admin:rules.pleaseSelect')}
          options={rooms.map((room) => ({ value: room.id, label: room.displayName }))}
          onChange={(roomId) => set('roomId', roomId)}
          error={fieldError('roomId')}
          testId="device-register-room"
        />
        <ChoiceField
          label={t('register.type')}
          value={values.deviceType}
          placeholder={t('admin:rules.pleaseSelect')}
          options={DEVICE_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
          onChange={(deviceType) => set('deviceType', deviceType)}
          error={fieldError('deviceType')}
          testId="device-register-type"
        />
        <TextField
          label={t('register.code')}
          hint={t('register.codeHint')}
          value={values.deviceCode}
          onChange={(code) => set('deviceCode', code)}
          error={fieldError('deviceCode')}
          maxLength={DEVICE_CODE_MAX}
          dir="auto"
          testId="device-register-code"
        />
        <FormActions saving={register.isPending} onCancel={onCancel} error={form.formError} testId="device-register" />
      </form>
    </section>
  );
}
