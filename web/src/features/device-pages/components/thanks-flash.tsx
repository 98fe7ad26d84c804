import { useTranslation } from 'react-i18next';

/** The "Thank you" a press shows at once, whether or not the network is there to send it. */
export function ThanksFlash({ shown }: { shown: boolean }) {
  const { t } = useTranslation('device-page');
  return (
    <div className={`device-thanks${shown ? ' is-shown' : ''}`} role="status" aria-live="polite" data-testid={shown ? 'device-thanks' : undefined}>
      {shown ? (
        <>
          <span className="device-thanks-mark" aria-hidden="true">
            ✓
          </span>
          <strong>{t('thanks.title')}</strong>
          <span>{t('thanks.received')}</span>
        </>
      ) : null}
    </div>
  );
}
