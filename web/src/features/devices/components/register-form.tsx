import { DEVICE_TYPES, type RegisteredDevice, type StaticRoom } from '@facility/contracts';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegisterDevice } from '../api/devices-api.ts';
import { DEVICE_CODE_MAX, EMPTY_REGISTER_FORM, refusedAsTakenCode, registerFormRules, toRegisterBody, type RegisterFormValues } from '../model/device-form.ts';
import { useDeviceLabels } from './device-labels.ts';

interface RegisterFormProps {
  rooms: readonly StaticRoom[];
  /** The codes of the site's devices in service: a code among them is refused before saving. */
  codesInService: readonly (string | null)[];
  /** The new device, its name (code or id) and its token, which the caller shows once. */
  onRegistered: (device: RegisteredDevice, name: string, deviceType: string) => void;
  onCancel: () => void;
}

/**
 * Registers a device in one of the site's rooms (`POST /api/admin/devices`). A code another
 * device in service has is refused under the field: at once for the site's devices, on
 * saving for those of other sites (the server checks the whole organisation), and then at
 * once again if the admin types that code back.
 */
export function RegisterForm({ rooms, codesInService, onRegistered, onCancel }: RegisterFormProps) {
  const { t } = useTranslation('devices');
  const labels = useDeviceLabels();
  const [refusedCodes, setRefusedCodes] = useState<readonly string[]>([]);
  const taken = useMemo(() => [...codesInService, ...refusedCodes], [codesInService, refusedCodes]);
  const rules = useCallback((values: RegisterFormValues) => registerFormRules(values, taken), [taken]);
  const form = useForm(EMPTY_REGISTER_FORM, rules);
  const { values, set, fieldError } = form;
  const register = useRegisterDevice((device) => {
    onRegistered(device, values.deviceCode.trim() || device.deviceId, values.deviceType);
    form.reset(EMPTY_REGISTER_FORM);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const body = toRegisterBody(values);
    register.mutate(body, {
      onError: (error) => {
        // The rule then says so in the reader's language, rather than the server's English.
        if (refusedAsTakenCode(error) && body.deviceCode !== undefined) setRefusedCodes((codes) => [...codes, body.deviceCode!]);
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
