import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { filters, selectCompany, selectSite } from '../../../stores/filter.store.ts';

/**
 * The header's filter bar is not shown on the real-time boards, so a user with several
 * sites picks one here (the same selection the dashboard uses). One site: its name only.
 */
export function SitePicker() {
  const { t } = useTranslation('realtime');
  const { selection } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  const company = companies.find((entry) => entry.id === selection.company);
  const sites = company?.sites ?? [];
  const siteName = sites.find((site) => site.id === selection.site)?.name;
  if (companies.length <= 1 && sites.length <= 1) {
    return siteName ? (
      <div className="rt-site-name" data-testid="realtime-site-name">
        <span className="field-label">{t('site.title')}</span>
        <strong translate="no">{siteName}</strong>
      </div>
    ) : null;
  }
  return (
    <div className="rt-site-picker">
      {companies.length > 1 ? (
        <SelectField
          label={t('common:filters.company')}
          value={selection.company}
          options={companies.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(companyId) => selectCompany(companies, companyId)}
          testId="realtime-company"
        />
      ) : null}
      <SelectField
        label={t('common:filters.site')}
        value={selection.site}
        options={sites.map((site) => ({ value: site.id, label: site.name }))}
        onChange={selectSite}
        disabled={sites.length <= 1}
        testId="realtime-site"
      />
    </div>
  );
}
