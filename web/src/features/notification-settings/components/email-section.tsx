import { NOTIFICATION_EMAIL_FORMATS, type UserLanguage } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { newRecipient, type EmailValues, type NotificationFormValues } from '../model/settings-form.ts';
import { RecipientMatrix } from './recipient-matrix.tsx';
import { TextAreaField } from './text-area-field.tsx';

interface EmailSectionProps {
  values: EmailValues;
  readOnly: boolean;
  change: (path: string, next: (current: NotificationFormValues) => NotificationFormValues) => void;
  removeRow: (listPath: string, next: (current: NotificationFormValues) => NotificationFormValues) => void;
  fieldError: (path: string) => string | null;
}

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code as UserLanguage, label: language.nativeName }));

/** spec §3 "Email config": sender, subject, message, company name, the two languages, the layout, and who gets what. */
export function EmailSection({ values, readOnly, change, removeRow, fieldError }: EmailSectionProps) {
  const { t } = useTranslation('notifications');
  const set = <K extends keyof EmailValues>(field: K, path: string) => (value: EmailValues[K]) =>
    change(path, (current) => ({ ...current, email: { ...current.email, [field]: value } }));
  const setRecipients = (path: string, next: (recipients: EmailValues['recipients']) => EmailValues['recipients']) =>
    change(path, (current) => ({ ...current, email: { ...current.email, recipients: next(current.email.recipients) } }));
  const withRow = (index: number, patch: Partial<EmailValues['recipients'][number]>) => (recipients: EmailValues['recipients']) =>
    recipients.map((row, at) => (at === index ? { ...row, ...patch } : row));

  return (
    <section className="card notify-section" aria-labelledby="notify-email-title" data-testid="notification-email">
      <header className="notify-section-head">
        <h2 id="notify-email-title">{t('email.title')}</h2>
        <CheckboxField label={t('email.enabled')} checked={values.enabled} disabled={readOnly} onChange={set('enabled', 'email/enabled')} testId="notification-email-enabled" />
      </header>
      <p className="field-hint notify-section-intro">{t('email.intro')}</p>
      <fieldset className="admin-form notify-fields" disabled={readOnly}>
        <TextField label={t('email.senderName')} value={values.senderName} onChange={set('senderName', 'email/sender/name')} error={fieldError('email/sender/name')} testId="notification-sender-name" />
        <TextField
          label={t('email.senderAddress')}
          type="email"
          dir="ltr"
          value={values.senderAddress}
          onChange={set('senderAddress', 'email/sender/address')}
          error={fieldError('email/sender/address')}
          hint={t('email.senderAddressHint')}
          testId="notification-sender-address"
        />
        <TextField label={t('email.companyName')} value={values.companyName} onChange={set('companyName', 'email/companyName')} error={fieldError('email/companyName')} testId="notification-company-name" />
        <TextField
          label={t('email.subject')}
          value={values.subject}
          onChange={set('subject', 'email/subject')}
          error={fieldError('email/subject')}
          hint={t('email.subjectHint')}
          wide
          testId="notification-subject"
        />
        <TextAreaField label={t('email.message')} value={values.message} onChange={set('message', 'email/message')} error={fieldError('email/message')} hint={t('email.messageHint')} testId="notification-message" />
        <ChoiceField<UserLanguage>
          label={t('email.emailLanguage')}
          value={values.emailLanguage}
          options={LANGUAGE_OPTIONS}
          onChange={(language) => language && set('emailLanguage', 'email/emailLanguage')(language)}
          testId="notification-email-language"
        />
        <ChoiceField<UserLanguage>
          label={t('email.complaintLanguage')}
          value={values.complaintLanguage}
          options={LANGUAGE_OPTIONS}
          onChange={(language) => language && set('complaintLanguage', 'email/complaintLanguage')(language)}
          testId="notification-complaint-language"
        />
        <div className="field notify-format" role="radiogroup" aria-labelledby="notify-format-label">
          <span id="notify-format-label" className="field-label">
            {t('email.format')}
          </span>
          <div className="notify-format-choices">
            {NOTIFICATION_EMAIL_FORMATS.map((format) => (
              <label key={format} className="check-field">
                <input
                  type="radio"
                  name="notify-format"
                  value={format}
                  checked={values.format === format}
                  onChange={() => set('format', 'email/format')(format)}
                  data-testid={`notification-format-${format}`}
                />
                <span>{t(`format.${format}`)}</span>
              </label>
            ))}
          </div>
        </div>
        <RecipientMatrix
          recipients={values.recipients}
          disabled={readOnly}
          fieldError={fieldError}
          onAdd={() => setRecipients('email/recipients', (rows) => [...rows, newRecipient()])}
          onAddress={(index, address) => setRecipients(`email/recipients/${index}/address`, withRow(index, { address }))}
          onTrigger={(index, triggers) => setRecipients(`email/recipients/${index}/triggers`, withRow(index, { triggers }))}
          onRemove={(index) =>
            removeRow('email/recipients', (current) => ({ ...current, email: { ...current.email, recipients: current.email.recipients.filter((_, at) => at !== index) } }))
          }
        />
      </fieldset>
    </section>
  );
}
