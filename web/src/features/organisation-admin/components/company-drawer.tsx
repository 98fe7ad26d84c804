import { COMPANY_TYPES, type AdminCompany, type CompanyType } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { changedFieldLabels } from '../../../components/admin/history-details.ts';
import { ChoiceField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { showSaved } from '../../../components/ui/popups.tsx';
import { session } from '../../../stores/session.store.ts';
import { companyHistoryPath, useSaveCompany } from '../api/company-api.ts';
import { franchisesQuery } from '../api/franchise-api.ts';
import { COMPANY_RULES_FRANCHISE, COMPANY_RULES_PROVIDER, companyBody, companyChanges, companyToForm, emptyCompany } from '../model/company-form.ts';
import { COMPANY_HISTORY_FIELD_KEYS } from '../model/organisation-history-fields.ts';
import { TextAreaField } from './extra-fields.tsx';
import { RecordDrawer } from './record-drawer.tsx';
import { keepFieldErrors } from './server-refusal.ts';

interface CompanyDrawerProps {
  /** Null adds a new company. */
  company: AdminCompany | null;
  /** The tab's type, preselected for a new company. */
  defaultType: CompanyType | null;
  /** The companies listed, whose franchises stand in when the franchise list is not the caller's to read. */
  companies: readonly AdminCompany[];
  onClose: () => void;
}

/** The company form in the list's drawer (company_name, company_type, region, franchise, end clients, logo). */
export function CompanyDrawer({ company, defaultType, companies, onClose }: CompanyDrawerProps) {
  const { t } = useTranslation('organisation');
  const provider = useSnapshot(session).user?.level === 'buzzz';
  const form = useForm(company ? companyToForm(company) : emptyCompany(defaultType ?? ''), provider ? COMPANY_RULES_PROVIDER : COMPANY_RULES_FRANCHISE);
  const save = useSaveCompany(onClose);
  const franchises = useFranchiseChoices(companies);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const onError = keepFieldErrors(form.refused);
    if (!company) return save.mutate({ companyId: null, body: companyBody(form.values) }, { onError });
    const body = companyChanges(company, form.values);
    if (Object.keys(body).length === 0) {
      // Nothing changed: what the admin sees is what is saved.
      showSaved();
      return onClose();
    }
    save.mutate({ companyId: company.companyId, body }, { onError });
  };

  return (
    <RecordDrawer
      title={company ? company.companyName : t('company.add')}
      onClose={onClose}
      testId="company-drawer"
      historyPath={company ? companyHistoryPath(company.companyId) : null}
      historyDetails={changedFieldLabels(COMPANY_HISTORY_FIELD_KEYS, t)}
    >
      <form className="admin-form org-drawer-form" noValidate onSubmit={onSubmit} data-testid="company-form">
        <TextField
          label={t('company.name')}
          value={form.values.companyName}
          onChange={(value) => form.set('companyName', value)}
          error={form.fieldError('companyName')}
          maxLength={100}
          testId="company-name"
        />
        <ChoiceField
          label={t('company.typeLabel')}
          value={form.values.companyType}
          options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`company.type.${type}`) }))}
          onChange={(value) => form.set('companyType', value)}
          error={form.fieldError('companyType')}
          placeholder={t('form.choose')}
          testId="company-type"
        />
        <TextField label={t('company.region')} value={form.values.region} onChange={(value) => form.set('region', value)} error={form.fieldError('region')} maxLength={100} testId="company-region" />
        <ChoiceField
          label={t('company.franchise')}
          value={form.values.franchiseId}
          options={franchises}
          onChange={(value) => form.set('franchiseId', value)}
          error={form.fieldError('franchiseId')}
          placeholder={provider ? t('company.noFranchise') : t('form.choose')}
          testId="company-franchise"
        />
        <TextAreaField
          label={t('company.endClients')}
          hint={t('company.endClientsHint')}
          value={form.values.endClients}
          onChange={(value) => form.set('endClients', value)}
          error={form.fieldError('endClients')}
          rows={3}
          testId="company-end-clients"
        />
        <TextField label={t('company.logo')} type="url" dir="ltr" value={form.values.logo} onChange={(value) => form.set('logo', value)} error={form.fieldError('logo')} placeholder="https://" testId="company-logo" wide />
        <FormActions saving={save.isPending} onCancel={onClose} error={form.formError} testId="company-form" />
      </form>
    </RecordDrawer>
  );
}

/**
 * The franchises a company may go under: the admin franchise list when the caller may read
 * it, else the franchises of the companies already listed (an admin without the franchise
 * permission still places companies in their own franchise).
 */
function useFranchiseChoices(companies: readonly AdminCompany[]): { value: string; label: string }[] {
  const { data } = useQuery(franchisesQuery());
  const choices = new Map<string, string>();
  for (const franchise of data ?? []) choices.set(franchise.franchiseId, franchise.franchiseName);
  for (const company of companies) if (company.franchiseId && company.franchiseName && !choices.has(company.franchiseId)) choices.set(company.franchiseId, company.franchiseName);
  return [...choices].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
