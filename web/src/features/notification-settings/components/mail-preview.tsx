import { EMAIL_PATTERN, NOTIFICATION_TRIGGERS, type NotificationPreviewBody, type NotificationTrigger } from '@facility/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-fields.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { isRtl } from '../../../i18n/languages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { previewQuery, useSendTestMail } from '../api/notifications-api.ts';
import { emailToBody, previewReady, type EmailValues } from '../model/settings-form.ts';

/**
 * The e-mail the settings as typed would send, rendered by the server for an example at the
 * site (its first room, its first service's problems): what the recipients will read, in the
 * mail's language and layout, before anything is saved. It follows the form after a pause in
 * typing, and says when this server cannot send mail or add the dashboard link. Those who may
 * change the settings (`canSend`) can send it to one address as a test.
 */
export function MailPreview({ siteId, email, canSend }: { siteId: string; email: EmailValues; canSend: boolean }) {
  const { t } = useTranslation('notifications');
  const [trigger, setTrigger] = useState<NotificationTrigger>('call_late');
  // The body as text: an unchanged form is the same request, whatever object holds it. Whether
  // the fields pass settles with it, so a body is never sent while the form still refuses it
  // (the server would answer 400 on every keystroke).
  const settled = useDebounced(JSON.stringify({ body: { email: emailToBody(email), trigger } satisfies NotificationPreviewBody, ready: previewReady(email) }), SEARCH_DEBOUNCE_MS);
  const { body, ready } = JSON.parse(settled) as { body: NotificationPreviewBody; ready: boolean };
  const preview = useQuery({ ...previewQuery(siteId, body), placeholderData: keepPreviousData, enabled: ready });
  // A mail of fields since changed to invalid ones is not what they would send: none shows.
  const mail = ready ? preview.data : undefined;
  const refused = !ready || (preview.error instanceof ApiError && preview.error.status === 400);

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
      {refused || preview.isError ? (
        <p className={refused ? 'field-hint' : 'form-error'} role="status" data-testid="notification-preview-unavailable">
          {t(refused ? 'preview.invalid' : 'preview.failed')}
        </p>
      ) : null}
      {mail ? (
        <div className="notify-preview-mail" aria-busy={preview.isFetching} data-testid="notification-preview-mail">
          <dl className="notify-preview-head">
            <dt>{t('preview.from')}</dt>
            {/* The page's direction: the name isolated, the address kept left to right. */}
            <dd data-testid="notification-preview-from">
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
      {canSend && mail?.smtpConfigured ? <TestSend siteId={siteId} body={body} firstRecipient={email.recipients[0]?.address.trim() ?? ''} /> : null}
    </section>
  );
}

const EMAIL = new RegExp(EMAIL_PATTERN);

/** One address (the first recipient's to begin with) and a button: the preview, sent now as a test. */
function TestSend({ siteId, body, firstRecipient }: { siteId: string; body: NotificationPreviewBody; firstRecipient: string }) {
  const { t } = useTranslation('notifications');
  const [typed, setTyped] = useState<string | null>(null);

  const address = (typed ?? firstRecipient).trim();
  const send = useSendTestMail(siteId);
  const [checked, setChecked] = useState(false);
  const invalid = checked && !EMAIL.test(address);

  // A form of its own would nest in the settings form: the button sends without submitting it.
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setChecked(true);
    if (!EMAIL.test(address)) return;
    send.mutate({ ...body, to: address });
  };
  const reason = send.error instanceof ApiError ? (send.error.detail ?? send.error.message) : String(send.error ?? '');

  return (
    <div className="notify-test" data-testid="notification-test">
      <TextField
        label={t('test.address')}
        type="email"
        dir="ltr"
        value={typed ?? firstRecipient}
        onChange={setTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
        error={invalid ? t('test.invalidAddress') : null}
        testId="notification-test-address"
      />
      <button type="button" className="button" disabled={send.isPending} onClick={submit} data-testid="notification-test-send">
        {send.isPending ? t('test.sending') : t('test.send')}
      </button>
      <p className="notify-test-outcome" role="status" data-testid="notification-test-outcome">
        {send.isSuccess ? t('test.sent', { address: send.data.to }) : send.isError ? <span className="form-error">{t('test.failed', { reason })}</span> : null}
      </p>
    </div>
  );
}
