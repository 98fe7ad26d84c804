import type { NotificationSettingsResponse, UserLanguage } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState, Loading, QueryView } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../stores/session.store.ts';
import { settingsQuery, siteQuery, useSaveSettings } from '../api/notifications-api.ts';
import { formToBody, settingsToForm } from '../model/settings-form.ts';
import { EmailSection } from './email-section.tsx';
import { MailPreview } from './mail-preview.tsx';
import { RecentNotifications } from './recent-notifications.tsx';
import { useSettingsForm } from './use-settings-form.ts';
import { WebhookSection } from './webhook-section.tsx';
import './notification-settings.css';

/** User types the API lets change a site's notifications (within their scope); the others read them. */
const WRITERS: readonly string[] = ['admin', 'manager'];

/**
 * Calls & notifications (/shift/notifications, spec §3 "Email config" and "API config"): who
 * hears about the selected site's calls and devices, by e-mail and by webhook, and what
 * became of the latest notifications. `tabs` is the shift area's tab strip (the app puts it
 * in: features do not import each other).
 */
export default function NotificationSettingsPage({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation(['notifications', 'admin']);
  const site = useCurrentSite();
  const companies = useCompanies();
  return (
    <AdminPage id="notifications" intro={t('page.intro')} tools={<PlacePicker testId="notifications" />}>
      {tabs}
      {site ? (
        <SiteNotifications key={site.id} siteId={site.id} timeZone={site.timezone} />
      ) : companies.data === undefined ? (
        <Loading />
      ) : (
        <EmptyState message={t('admin:rules.selectCompanyAndSite')} />
      )}
    </AdminPage>
  );
}

function SiteNotifications({ siteId, timeZone }: { siteId: string; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation('notifications');
  const { user } = useSnapshot(session);
  const readOnly = !WRITERS.includes(user?.type ?? '');
  const settings = useQuery(settingsQuery(siteId));
  const site = useQuery(siteQuery(siteId));
  const language = (i18n.language as UserLanguage) ?? 'en';

  return (
    <div className="notify-page">
      {readOnly ? (
        <p className="muted" data-testid="notification-read-only">
          {t('page.readOnly')}
        </p>
      ) : null}
      {site.data && !site.data.alerts ? (
        <p className="notify-alerts-off" role="status" data-testid="notification-alerts-off">
          {t('page.alertsOff')}
        </p>
      ) : null}
      <QueryView query={settings}>{(loaded) => <SettingsForm siteId={siteId} settings={loaded} language={language} readOnly={readOnly} />}</QueryView>
      <RecentNotifications siteId={siteId} timeZone={timeZone} />
    </div>
  );
}

function SettingsForm({ siteId, settings, language, readOnly }: { siteId: string; settings: NotificationSettingsResponse; language: UserLanguage; readOnly: boolean }) {
  const form = useSettingsForm(settings.updatedAt ?? 'new', () => settingsToForm(settings, language));
  const save = useSaveSettings(siteId);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const sent = form.sending();
    save.mutate(formToBody(values), {
      onSuccess: () => form.saved(sent),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.refused(error);
      },
    });
  };

  return (
    <form className="notify-form" onSubmit={submit} noValidate data-testid="notification-form">
      <EmailSection values={values.email} readOnly={readOnly} change={form.change} removeRow={form.removeRow} fieldError={form.fieldError} />
      <MailPreview siteId={siteId} email={values.email} canSend={!readOnly} />
      <WebhookSection values={values.webhook} readOnly={readOnly} change={form.change} fieldError={form.fieldError} />
      {readOnly ? null : <FormActions saving={save.isPending} error={form.formError} testId="notification-form" />}
    </form>
  );
}
