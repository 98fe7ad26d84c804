import type { Survey } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { surveysQuery, useDeleteSurvey } from '../api/surveys-api.ts';
import { useSurveysLive } from '../api/use-surveys-live.ts';
import { AssignDevicesDialog } from './assign-devices-dialog.tsx';
import { SurveyResultsView } from './survey-results-view.tsx';
import { SurveyTable } from './survey-table.tsx';
import './surveys.css';

/**
 * Surveys (route `/survey`, spec §2): the selected site's surveys with their devices and
 * answers; edit opens the builder, results open `?results=<surveyId>` (a link that reopens
 * them), assign opens the device dialog. Answers arriving live refresh the counts.
 */
export default function SurveyListPage() {
  const site = useCurrentSite();
  // The search and open dialog belong to the site: another site starts afresh.
  return <Surveys key={site?.id ?? ''} siteId={site?.id ?? null} timezone={site?.timezone ?? null} />;
}

function Surveys({ siteId, timezone }: { siteId: string | null; timezone: string | null }) {
  const { t } = useTranslation(['surveys', 'admin', 'common']);
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [assigning, setAssigning] = useState<string | null>(null);
  const surveys = useQuery(surveysQuery(siteId));
  const remove = useDeleteSurvey();
  useSurveysLive(siteId);

  const list = surveys.data ?? [];
  const resultsId = params.get('results');
  const assigned = assigning === null ? null : (list.find((survey) => survey.surveyId === assigning) ?? null);

  const askRemove = async (survey: Survey) => {
    if (await confirmAction(t('admin:admin.confirmDelete', { name: survey.name }))) remove.mutate(survey.surveyId);
  };
  const dialog = assigned && siteId ? <AssignDevicesDialog siteId={siteId} survey={assigned} surveys={list} timezone={timezone} onClose={() => setAssigning(null)} /> : null;

  if (resultsId !== null && siteId !== null) {
    return (
      <section className="survey-page" data-testid="survey-results-page">
        <SurveyResultsView siteId={siteId} surveyId={resultsId} surveys={surveys} timezone={timezone} onBack={() => setParams(new URLSearchParams())} />
      </section>
    );
  }

  return (
    <AdminPage
      id="survey"
      intro={t('list.intro')}
      tools={<PlacePicker testId="survey" />}
      search={search}
      onSearch={setSearch}
      {...(siteId !== null ? { onAdd: () => navigate('/survey/edit'), addLabel: t('list.add') } : {})}
    >
      {siteId === null ? (
        <EmptyState message={t('list.chooseSite')} />
      ) : (
        <QueryView query={surveys} isEmpty={(data) => data.length === 0} emptyMessage={t('common:states.noSurveys')}>
          {(data) => {
            const shown = data.filter((survey) => matchesSearch(search, survey.name, survey.updatedBy, t(`kinds.${survey.kind}`)));
            return shown.length === 0 ? (
              <EmptyState message={t('list.noMatch')} />
            ) : (
              <SurveyTable
                surveys={shown}
                timezone={timezone}
                deletingId={remove.isPending ? (remove.variables ?? null) : null}
                onEdit={(survey) => navigate(`/survey/edit/${encodeURIComponent(survey.surveyId)}`)}
                onResults={(survey) => setParams(new URLSearchParams({ results: survey.surveyId }))}
                onAssign={(survey) => setAssigning(survey.surveyId)}
                onDelete={(survey) => void askRemove(survey)}
              />
            );
          }}
        </QueryView>
      )}
      {dialog}
    </AdminPage>
  );
}
