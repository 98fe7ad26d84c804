import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../hooks/use-modal-dialog.ts';

interface ConfirmDialogProps {
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The "Are you sure?" confirmation (spec §8) as a modal native dialog: focus stays inside,
 * Escape cancels, and the page behind cannot be clicked by mistake.
 */
export function ConfirmDialog({ text, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('realtime');
  const dialog = useModalDialog();  return (
    <dialog
      ref={dialog}
      className="rt-dialog"
      aria-labelledby="rt-dialog-title"
      data-testid="realtime-confirm"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="rt-dialog-title">{t('common:errors.areYouSure')}</h2>
      <p>{text}</p>
      <div className="rt-dialog-actions">
        <button type="button" className="button" onClick={onCancel} data-testid="realtime-confirm-cancel">
          {t('call.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm} data-testid="realtime-confirm-yes" autoFocus>
          {t('common:errors.yes')}
        </button>
      </div>
    </dialog>
  );
}
