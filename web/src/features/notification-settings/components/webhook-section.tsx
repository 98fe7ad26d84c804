import { NOTIFICATION_TRIGGERS, WEBHOOK_METHODS, type WebhookMethod } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ChoiceField, FieldFrame, TextField } from '../../../components/form/form-fields.tsx';
import { generateSecret } from '../model/secret.ts';
import { toggleTrigger, type NotificationFormValues, type WebhookValues } from '../model/settings-form.ts';
import { TextAreaField } from './text-area-field.tsx';

interface WebhookSectionProps {
  values: WebhookValues;
  readOnly: boolean;
  change: (path: string, next: (current: NotificationFormValues) => NotificationFormValues) => void;
  fieldError: (path: string) => string | null;
}

/**
 * spec §3 "API config": method, URL, authorization header, signing secret (`token`; written,
 * never read back), additional info, and the triggers that call it.
 */
export function WebhookSection({ values, readOnly, change, fieldError }: WebhookSectionProps) {
  const { t } = useTranslation('notifications');
  const patch = (path: string, next: Partial<WebhookValues>) => change(path, (current) => ({ ...current, webhook: { ...current.webhook, ...next } }));
  const typingSecret = !values.secretSet || values.replacingSecret;
  const triggersError = fieldError('webhook/triggers');

  return (
    <section className="card notify-section" aria-labelledby="notify-webhook-title" data-testid="notification-webhook">
      <header className="notify-section-head">
        <h2 id="notify-webhook-title">{t('webhook.title')}</h2>
        <CheckboxField label={t('webhook.enabled')} checked={values.enabled} disabled={readOnly} onChange={(enabled) => patch('webhook/enabled', { enabled })} testId="notification-webhook-enabled" />
      </header>
      <p className="field-hint notify-section-intro">{t('webhook.intro')}</p>
      <fieldset className="admin-form notify-fields" disabled={readOnly}>
        <ChoiceField<WebhookMethod>
          label={t('webhook.method')}
          value={values.method}
          options={WEBHOOK_METHODS.map((method) => ({ value: method, label: method }))}
          onChange={(method) => method && patch('webhook/method', { method })}
          testId="notification-webhook-method"
        />
        <TextField
          label={t('webhook.url')}
          type="url"
          dir="ltr"
          value={values.url}
          onChange={(url) => patch('webhook/url', { url })}
          error={fieldError('webhook/url')}
          hint={t('webhook.urlHint')}
          placeholder="https://hooks.example.com/facility"
          wide
          testId="notification-webhook-url"
        />
        <TextField
          label={t('webhook.authorization')}
          dir="ltr"
          value={values.authorization}
          onChange={(authorization) => patch('webhook/authorization', { authorization })}
          error={fieldError('webhook/authorization')}
          hint={t('webhook.authorizationHint')}
          autoComplete="off"
          testId="notification-webhook-authorization"
        />
        {typingSecret ? (
          <FieldFrame label={t('webhook.secret')} error={fieldError('webhook/secret')} hint={t(values.secretSet ? 'webhook.secretReplaceHint' : 'webhook.secretHint')}>
            {({ id, describedBy, invalid }) => (
              <div className="notify-secret">
                <input
                  id={id}
                  dir="ltr"
                  className="notify-secret-input"
                  value={values.secret}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => patch('webhook/secret', { secret: event.target.value })}
                  data-testid="notification-webhook-secret"
                />
                {!readOnly ? (
                  <button type="button" className="button" onClick={() => patch('webhook/secret', { secret: generateSecret() })} data-testid="notification-webhook-secret-generate">
                    {t('webhook.generate')}
                  </button>
                ) : null}
                {values.secretSet && !readOnly ? (
                  <button type="button" className="button" onClick={() => patch('webhook/secret', { secret: '', replacingSecret: false })} data-testid="notification-webhook-secret-keep">
                    {t('webhook.keepSecret')}
                  </button>
                ) : null}
              </div>
            )}
          </FieldFrame>
        ) : (
          <div className="field">
            <span className="field-label">{t('webhook.secret')}</span>
            <div className="notify-secret">
              <span className="status-pill is-active" data-testid="notification-webhook-secret-set">
                {t('webhook.secretSet')}
              </span>
              {!readOnly ? (
                <button type="button" className="button" onClick={() => patch('webhook/secret', { replacingSecret: true })} data-testid="notification-webhook-secret-replace">
                  {t('webhook.replaceSecret')}
                </button>
              ) : null}
            </div>
          </div>
        )}
        <TextAreaField
          label={t('webhook.additionalInfo')}
          value={values.additionalInfo}
          onChange={(additionalInfo) => patch('webhook/additionalInfo', { additionalInfo })}
          error={fieldError('webhook/additionalInfo')}
          hint={t('webhook.additionalInfoHint')}
          testId="notification-webhook-info"
        />
        <div className="field field-wide" role="group" aria-labelledby="notify-webhook-triggers">
          <span id="notify-webhook-triggers" className="field-label">
            {t('webhook.triggers')}
          </span>
          <div className="notify-trigger-list">
            {NOTIFICATION_TRIGGERS.map((trigger) => (
              <CheckboxField
                key={trigger}
                label={t(`trigger.${trigger}`)}
                checked={values.triggers.includes(trigger)}
                disabled={readOnly}
                onChange={(on) => patch('webhook/triggers', { triggers: toggleTrigger(values.triggers, trigger, on) })}
                testId={`notification-webhook-${trigger}`}
              />
            ))}
          </div>
          {triggersError ? (
            <span className="field-error" role="alert">
              {triggersError}
            </span>
          ) : null}
        </div>
        <p className="field-hint field-wide notify-signature-note">{t('webhook.signatureNote')}</p>
      </fieldset>
    </section>
  );
}
