import type { SurveyList, UserLanguage } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { isLanguage } from '../../../i18n/languages.ts';
import { surveysQuery } from '../api/surveys-api.ts';
import { draftOf, newDraft } from '../model/survey-draft.ts';
import { SurveyBuilder } from './survey-builder.tsx';
import './surveys.css';

/**
 * The survey builder (route `/survey/edit/:surveyId?`): a new survey of the selected site,
 * or one of its surveys (looked up in the site's list, which the list screen already loaded).
 */
export default function SurveyEditPage() {
  const { t, i18n } = useTranslation(['surveys', 'common']);
  const site = useCurrentSite();
  const { params } = useCurrentRoute();
  const surveyId = params.surveyId ?? null;
  const siteId = site?.id ?? null;
  const surveys = useQuery(surveysQuery(siteId));
  const language: UserLanguage = isLanguage(i18n.language) ? i18n.language : 'en';

  const back = (
    <Link href="/survey" className="button button-ghost" data-testid="survey-builder-back">
      <span className="flip-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {t('results.back')}
    </Link>
  );
  const head = (
    <div className="admin-toolbar survey-builder-top">
      {back}
      <PlacePicker testId="survey-builder" />
    </div>
  );

  if (siteId === null) {
    return (
      <section className="survey-page">
        {head}
        <EmptyState message={t('list.chooseSite')} />
      </section>
    );
  }
  return (
    <section className="survey-page" data-testid="survey-builder-page">
      {head}
      <QueryView query={surveys}>
        {(list) => <Loaded key={`${siteId}/${surveyId ?? 'new'}`} siteId={siteId} surveyId={surveyId} list={list} language={language} />}
      </QueryView>
    </section>
  );
}

function Loaded({ siteId, surveyId, list, language }: { siteId: string; surveyId: string | null; list: SurveyList; language: UserLanguage }) {
  const { t } = useTranslation('surveys');
  const survey = surveyId === null ? null : (list.find((entry) => entry.surveyId === surveyId) ?? null);
  const otherNames = useMemo(() => list.filter((entry) => entry.surveyId !== surveyId).map((entry) => entry.name), [list, surveyId]);
  // The draft is made once: the list refetching (answers arriving) must not reset the user's work.
  const [initial] = useState(() => (survey ? draftOf(survey) : newDraft(language)));
  if (surveyId !== null && !survey) return <EmptyState message={t('results.notFound')} />;
  return <SurveyBuilder siteId={siteId} surveyId={surveyId} initial={initial} otherNames={otherNames} />;
}
