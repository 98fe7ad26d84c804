import type { Site } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { changedFieldLabels } from '../../../components/admin/history-details.ts';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { Loading, QueryView } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { siteHistoryPath, siteQuery, useDeleteSite } from '../api/site-api.ts';
import { SITE_HISTORY_FIELD_KEYS } from '../model/organisation-history-fields.ts';
import { HistoryToggle } from './record-drawer.tsx';
import { SiteCalendarSection } from './site-calendar-section.tsx';
import { SiteDetailsForm } from './site-details-form.tsx';
import { TimeSavingSection } from './time-saving-section.tsx';
// The kit's admin styles come with AdminPage, which this page does not use.
import '../../../components/admin/admin.css';
import './organisation.css';

/**
 * One site (spec §2 "/admin/site/{id}"): its details, time saving, holidays and off-days,
 * each saved on its own, its history, and deleting it.
 */
export default function SiteDetailsPage() {
  const [, navigate] = useLocation();
  const siteId = useCurrentRoute().params.id ?? '';
  const remove = useDeleteSite(() => navigate('/admin/site'));
  // Once deleted, the site is not asked for again (the delete marks every admin read stale).
  const deleting = remove.isPending || remove.isSuccess;
  const query = useQuery({ ...siteQuery(siteId), placeholderData: undefined, enabled: !deleting });

  return (
    <section className="admin-page org-site-page" aria-labelledby="page-title" data-testid="admin-site-details">
      {deleting ? <Loading /> : <QueryView query={query}>{(site) => <SiteSections site={site} onDelete={() => remove.mutate(site.siteId)} />}</QueryView>}
    </section>
  );
}

/** The loaded site's sections, each keyed by the site so another site's page never starts from this one's values. */
function SiteSections({ site, onDelete }: { site: Site; onDelete: () => void }) {
  const { t } = useTranslation('organisation');
  const { data: companies = [] } = useCompanies();
  const company = companies.find((entry) => entry.id === site.companyId);
  const confirmDelete = async () => {
    if (await confirmAction(t('admin:admin.confirmDelete', { name: site.name }))) onDelete();
  };
  return (
    <>
      <div className="org-site-head">
        <Link href="/admin/site" className="button button-ghost" data-testid="site-back">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t('site.back')}
        </Link>
        <div className="org-site-title">
          <h2 data-testid="site-title">{site.name}</h2>
          {company ? <span className="muted">{company.name}</span> : null}
        </div>
        <button type="button" className="button button-danger" onClick={() => void confirmDelete()} data-testid="site-delete">
          {t('site.delete')}
        </button>
      </div>
      <SiteDetailsForm key={`details-${site.siteId}`} site={site} />
      <TimeSavingSection key={`saving-${site.siteId}`} site={site} />
      <SiteCalendarSection key={`calendar-${site.siteId}`} site={site} />
      <section className="card org-section" aria-labelledby="site-history-title">
        <h2 id="site-history-title" className="org-section-title">
          {t('site.historyTitle')}
        </h2>
        <HistoryToggle path={siteHistoryPath(site.siteId)} details={changedFieldLabels(SITE_HISTORY_FIELD_KEYS, t)} />
      </section>
    </>
  );
}
