import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { filters, selectCompany, selectSite } from '../../../stores/filter.store.ts';

/**
 * The header's filter is not shown on /users, so the company and site are chosen here: the
 * same selection the dashboard uses. A user with one site sees its name only.
 */
export function SiteChoice() {
  const { t } = useTranslation('common');
  const { selection } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  const company = companies.find((entry) => entry.id === selection.company);
  const sites = company?.sites ?? [];
  if (companies.length <= 1 && sites.length <= 1) {
    const name = sites[0]?.name;
    return name ? (
      <div className="field site-choice-name" data-testid="site-users-site-name">
        <span className="field-label">{t('filters.site')}</span>
        <strong translate="no">{name}</strong>
      </div>
    ) : null;
  }
  return (
    <>
      {companies.length > 1 ? (
        <SelectField
          label={t('filters.company')}
          value={selection.company}
          options={companies.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(companyId) => selectCompany(companies, companyId)}
          testId="site-users-company"
        />
      ) : null}
      <SelectField
        label={t('filters.site')}
        value={selection.site}
        options={sites.map((site) => ({ value: site.id, label: site.name }))}
        onChange={selectSite}
        disabled={sites.length <= 1}
        testId="site-users-site"
      />
    </>
  );
}
