import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { filters, selectCompany, selectSite } from '../../../stores/filter.store.ts';

/**
 * The header's filter bar is not shown on /shift, so the company and site are picked here:
 * the dashboard filter's own selection (stores/filter.store.ts), so the site chosen here is
 * the site everywhere.
 */
export function ShiftsSitePicker() {
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
          value={selection.company}
          options={companies.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(companyId) => selectCompany(companies, companyId)}
          testId="shifts-company"
        />
      ) : null}
      <SelectField
        label={t('filters.site')}
        value={selection.site}
        options={sites.map((site) => ({ value: site.id, label: site.name }))}
        onChange={selectSite}
        disabled={sites.length <= 1}
        testId="shifts-site"
      />
    </>
  );
}
