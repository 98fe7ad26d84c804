import type { Site } from '@facility/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import type { CompanyOption } from '../../../stores/filter-rules.ts';
import { useCreateSite } from '../api/site-api.ts';
import { findCountry } from '../model/countries.ts';
import { emptySiteCreate, siteCreateBody, siteCreateRules } from '../model/site-form.ts';
import { browserZone } from '../model/time-zones.ts';
import { CountryField, TimeZoneField } from './extra-fields.tsx';
import { LocationFields } from './location-fields.tsx';
import { RecordDrawer } from './record-drawer.tsx';
import { SectorField } from './sector-field.tsx';
import { keepFieldErrors } from './server-refusal.ts';

interface SiteCreateDrawerProps {
  companies: readonly CompanyOption[];
  onClose: () => void;
  onCreated: (site: Site) => void;
}

/** A new site: its company, name, place, sector, zone and location; the rest takes a new site's defaults (spec §3). */
export function SiteCreateDrawer({ companies, onClose, onCreated }: SiteCreateDrawerProps) {
  const { t } = useTranslation('organisation');
  const only = companies.length === 1 ? companies[0]!.id : '';
  const form = useForm(emptySiteCreate(only, browserZone()), siteCreateRules);
  const create = useCreateSite(onCreated);

  /** A country with one usual zone sets it, unless the admin already chose one. */
  const setCountry = (country: string) => {
    form.set('country', country);
    const zone = findCountry(country)?.zone;
    if (zone && form.values.timezone === browserZone()) form.set('timezone', zone);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) create.mutate(siteCreateBody(form.values), { onError: keepFieldErrors(form.refused) });
  };

  return (
    <RecordDrawer title={t('site.add')} onClose={onClose} testId="site-create-drawer">
      <form className="admin-form org-drawer-form" noValidate onSubmit={onSubmit} data-testid="site-create-form">
        <ChoiceField
          label={t('site.company')}
          value={form.values.companyId}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
          onChange={(value) => form.set('companyId', value)}
          error={form.fieldError('companyId')}
          placeholder={t('form.choose')}
          testId="site-company"
        />
        <TextField label={t('site.name')} value={form.values.name} onChange={(value) => form.set('name', value)} error={form.fieldError('name')} maxLength={100} testId="site-name" />
        <CountryField label={t('site.country')} value={form.values.country} onChange={setCountry} error={form.fieldError('country')} testId="site-country" />
        <TextField label={t('site.state')} value={form.values.state} onChange={(value) => form.set('state', value)} error={form.fieldError('state')} maxLength={100} testId="site-state" />
        <TextField label={t('site.city')} value={form.values.city} onChange={(value) => form.set('city', value)} error={form.fieldError('city')} maxLength={100} testId="site-city" />
        <SectorField value={form.values.sector} onChange={(value) => form.set('sector', value)} error={form.fieldError('sector')} />
        <TimeZoneField label={t('site.timezone')} value={form.values.timezone} onChange={(value) => form.set('timezone', value)} error={form.fieldError('timezone')} testId="site-timezone" />
        <LocationFields form={form} />
        <FormActions saving={create.isPending} onCancel={onClose} error={form.formError} testId="site-create-form" />
      </form>
    </RecordDrawer>
  );
}
