import type { SiteCallSettingsResponse } from '@facility/contracts';
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
import { callSettingsQuery, useSaveCallSettings } from '../api/call-settings-api.ts';
import { formToBody, settingsToForm } from '../model/call-form.ts';
import { CleandexSection, ModeSection, TimingSection } from './call-rule-sections.tsx';
import { ServicesSection } from './services-section.tsx';
import { useCallForm } from './use-call-form.ts';
import './call-settings.css';

/** User types the API lets change a site's call rules (within their scope); the others read them. */
const WRITERS: readonly string[] = ['admin', 'manager'];

/**
 * Call rules (/shift/calls, spec §3 "Call"): how the selected site's complaints and visitors
 * call staff (sequential or ratio mode, the gap after a cleaning, scheduled rounds, Cleandex
 * calls) and its named services. `tabs` is the shift area's tab strip (the app puts it in:
 * features do not import each other).
 */
export default function CallSettingsPage({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation(['callSettings', 'admin']);
  const site = useCurrentSite();
  const companies = useCompanies();
  return (
    <AdminPage id="call-settings" intro={t('page.intro')} tools={<PlacePicker testId="call-settings" />}>
      {tabs}
      {site ? (
        <SiteCallRules key={site.id} siteId={site.id} />
      ) : companies.data === undefined ? (
        <Loading />
      ) : (
        <EmptyState message={t('admin:rules.selectCompanyAndSite')} />
      )}
    </AdminPage>
  );
}

function SiteCallRules({ siteId }: { siteId: string }) {
  const { t } = useTranslation('callSettings');
  const { user } = useSnapshot(session);
  const readOnly = !WRITERS.includes(user?.type ?? '');
  const settings = useQuery(callSettingsQuery(siteId));
  return (
    <div className="call-rules-page">
      {readOnly ? (
        <p className="muted" data-testid="call-settings-read-only">
          {t('page.readOnly')}
        </p>
      ) : null}
      <QueryView query={settings}>{(loaded) => <CallRulesForm siteId={siteId} settings={loaded} readOnly={readOnly} />}</QueryView>
    </div>
  );
}

function CallRulesForm({ siteId, settings, readOnly }: { siteId: string; settings: SiteCallSettingsResponse; readOnly: boolean }) {
  const form = useCallForm(JSON.stringify(settings), () => settingsToForm(settings));
  const save = useSaveCallSettings(siteId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const sent = form.sending();
    save.mutate(formToBody(form.values), {
      onSuccess: () => form.saved(sent),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.refused(error);
      },
    });
  };

  return (
    <form className="call-rules-form" onSubmit={submit} noValidate data-testid="call-settings-form">
      <div className="call-rules-grid">
        <ModeSection form={form} readOnly={readOnly} />
        <TimingSection form={form} readOnly={readOnly} />
        <CleandexSection form={form} readOnly={readOnly} />
      </div>
      <ServicesSection form={form} readOnly={readOnly} />
      {readOnly ? null : <FormActions saving={save.isPending} error={form.formError} testId="call-settings-form" />}
    </form>
  );
}
