import type { AdminDeviceDetail } from '@facility/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { TextField } from '../../../components/form/form-fields.tsx';
import { useStoredForm } from '../../../components/form/use-stored-form.ts';
import { useStoredValues } from '../../../components/form/use-stored-values.ts';
import { useRefusalToast } from '../../../components/form/use-refusal-toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateDevice } from '../api/devices-api.ts';
import { INSTALL_SPOT_MAX, MAC_ID_MAX, QR_TAG_MAX, replaceFormRules, replaceFormValues, toInstallSpotBody, toReplaceBody } from '../model/device-install.ts';

/** Where in its room the device is mounted (`PUT` with `installSpot`). */
export function InstallSpotForm({ device }: { device: AdminDeviceDetail }) {
  const { t } = useTranslation('devices');
  const { values: text, edit, sending, saved } = useStoredValues(device.installSpot ?? '', () => device.installSpot ?? '');
  const update = useUpdateDevice(device.device_id);
  const refused = useRefusalToast();
  const body = toInstallSpotBody(device, text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = sending();
    if (body) update.mutate(body, { onSuccess: () => saved(sent), onError: refused });
  };
  return (
    <form className="device-section device-inline-form" onSubmit={submit} data-testid="device-spot">
      <h3 className="section-title">{t('spot.title')}</h3>
      <TextField label={t('spot.label')} value={text} maxLength={INSTALL_SPOT_MAX} dir="auto" onChange={(next) => edit(() => next)} testId="device-spot-text" />
      <button type="submit" className="button button-primary" disabled={!body || update.isPending} data-testid="device-spot-submit">
        {t('spot.submit')}
      </button>
    </form>
  );
}

/**
 * New hardware in the same place (`PUT` with `replace`): its MAC id and QR tag overwrite
 * the old ones, the token and history stay with the device.
 */
export function ReplaceHardwareForm({ device }: { device: AdminDeviceDetail }) {
  const { t } = useTranslation('devices');
  // The spot saved by the form above shows here too, unless something typed here is unsaved.
  const stored = [device.mac_id, device.qr_tag, device.installSpot].map((value) => value ?? '').join('\u0000');
  const form = useStoredForm(stored, () => replaceFormValues(device), replaceFormRules);
  const { values, set, fieldError } = form;
  const update = useUpdateDevice(device.device_id);
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const sent = form.sending();
    update.mutate(toReplaceBody(device, values), {
      onSuccess: () => {
        form.saved(sent);
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.refused(error);
      },
    });
  };
  return (
    <details className="device-section device-replace" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="device-replace-toggle">
      <summary>{t('replace.title')}</summary>
      <p className="muted">{t('replace.hint')}</p>
      <form className="admin-form device-replace-form" noValidate onSubmit={submit} data-testid="device-replace-form">
        <TextField
          label={t('replace.macId')}
          value={values.macId}
          maxLength={MAC_ID_MAX}
          dir="ltr"
          autoComplete="off"
          onChange={(macId) => set('macId', macId)}
          error={fieldError('macId') ?? fieldError('replace/mac_id')}
          hint={t('replace.macHint')}
          testId="device-replace-mac"
        />
        <TextField
          label={t('replace.qrTag')}
          value={values.qrTag}
          maxLength={QR_TAG_MAX}
          dir="ltr"
          autoComplete="off"
          onChange={(qrTag) => set('qrTag', qrTag)}
          error={fieldError('qrTag') ?? fieldError('replace/qr_tag')}
          testId="device-replace-qr"
        />
        <TextField
          label={t('spot.label')}
          value={values.installSpot}
          maxLength={INSTALL_SPOT_MAX}
          dir="auto"
          onChange={(installSpot) => set('installSpot', installSpot)}
          error={fieldError('installSpot')}
          testId="device-replace-spot"
        />
        <FormActions saving={update.isPending} error={form.formError} testId="device-replace" />
      </form>
    </details>
  );
}
