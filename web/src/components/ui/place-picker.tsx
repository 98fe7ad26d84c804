import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useCompanies } from '../../hooks/use-companies.ts';
import { useCurrentRoute } from '../../hooks/use-current-route.ts';
import { filters, selectCompany, selectSite } from '../../stores/filter.store.ts';
import { SelectField } from './select-field.tsx';

interface PlacePickerProps {
  /** Prefix of the selects' test ids: `<prefix>-company`, `<prefix>-site`, `<prefix>-site-name`. */
  testId: string;
  /** With one company and one site, show the site's name instead of two disabled selects. */
  nameWhenSingle?: boolean;
}

/**
 * The company and site a screen without the header's filter bar works in (the real-time
 * boards, the admin screens): the dashboard filter's own selection, so a site chosen here
 * is the site everywhere. On a route that shows the header filter it steps aside.
 */
export function PlacePicker({ testId, nameWhenSingle = false }: PlacePickerProps) {
  const { t } = useTranslation('common');
  const { route } = useCurrentRoute();
  const { selection } = useSnapshot(filters);
  const { data: companies = [] } = useCompanies();
  if (route?.header) return null;
  const company = companies.find((entry) => entry.id === selection.company);
  const sites = company?.sites ?? [];
  const site = sites.find((entry) => entry.id === selection.site);
  if (nameWhenSingle && companies.length <= 1 && sites.length <= 1) {
    return site ? (
      <div className="field place-picker-name" data-testid={`${testId}-site-name`}>
        <span className="field-label">{t('filters.site')}</span>
        <strong translate="no">{site.name}</strong>
      </div>
    ) : null;
  }
  return (
    <div className="place-picker">
      {companies.length > 1 ? (
        <SelectField
          label={t('filters.company')}
          value={company ? company.id : null}
          options={companies.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(companyId) => selectCompany(companies, companyId)}
          testId={`${testId}-company`}
        />
      ) : null}
      <SelectField
        label={t('filters.site')}
        value={site ? site.id : null}
        options={sites.map((entry) => ({ value: entry.id, label: entry.name }))}
        onChange={selectSite}
        disabled={sites.length <= 1}
        testId={`${testId}-site`}
      />
    </div>
  );
}
