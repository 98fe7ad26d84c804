import type { SiteCleaner } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { siteCleanersQuery } from '../api/workforce-api.ts';
import { cleanerName, cleanerStatus, filterCleaners, type CleanerStatus } from '../model/cleaner-list.ts';
import { NameList } from './name-list.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import './workforce.css';

/** The selected site's cleaners (spec §2 `/users/cleaners`, §3 "Cleaner"): who they are and where they work. */
export default function CleanersPage() {
  const site = useCurrentSite();
  return <Cleaners key={site?.id ?? ''} siteId={site?.id ?? null} />;
}

function Cleaners({ siteId }: { siteId: string | null }) {
  const { t } = useTranslation('workforce');
  const [search, setSearch] = useState('');
  const query = useQuery(siteCleanersQuery(siteId));
  return (
    <AdminPage id="cleaners" intro={t('cleaners.intro')} tools={<PlacePicker testId="cleaners" />} search={search} onSearch={setSearch}>
      {siteId === null ? (
        <EmptyState message={t('cleaners.chooseSite')} />
      ) : (
        <QueryView query={query} isEmpty={(data) => filterCleaners(data, search).length === 0} emptyMessage={t('common:states.noCleaners')}>
          {(data) => {
            const shown = filterCleaners(data, search);
            return (
              <>
                <p className="muted wa-note" data-testid="cleaners-count">
                  {t('cleaners.count', { count: shown.length })}
                </p>
                <CleanerTable cleaners={shown} />
              </>
            );
          }}
        </QueryView>
      )}
    </AdminPage>
  );
}

const PILL_CLASS: Record<CleanerStatus, string> = { working: 'status-pill is-active', unassigned: 'status-pill', inactive: 'status-pill is-off' };

function CleanerTable({ cleaners }: { cleaners: readonly SiteCleaner[] }) {
  const { t } = useTranslation('workforce');
  return (
    <div className="table-wrap">
      <table className="data-table admin-table wa-table" data-testid="cleaners-table">
        <thead>
          <tr>
            <th scope="col">{t('cleaners.name')}</th>
            <th scope="col" className="optional">
              {t('cleaners.username')}
            </th>
            <th scope="col" className="optional">
              {t('cleaners.phone')}
            </th>
            <th scope="col">{t('cleaners.workingAreas')}</th>
            <th scope="col">{t('cleaners.status')}</th>
          </tr>
        </thead>
        <tbody>
          {cleaners.map((cleaner) => {
            const status = cleanerStatus(cleaner);
            return (
              <tr key={cleaner.userId} data-testid="cleaner-row" data-user-id={cleaner.userId}>
                <td className="wa-name">
                  <bdi>{cleanerName(cleaner)}</bdi>
                </td>
                <td className="optional">
                  <bdi>{cleaner.username}</bdi>
                </td>
                <td className="optional">{cleaner.phone ? <bdi dir="ltr">{cleaner.phone}</bdi> : <span className="muted">—</span>}</td>
                <td className="wa-wrap" data-label={t('cleaners.workingAreas')}>
                  {cleaner.workingAreaNames.length === 0 ? <span className="muted">—</span> : <NameList names={cleaner.workingAreaNames} />}
                </td>
                <td className="wa-side">
                  <span className={PILL_CLASS[status]} data-testid="cleaner-status" data-status={status}>
                    {t(`status.${status}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
