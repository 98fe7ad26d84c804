import type { UserLanguage } from '@facility/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { useSaveSurvey } from '../api/surveys-api.ts';
import { createBody, updateBody, type SurveyDraft } from '../model/survey-draft.ts';
import { stagesWithProblems } from '../model/survey-rules.ts';
import { StageEditor } from './stage-editor.tsx';
import { StageList } from './stage-list.tsx';
import { StagePreview } from './stage-preview.tsx';
import { SurveySettings } from './survey-settings.tsx';
import { useSurveyForm } from './use-survey-form.ts';
import { whereOf } from './where-of.ts';

interface SurveyBuilderProps {
  siteId: string;
  /** The survey changed; null for a new one. */
  surveyId: string | null;
  initial: SurveyDraft;
  /** The names of the site's other surveys, which this one may not take. */
  otherNames: readonly string[];
}

/**
 * The builder: the survey's settings, its stages (add, remove, reorder, duplicate), the
 * selected stage's editor and, beside it, a preview of that stage as a tablet shows it.
 * Save creates or updates the survey and returns to the list.
 */
export function SurveyBuilder({ siteId, surveyId, initial, otherNames }: SurveyBuilderProps) {
  const { t } = useTranslation(['surveys', 'admin']);
  const [, navigate] = useLocation();
  const form = useSurveyForm(initial, otherNames);
  const { draft } = form;
  const [selected, setSelected] = useState(0);
  const [previewLanguage, setPreviewLanguage] = useState<UserLanguage | null>(null);
  const save = useSaveSurvey(() => navigate('/survey'));
  const stage = Math.min(selected, draft.stages.length - 1);
  const language = previewLanguage && draft.languages.includes(previewLanguage) ? previewLanguage : (draft.languages[0] ?? 'en');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      // Show the first stage with a problem; the settings' own messages are in sight above.
      const first = [...stagesWithProblems(Object.keys(form.problems))].sort((a, b) => a - b)[0];
      if (first !== undefined) setSelected(first);
      return;
    }
    const input = surveyId === null ? { id: null, body: createBody(siteId, draft) } : { id: surveyId, body: updateBody(draft) };
    save.mutate(input, { onError: (error) => form.refused(error) });
  };

  return (
    <form className="survey-builder" onSubmit={submit} noValidate data-testid="survey-builder">
      <div className="survey-builder-main">
        <h2 className="survey-builder-title">{surveyId === null ? t('builder.new') : t('builder.edit', { name: initial.name })}</h2>
        <SurveySettings form={form} />
        <StageList form={form} selected={stage} onSelect={setSelected} />
        <StageEditor key={draft.stages[stage]?.key} form={form} index={stage} />
      </div>
      <aside className="survey-builder-side" aria-label={t('preview.title')}>
        <StagePreview draft={draft} index={stage} language={language} onLanguage={setPreviewLanguage} />
      </aside>
      <div className="survey-builder-actions">
        {form.problemCount > 0 ? (
          <p className="form-error" role="alert" data-testid="survey-builder-problems">
            {t('builder.problems', { count: form.problemCount })}
          </p>
        ) : null}
        {form.serverErrors.length > 0 ? (
          <ul className="survey-server-errors" role="alert" data-testid="survey-builder-server-errors">
            {form.serverErrors.map(([path, reason]) => (
              <li key={path}>
                <strong>{whereOf(path, t)}</strong>: {reason}
              </li>
            ))}
          </ul>
        ) : null}
        <FormActions saving={save.isPending} onCancel={() => navigate('/survey')} error={form.formError} testId="survey-builder" />
      </div>
    </form>
  );
}
