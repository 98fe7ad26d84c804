import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { filters, selectCompany, selectSite } from '../../../stores/filter.store.ts';

/**
 * The company and site the room screens work in: the dashboard filter's own selection
 * (stores/filter.store.ts), so a site chosen here is the site everywhere. The header shows
 * these selectors only on routes marked `header`; when it does, this picker steps aside.
 */
export function SitePicker() {
  const { t } = useTranslation();
  const { route } = useCurrentRoute();
  const { selection } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  if (route?.header) return null;
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
          testId="room-admin-company"
        />
      ) : null}
      <SelectField
        label={t('filters.site')}
        value={selection.site}
        options={sites.map((site) => ({ value: site.id, label: site.name }))}
        onChange={selectSite}
        disabled={sites.length <= 1}
        testId="room-admin-site"
      />
    </>
  );
}
