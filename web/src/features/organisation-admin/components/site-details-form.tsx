import { SITE_STATUSES, SITE_TYPES, type Site } from '@facility/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { CheckboxField, ChoiceField, NumberField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { showSaved } from '../../../components/ui/popups.tsx';
import { useUpdateSite } from '../api/site-api.ts';
import { siteChanges, siteRules, siteToForm } from '../model/site-form.ts';
import { CountryField, TextAreaField, TimeZoneField } from './extra-fields.tsx';
import { LocationFields } from './location-fields.tsx';
import { SectorField } from './sector-field.tsx';
import { keepFieldErrors } from './server-refusal.ts';
import { siteTypeLabel } from './site-labels.ts';

/**
 * The site's details (spec §3 "Site"; `SiteDetails`), saved with `PUT /api/site` carrying
 * only what changed. After a save the form restarts from the server's copy.
 */
export function SiteDetailsForm({ site }: { site: Site }) {
  const { t } = useTranslation('organisation');
  const form = useForm(siteToForm(site), siteRules);
  const save = useUpdateSite((saved) => form.reset(siteToForm(saved)));
  const { values } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const body = siteChanges(site, values);
    // Nothing changed: what the admin sees is what is saved.
    if (Object.keys(body).length === 1) return showSaved();
    save.mutate(body, { onError: keepFieldErrors(form.refused) });
  };

  const text = (field: 'name' | 'state' | 'city', testId: string) => (
    <TextField label={t(`site.${field}`)} value={values[field]} onChange={(value) => form.set(field, value)} error={form.fieldError(field)} maxLength={100} testId={testId} />
  );

  return (
    <section className="card org-section" aria-labelledby="site-details-title">
      <h2 id="site-details-title" className="org-section-title">{t('site.detailsTitle')}</h2>
      <form className="admin-form" noValidate onSubmit={onSubmit} data-testid="site-details-form">
        <fieldset>
          <legend>{t('site.general')}</legend>
          {text('name', 'site-name')}
          <ChoiceField
            label={t('site.type')}
            value={values.type}
            options={SITE_TYPES.map((type) => ({ value: type, label: siteTypeLabel(t, type) }))}
            onChange={(value) => form.set('type', value)}
            error={form.fieldError('type')}
            testId="site-type"
          />
          <ChoiceField
            label={t('site.status')}
            value={values.status}
            options={SITE_STATUSES.map((status) => ({ value: status, label: t(`site.statuses.${status}`) }))}
            onChange={(value) => form.set('status', value)}
            error={form.fieldError('status')}
            testId="site-status"
          />
          <SectorField value={values.sector} onChange={(value) => form.set('sector', value)} error={form.fieldError('sector')} />
          <NumberField
            label={t('site.buildingArea')}
            value={values.buildingArea}
            onChange={(value) => form.set('buildingArea', value)}
            error={form.fieldError('buildingArea')}
            step="any"
            min={0}
            testId="site-building-area"
          />
          <TextField
            label={t('site.officialStartDate')}
            type="date"
            value={values.officialStartDate}
            onChange={(value) => form.set('officialStartDate', value)}
            error={form.fieldError('officialStartDate')}
            testId="site-start-date"
          />
          <TextAreaField
            label={t('site.description')}
            value={values.description}
            onChange={(value) => form.set('description', value)}
            error={form.fieldError('description')}
            maxLength={1000}
            rows={2}
            testId="site-description"
          />
        </fieldset>
        <fieldset>
          <legend>{t('site.place')}</legend>
          <CountryField label={t('site.country')} value={values.country} onChange={(value) => form.set('country', value)} error={form.fieldError('country')} testId="site-country" />
          {text('state', 'site-state')}
          {text('city', 'site-city')}
          <TimeZoneField label={t('site.timezone')} value={values.timezone} onChange={(value) => form.set('timezone', value)} error={form.fieldError('timezone')} testId="site-timezone" />
        </fieldset>
        <LocationFields form={form} />
        <fieldset>
          <legend>{t('site.service')}</legend>
          <NumberField
            label={t('site.cleaningProvider')}
            value={values.cleaningServiceProviderId}
            onChange={(value) => form.set('cleaningServiceProviderId', value)}
            error={form.fieldError('cleaningServiceProviderId')}
            min={1}
            testId="site-cleaning-provider"
          />
          <NumberField
            label={t('site.managementProvider')}
            value={values.managementServiceProviderId}
            onChange={(value) => form.set('managementServiceProviderId', value)}
            error={form.fieldError('managementServiceProviderId')}
            min={1}
            testId="site-management-provider"
          />
          <NumberField
            label={t('site.cleanersNumber')}
            value={values.cleanersNumber}
            onChange={(value) => form.set('cleanersNumber', value)}
            error={form.fieldError('cleanersNumber')}
            min={0}
            testId="site-cleaners"
          />
          <NumberField
            label={t('site.counterThreshold')}
            hint={t('site.counterThresholdHint')}
            value={values.counterThreshold}
            onChange={(value) => form.set('counterThreshold', value)}
            error={form.fieldError('counterThreshold')}
            min={1}
            testId="site-counter-threshold"
          />
          <TextField
            label={t('site.embeddedLink')}
            type="url"
            dir="ltr"
            placeholder="https://"
            value={values.embeddedLink}
            onChange={(value) => form.set('embeddedLink', value)}
            error={form.fieldError('embeddedLink')}
            maxLength={2000}
            testId="site-embedded-link"
            wide
          />
          <div className="org-checks field-wide">
            <CheckboxField label={t('site.exposures')} checked={values.exposures} onChange={(checked) => form.set('exposures', checked)} testId="site-exposures" />
            <CheckboxField label={t('site.alerts')} checked={values.alerts} onChange={(checked) => form.set('alerts', checked)} testId="site-alerts" />
          </div>
        </fieldset>
        <FormActions saving={save.isPending} error={form.formError} testId="site-details-form" />
      </form>
    </section>
  );
}
