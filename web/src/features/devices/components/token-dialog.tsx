import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePageLink } from './device-page-link.tsx';

interface TokenDialogProps {
  /** The device's name in the title. */
  name: string;
  token: string;
  /** Tablets, pads and QR tags also get the link of their browser page (and a QR tag its code to print). */
  deviceType: string;
  /** A registration (rather than a new token for a device in service). */
  registered: boolean;
  onClose: () => void;
}

/**
 * A device token, shown this once (only its hash is stored): a modal native dialog with the
 * token selectable and a copy button. Escape or Done closes it; the token is gone then.
 */
export function TokenDialog({ name, token, deviceType, registered, onClose }: TokenDialogProps) {
  const { t } = useTranslation('devices');
  const dialog = useRef<HTMLDialogElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <dialog
      ref={dialog}
      className="popup device-token-dialog"
      aria-labelledby="device-token-title"
      data-testid="device-token-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="device-token-title">
        {registered ? t('token.registered') : t('token.title')}: <bdi>{name}</bdi>
      </h2>
      <p>{t('token.once')}</p>
      <output className="device-token" dir="ltr" translate="no" data-testid="device-token-value">
        {token}
      </output>
      <p className="device-token-status" role="status" data-testid="device-token-copy-status">
        {copy === 'copied' ? t('token.copied') : copy === 'failed' ? t('token.copyFailed') : ''}
      </p>
      <DevicePageLink deviceType={deviceType} token={token} name={name} />
      <div className="popup-actions">
        <button type="button" className="button" onClick={() => void copyToken()} data-testid="device-token-copy">
          {t('token.copy')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose} data-testid="device-token-done" autoFocus>
          {t('token.done')}
        </button>
      </div>
    </dialog>
  );
}
