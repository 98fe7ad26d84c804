import type { Survey, SurveyResults } from '@facility/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RoomName } from '../../../components/room/room-name.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { formatInstant, formatLocalDate } from '../../../lib/format.ts';
import { filters } from '../../../stores/filter.store.ts';
import { surveyResultsQuery } from '../api/surveys-api.ts';
import { countsCsv, hasTexts, stageCards, textsCsv, type CsvHeadings } from '../model/survey-results.ts';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { StageResultCard } from './stage-result-card.tsx';

interface SurveyResultsViewProps {
  siteId: string;
  surveyId: string;
  surveys: UseQueryResult<Survey[]>;
  timezone: string | null;
  onBack: () => void;
}

/**
 * A survey's results over the dashboard filter's period: submissions, one card per stage
 * (presses per button, the rating scale, the latest texts), submissions per room, and the
 * counts and texts as CSV.
 */
export function SurveyResultsView({ siteId, surveyId, surveys, timezone, onBack }: SurveyResultsViewProps) {
  const { t } = useTranslation(['surveys', 'common']);
  const survey = surveys.data?.find((entry) => entry.surveyId === surveyId) ?? null;
  const back = (
    <button type="button" className="button button-ghost" onClick={onBack} data-testid="survey-results-back">
      <span className="flip-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {t('results.back')}
    </button>
  );
  if (!surveys.data) return <QueryView query={surveys}>{() => null}</QueryView>;
  if (!survey) {
    return (
      <>
        <div className="survey-results-head">{back}</div>
        <EmptyState message={t('results.notFound')} />
      </>
    );
  }
  return <Results siteId={siteId} survey={survey} timezone={timezone} back={back} />;
}

function Results({ siteId, survey, timezone, back }: { siteId: string; survey: Survey; timezone: string | null; back: ReactNode }) {
  const { t, i18n } = useTranslation(['surveys', 'common', 'labels']);
  const { selection } = useSnapshot(filters);
  const results = useQuery(surveyResultsQuery(siteId, survey.surveyId, selection));
  const language = i18n.language;
  const cards = useMemo(
    () => (results.data ? stageCards(survey, results.data, { language, problemLabel: (key) => t(`labels:${key}`, { defaultValue: key }) }) : []),
    [results.data, survey, language, t],
  );

  const headings: CsvHeadings = {
    stage: t('results.csv.stage'),
    question: t('results.csv.question'),
    kind: t('results.csv.kind'),
    answers: t('results.csv.answers'),
    option: t('results.csv.option'),
    count: t('results.csv.count'),
    average: t('results.csv.average'),
    answeredAt: t('results.csv.answeredAt'),
    room: t('results.csv.room'),
    text: t('results.csv.text'),
    untitled: (stage) => t('builder.stageNumber', { number: stage }),
    kindName: (kind) => t(`stageKinds.${kind}`, { defaultValue: kind }),
    ratingStep: (step) => t('results.ratingStep', { step }),
    instant: (iso) => formatInstant(iso, language, timezone ?? 'UTC'),
  };
  const fileBase = `survey-${survey.name.replace(/[^\p{L}\p{N}]+/gu, '-')}`;

  return (
    <div className="survey-results" data-testid="survey-results-view" data-survey-id={survey.surveyId}>
      <div className="survey-results-head">
        {back}
        <h2 className="survey-results-title">
          <bdi>{survey.name}</bdi>
        </h2>
      </div>
      <div className="toolbar survey-results-tools">
        <PeriodPicker timezone={timezone} testId="survey-results" />
        <div className="survey-results-exports">
          <ExportButton label={t('results.exportCounts')} fileName={`${fileBase}-counts`} build={() => countsCsv(cards, headings)} disabled={!results.data} testId="survey-export-counts" />
          <ExportButton label={t('results.exportTexts')} fileName={`${fileBase}-texts`} build={() => textsCsv(cards, headings)} disabled={!hasTexts(cards)} testId="survey-export-texts" />
        </div>
      </div>
      <QueryView query={results}>{(data) => <ResultsBody data={data} cards={cards} timezone={timezone} />}</QueryView>
    </div>
  );
}

function ResultsBody({ data, cards, timezone }: { data: SurveyResults; cards: ReturnType<typeof stageCards>; timezone: string | null }) {
  const { t, i18n } = useTranslation('surveys');
  return (
    <>
      <p className="survey-results-summary" data-testid="survey-results-summary">
        <strong data-testid="survey-results-submissions">{t('results.submissions', { count: data.submissions })}</strong>{' '}
        <span className="muted">
          {formatLocalDate(data.from, i18n.language)} – {formatLocalDate(data.to, i18n.language)}
        </span>
      </p>
      {data.submissions === 0 ? (
        <EmptyState message={t('results.noAnswers')} />
      ) : (
        <>
          <div className="survey-stage-results">
            {cards.map((card) => (
              <StageResultCard key={card.stage} card={card} timezone={timezone} />
            ))}
          </div>
          <h3 className="section-title">{t('results.rooms')}</h3>
          <div className="table-wrap">
            <table className="data-table survey-rooms" data-testid="survey-results-rooms">
              <thead>
                <tr>
                  <th scope="col">{t('results.room')}</th>
                  <th scope="col" className="number">
                    {t('results.roomSubmissions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rooms.map((room) => (
                  <tr key={room.roomId}>
                    <td>
                      <RoomName roomId={room.roomId} displayName={room.roomName} nameEn={room.roomNameEn} />
                    </td>
                    <td className="number">{room.submissions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
