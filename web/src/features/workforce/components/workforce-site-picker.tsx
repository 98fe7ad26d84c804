import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { filters, selectCompany, selectSite } from '../../../stores/filter.store.ts';

/**
 * The company and site the workforce screens work in. These routes show no header filter
 * (spec §2), so the choice is made here, in the dashboard filter's own selection: a site
 * chosen here is the site everywhere, and the one chosen elsewhere is preselected.
 */
export function WorkforceSitePicker({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { selection } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  const company = companies.find((entry) => entry.id === selection.company);
  const sites = company?.sites ?? [];
  return (
    <>
      {companies.length > 1 ? (
        <SelectField
          label={t('filters.company')}
          value={company ? selection.company : null}
          options={companies.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(companyId) => selectCompany(companies, companyId)}
          testId={`${testId}-company`}
        />
      ) : null}
      <SelectField
        label={t('filters.site')}
        value={sites.some((site) => site.id === selection.site) ? selection.site : null}
        options={sites.map((site) => ({ value: site.id, label: site.name }))}
        onChange={selectSite}
        disabled={sites.length === 0}
        testId={`${testId}-site`}
      />
    </>
  );
}
