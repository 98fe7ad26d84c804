import { SURVEY_STAGE_KINDS, SURVEY_STAGES_MAX, type SurveyStageKind } from '@facility/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addStage, canAddStage, duplicateStage, moveStage, removeStage } from '../model/survey-draft.ts';
import { stagesWithProblems } from '../model/survey-rules.ts';
import { textIn } from '../model/survey-texts.ts';
import type { SurveyForm } from './use-survey-form.ts';

interface StageListProps {
  form: SurveyForm;
  selected: number;
  onSelect: (index: number) => void;
}

/** The stages in order: pick one to edit, move it, copy it, remove it, or add a stage of a kind. */
export function StageList({ form, selected, onSelect }: StageListProps) {
  const { t, i18n } = useTranslation('surveys');
  const { draft, change } = form;
  const [kind, setKind] = useState<SurveyStageKind>('rating');
  const kindId = useId();
  const failing = stagesWithProblems(form.failingPaths);
  // Reordering renumbers every stage: messages the server gave for stages no longer fit.
  const set = (next: typeof draft, select: number) => {
    change(next, 'stages');
    onSelect(select);
  };
  return (
    <section className="card survey-card" aria-labelledby="survey-stages-title">
      <h3 id="survey-stages-title" className="survey-card-title">
        {t('builder.stages', { total: draft.stages.length })}
      </h3>
      <ol className="survey-stage-list" data-testid="survey-stage-list">
        {draft.stages.map((stage, index) => {
          const title = textIn(stage.title, i18n.language, draft.languages);
          const name = t('builder.stageNumber', { number: index + 1 });
          return (
            <li key={stage.key} className={index === selected ? 'survey-stage-item is-selected' : 'survey-stage-item'} data-testid="survey-stage-item">
              <button type="button" className="survey-stage-pick" aria-current={index === selected ? 'step' : undefined} onClick={() => onSelect(index)} data-testid="survey-stage-select">
                <span className="survey-stage-number">{index + 1}</span>
                <span className="survey-stage-text">
                  <span className="survey-stage-kind">{t(`stageKinds.${stage.kind}`)}</span>
                  <bdi className="survey-stage-title">{title ?? t('builder.untitled')}</bdi>
                </span>
                {failing.has(index) ? (
                  <span className="survey-stage-problem" role="img" aria-label={t('builder.stageHasProblems')}>
                    !
                  </span>
                ) : null}
              </button>
              <span className="survey-mini-actions">
                <button type="button" className="button button-ghost" disabled={index === 0} onClick={() => set(moveStage(draft, index, -1), index - 1)} aria-label={t('builder.moveUp', { name })} data-testid="survey-stage-up">
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={index === draft.stages.length - 1}
                  onClick={() => set(moveStage(draft, index, 1), index + 1)}
                  aria-label={t('builder.moveDown', { name })}
                  data-testid="survey-stage-down"
                >
                  ↓
                </button>
                <button type="button" className="button button-ghost" disabled={!canAddStage(draft)} onClick={() => set(duplicateStage(draft, index), index + 1)} aria-label={t('builder.duplicate', { name })} title={t('builder.duplicate', { name })} data-testid="survey-stage-duplicate">
                  <svg className="survey-icon" viewBox="0 0 16 16" aria-hidden="true">
                    <rect x="5" y="5" width="9" height="9" rx="1.5" />
                    <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" />
                  </svg>
                </button>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={draft.stages.length <= 1}
                  onClick={() => set(removeStage(draft, index), Math.max(0, Math.min(selected, draft.stages.length - 2)))}
                  aria-label={t('builder.remove', { name })}
                  data-testid="survey-stage-remove"
                >
                  ✕
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="survey-add-stage">
        <div className="field">
          <label className="field-label" htmlFor={kindId}>
            {t('builder.newStageKind')}
          </label>
          <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as SurveyStageKind)} data-testid="survey-add-stage-kind">
            {SURVEY_STAGE_KINDS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`stageKinds.${entry}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" disabled={!canAddStage(draft)} onClick={() => set(addStage(draft, kind), draft.stages.length)} data-testid="survey-add-stage">
          + {t('builder.addStage')}
        </button>
        {canAddStage(draft) ? null : <span className="field-hint">{t('builder.stagesMax', { max: SURVEY_STAGES_MAX })}</span>}
      </div>
    </section>
  );
}
