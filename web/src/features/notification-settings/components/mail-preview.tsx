import { NOTIFICATION_TRIGGERS, type NotificationPreviewBody, type NotificationTrigger } from '@facility/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { isRtl } from '../../../i18n/languages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { previewQuery } from '../api/notifications-api.ts';
import { emailToBody, type EmailValues } from '../model/settings-form.ts';

/**
 * The e-mail the settings as typed would send, rendered by the server for an example at the
 * site (its first room, its first service's problems): what the recipients will read, in the
 * mail's language and layout, before anything is saved. It follows the form after a pause in
 * typing, and says when this server cannot send mail or add the dashboard link.
 */
export function MailPreview({ siteId, email }: { siteId: string; email: EmailValues }) {
  const { t } = useTranslation('notifications');
  const [trigger, setTrigger] = useState<NotificationTrigger>('call_late');
  // The body as text: an unchanged form is the same request, whatever object holds it.
  const settled = useDebounced(JSON.stringify({ email: emailToBody(email), trigger } satisfies NotificationPreviewBody), SEARCH_DEBOUNCE_MS);
  const preview = useQuery({ ...previewQuery(siteId, JSON.parse(settled) as NotificationPreviewBody), placeholderData: keepPreviousData });
  const mail = preview.data;
  const refused = preview.error instanceof ApiError && preview.error.status === 400;

  return (
    <section className="card notify-section notify-preview" aria-labelledby="notify-preview-title" data-testid="notification-preview">
      <header className="notify-section-head">
        <h2 id="notify-preview-title">{t('preview.title')}</h2>
        <SelectField<NotificationTrigger>
          label={t('preview.trigger')}
          value={trigger}
          options={NOTIFICATION_TRIGGERS.map((value) => ({ value, label: t(`trigger.${value}`) }))}
          onChange={setTrigger}
          testId="notification-preview-trigger"
        />
      </header>
      <p className="field-hint notify-section-intro">{t('preview.intro')}</p>
      {mail && !mail.smtpConfigured ? (
        <p className="notify-preview-warning" role="status" data-testid="notification-preview-no-smtp">
          {t('preview.noSmtp')}
        </p>
      ) : null}
      {preview.isError ? (
        <p className={refused ? 'field-hint' : 'form-error'} role="status" data-testid="notification-preview-unavailable">
          {t(refused ? 'preview.invalid' : 'preview.failed')}
        </p>
      ) : null}
      {mail ? (
        <div className="notify-preview-mail" aria-busy={preview.isFetching} data-testid="notification-preview-mail">
          <dl className="notify-preview-head">
            <dt>{t('preview.from')}</dt>
            <dd dir="auto" data-testid="notification-preview-from">
              {mail.from.name ? <bdi>{mail.from.name}</bdi> : null}
              {mail.from.name ? ' ' : null}
              {mail.from.address ? <span dir="ltr">{`<${mail.from.address}>`}</span> : <span className="muted">({t('preview.noAddress')})</span>}
            </dd>
            <dt>{t('preview.subject')}</dt>
            <dd dir="auto" data-testid="notification-preview-subject">
              {mail.subject}
            </dd>
          </dl>
          <pre className="notify-preview-text" dir={isRtl(email.emailLanguage) ? 'rtl' : 'ltr'} lang={email.emailLanguage} data-testid="notification-preview-text">
            {mail.text}
          </pre>
        </div>
      ) : null}
      {mail && !mail.linked ? (
        <p className="field-hint" data-testid="notification-preview-no-link">
          {t('preview.noLink')}
        </p>
      ) : null}
    </section>
  );
}
