import type { Survey } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { formatInstant, formatNumber } from '../../../lib/format.ts';

interface SurveyTableProps {
  surveys: readonly Survey[];
  timezone: string | null;
  deletingId: string | null;
  onEdit: (survey: Survey) => void;
  onResults: (survey: Survey) => void;
  onAssign: (survey: Survey) => void;
  onDelete: (survey: Survey) => void;
}

const nativeName = (code: string) => LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/** The site's surveys: what each is, where it shows, how much it was answered, who changed it last. */
export function SurveyTable({ surveys, timezone, deletingId, onEdit, onResults, onAssign, onDelete }: SurveyTableProps) {
  const { t, i18n } = useTranslation(['surveys', 'admin']);
  return (
    <div className="table-wrap">
      <table className="data-table admin-table survey-table" data-testid="survey-table">
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.kind')}</th>
            <th scope="col" className="optional">
              {t('list.languages')}
            </th>
            <th scope="col" className="number">
              {t('list.stages')}
            </th>
            <th scope="col" className="number">
              {t('list.devices')}
            </th>
            <th scope="col" className="number">
              {t('list.answers')}
            </th>
            <th scope="col" className="optional">
              {t('list.updated')}
            </th>
            <th scope="col">
              <span className="survey-sr-only">{t('admin:admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {surveys.map((survey) => (
            <tr key={survey.surveyId} data-testid="survey-row" data-survey-id={survey.surveyId}>
              <td className="survey-name" data-testid="survey-row-name">
                <bdi>{survey.name}</bdi>
              </td>
              <td>{t(`kinds.${survey.kind}`)}</td>
              <td className="optional">
                {survey.languages.map((code, index) => (
                  <span key={code} className={index === 0 ? 'chip survey-chip-default' : 'chip'} title={nativeName(code)} lang={code}>
                    {code.toUpperCase()}
                  </span>
                ))}
              </td>
              <td className="number" data-label={t('list.stages')}>
                {survey.stages.length}
              </td>
              <td className="number" data-label={t('list.devices')} data-testid="survey-row-devices">
                {survey.deviceIds.length}
              </td>
              <td className="number" data-label={t('list.answers')} data-testid="survey-row-answers">
                {/* Exact, with the language's grouping (2,107), as every table shows counts. */}
                {formatNumber(survey.answerCount, i18n.language)}
              </td>
              <td className="optional survey-updated">
                <span>{formatInstant(survey.dateUpdated, i18n.language, timezone ?? 'UTC', { dateStyle: 'medium' })}</span>
                {survey.updatedBy ? (
                  <span className="muted">
                    {' · '}
                    <bdi>{survey.updatedBy}</bdi>
                  </span>
                ) : null}
              </td>
              <td>
                <div className="row-actions survey-actions">
                  <button type="button" className="button button-ghost" onClick={() => onEdit(survey)} aria-label={`${t('admin:admin.edit')}: ${survey.name}`} data-testid="survey-edit">
                    {t('admin:admin.edit')}
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => onResults(survey)} aria-label={`${t('list.results')}: ${survey.name}`} data-testid="survey-results">
                    {t('list.results')}
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => onAssign(survey)} aria-label={`${t('list.assign')}: ${survey.name}`} data-testid="survey-assign">
                    {t('list.assign')}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={deletingId === survey.surveyId}
                    onClick={() => onDelete(survey)}
                    aria-label={`${t('admin:admin.delete')}: ${survey.name}`}
                    data-testid="survey-delete"
                  >
                    {t('admin:admin.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
