import { NOTIFICATION_TRIGGERS } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { toggleTrigger, type RecipientRow } from '../model/settings-form.ts';

interface RecipientMatrixProps {
  recipients: readonly RecipientRow[];
  disabled: boolean;
  onAddress: (index: number, address: string) => void;
  onTrigger: (index: number, triggers: RecipientRow['triggers']) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  fieldError: (path: string) => string | null;
}

/**
 * The e-mail recipients as a matrix: one row per address, one checkbox per trigger. On a
 * phone each row becomes a small card (the CSS hides the header and labels each checkbox).
 */
export function RecipientMatrix({ recipients, disabled, onAddress, onTrigger, onRemove, onAdd, fieldError }: RecipientMatrixProps) {
  const { t } = useTranslation('notifications');
  const listError = fieldError('email/recipients');
  return (
    <div className="field-wide recipient-matrix" data-testid="notification-recipients">
      <div className="recipient-matrix-head">
        <h3>{t('email.recipients')}</h3>
        {!disabled ? (
          <button type="button" className="button" onClick={onAdd} data-testid="notification-recipient-add">
            + {t('email.addRecipient')}
          </button>
        ) : null}
      </div>
      {recipients.length === 0 ? <p className="muted recipient-none">{t('email.noRecipients')}</p> : null}
      {recipients.length > 0 ? (
        <table className="data-table recipient-table">
          <thead>
            <tr>
              <th scope="col">{t('email.address')}</th>
              {NOTIFICATION_TRIGGERS.map((trigger) => (
                <th key={trigger} scope="col" className="recipient-trigger">
                  {t(`trigger.${trigger}`)}
                </th>
              ))}
              <th scope="col">
                <span className="notify-sr-only">{t('email.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {recipients.map((recipient, index) => {
              const addressError = fieldError(`email/recipients/${index}/address`);
              const triggersError = fieldError(`email/recipients/${index}/triggers`);
              const errorId = `recipient-${recipient.key}-error`;
              return (
                <tr key={recipient.key} data-testid="notification-recipient">
                  <td className="recipient-address">
                    <input
                      type="email"
                      dir="ltr"
                      value={recipient.address}
                      disabled={disabled}
                      aria-label={t('email.addressOf', { number: index + 1 })}
                      aria-invalid={addressError ? true : undefined}
                      aria-describedby={addressError || triggersError ? errorId : undefined}
                      placeholder="name@example.com"
                      onChange={(event) => onAddress(index, event.target.value)}
                      data-testid="notification-recipient-address"
                    />
                    {addressError || triggersError ? (
                      <span id={errorId} className="field-error" role="alert">
                        {addressError ?? triggersError}
                      </span>
                    ) : null}
                  </td>
                  {NOTIFICATION_TRIGGERS.map((trigger) => (
                    <td key={trigger} className="recipient-trigger" data-label={t(`trigger.${trigger}`)}>
                      <label className="recipient-check">
                        <input
                          type="checkbox"
                          checked={recipient.triggers.includes(trigger)}
                          disabled={disabled}
                          aria-label={t('email.triggerFor', { trigger: t(`trigger.${trigger}`), address: recipient.address || t('email.addressOf', { number: index + 1 }) })}
                          onChange={(event) => onTrigger(index, toggleTrigger(recipient.triggers, trigger, event.target.checked))}
                          data-testid={`notification-recipient-${trigger}`}
                        />
                        <span className="recipient-check-label" aria-hidden="true">
                          {t(`trigger.${trigger}`)}
                        </span>
                      </label>
                    </td>
                  ))}
                  <td className="recipient-remove">
                    {!disabled ? (
                      <button
                        type="button"
                        className="icon-button"
                        onClick={() => onRemove(index)}
                        aria-label={t('email.removeRecipient', { address: recipient.address || t('email.addressOf', { number: index + 1 }) })}
                        data-testid="notification-recipient-remove"
                      >
                        ×
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {listError ? (
        <span className="field-error" role="alert" data-testid="notification-recipients-error">
          {listError}
        </span>
      ) : null}
    </div>
  );
}
