import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicePageKindOf, devicePageUrl } from '../../../lib/device-page-links.ts';
import './device-page-link.css';

/** The QR code of a link as an SVG data URL (the library is loaded only when a QR tag's token is shown). */
async function qrCodeOf(url: string): Promise<string> {
  const { default: qrcode } = await import('qrcode');
  const svg = await qrcode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * In the one-time token dialog of a tablet, pad or QR tag: the link its page opens with
 * (`/kiosk#<token>` or `/qr#<token>`), a copy button, and for a QR tag the code to print.
 */
export function DevicePageLink({ deviceType, token, name }: { deviceType: string; token: string; name: string }) {
  const { t } = useTranslation('device-page');
  const kind = devicePageKindOf(deviceType);
  const url = kind ? devicePageUrl(kind, token, window.location.origin) : null;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [qrCode, setQrCode] = useState<string | null>(null);

  useEffect(() => {
    if (kind !== 'qr' || !url) return;
    let live = true;
    qrCodeOf(url).then(
      (image) => live && setQrCode(image),
      (error: unknown) => console.error('The QR code could not be drawn', error),
    );
    return () => {
      live = false;
    };
  }, [kind, url]);

  if (!kind || !url) return null;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className="device-page-link" aria-labelledby="device-page-link-title" data-testid="device-page-link">
      <h3 id="device-page-link-title">{t('link.title')}</h3>
      <p className="device-page-link-hint">{kind === 'qr' ? t('link.qrHint') : t('link.kioskHint')}</p>
      <output className="device-token" dir="ltr" translate="no" data-testid="device-page-link-url">
        {url}
      </output>
      <div className="device-page-link-actions">
        <button type="button" className="button" onClick={() => void copyLink()} data-testid="device-page-link-copy">
          {t('link.copy')}
        </button>
        <span role="status" className="device-token-status">
          {copy === 'copied' ? t('link.copied') : copy === 'failed' ? t('link.copyFailed') : ''}
        </span>
      </div>
      {kind === 'qr' && qrCode ? (
        <div className="device-page-qr">
          <img src={qrCode} alt={t('link.qrAlt')} width={180} height={180} data-testid="device-page-qr-code" />
          <a className="button" href={qrCode} download={`qr-${name.replace(/[^\w-]+/g, '_')}.svg`} data-testid="device-page-qr-download">
            {t('link.download')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
