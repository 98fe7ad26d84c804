import { BUTTON_SHAPES, RATING_SHAPES, SURVEY_BUTTONS_MAX, SURVEY_STAGE_KINDS, type UserLanguage } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField, NumberField, TextField } from '../../../components/form/form-fields.tsx';
import { STAGE_FEATURES } from '../model/stage-features.ts';
import { addButton, canAddButton, setGroupTitle, setStageKind, setStageTitle, updateStage, type DraftStage } from '../model/survey-draft.ts';
import { DELAY_RANGE, ROWS_RANGE, URL_MAX } from '../model/survey-rules.ts';
import { ButtonEditor } from './button-editor.tsx';
import { LocalizedInputs } from './localized-inputs.tsx';
import type { SurveyForm } from './use-survey-form.ts';

const ROWS = Array.from({ length: ROWS_RANGE.max - ROWS_RANGE.min + 1 }, (_, at) => String(ROWS_RANGE.min + at));

/** The selected stage: its kind, texts in every language, the fields its kind uses, and its buttons. */
export function StageEditor({ form, index }: { form: SurveyForm; index: number }) {
  const { t } = useTranslation('surveys');
  const { draft, change, error } = form;
  const stage = draft.stages[index];
  if (!stage) return null;
  const at = `stages/${index}`;
  const features = STAGE_FEATURES[stage.kind];
  const set = (patch: Partial<DraftStage>, field: string) => change(updateStage(draft, index, (current) => ({ ...current, ...patch })), `${at}/${field}`);
  const first = draft.languages[0];

  return (
    <section className="card survey-card survey-stage-editor" aria-labelledby="survey-stage-editor-title" data-testid="survey-stage-editor" data-stage={index}>
      <h3 id="survey-stage-editor-title" className="survey-card-title">
        {t('builder.stageNumber', { number: index + 1 })}
      </h3>
      <div className="admin-form">
        <ChoiceField
          label={t('fields.kind')}
          value={stage.kind}
          options={SURVEY_STAGE_KINDS.map((kind) => ({ value: kind, label: t(`stageKinds.${kind}`) }))}
          onChange={(kind) => kind && change(setStageKind(draft, index, kind), `${at}/kind`)}
          testId="survey-stage-kind"
        />
        <NumberField
          label={t('fields.delaySeconds')}
          value={stage.delaySeconds}
          onChange={(value) => set({ delaySeconds: value ?? Number.NaN }, 'delaySeconds')}
          error={error(`${at}/delaySeconds`)}
          hint={t('builder.delayHint')}
          min={DELAY_RANGE.min}
          max={DELAY_RANGE.max}
          testId="survey-stage-delay"
        />
        {features.rating ? (
          <ChoiceField
            label={t('fields.ratingShape')}
            value={stage.ratingShape}
            options={RATING_SHAPES.map((shape) => ({ value: shape, label: t(`ratingShapes.${shape}`) }))}
            onChange={(ratingShape) => ratingShape && set({ ratingShape }, 'ratingShape')}
            testId="survey-stage-rating-shape"
          />
        ) : null}
        {features.buttons ? (
          <>
            <ChoiceField
              label={t('fields.buttonShape')}
              value={stage.buttonShape}
              options={BUTTON_SHAPES.map((shape) => ({ value: shape, label: t(`buttonShapes.${shape}`) }))}
              onChange={(buttonShape) => buttonShape && set({ buttonShape }, 'buttonShape')}
              testId="survey-stage-button-shape"
            />
            <ChoiceField
              label={t('fields.rows')}
              value={String(stage.rows)}
              options={ROWS.map((rows) => ({ value: rows, label: rows }))}
              onChange={(rows) => rows && set({ rows: Number(rows) }, 'rows')}
              error={error(`${at}/rows`)}
              testId="survey-stage-rows"
            />
          </>
        ) : null}
        {features.link ? (
          <TextField
            label={t('fields.linkUrl')}
            value={stage.linkUrl ?? ''}
            onChange={(linkUrl) => set({ linkUrl }, 'linkUrl')}
            error={error(`${at}/linkUrl`)}
            type="url"
            dir="ltr"
            placeholder="https://"
            maxLength={URL_MAX}
            wide
            testId="survey-stage-link"
          />
        ) : null}
      </div>
      <LocalizedInputs
        label={t('fields.title')}
        value={stage.title}
        languages={draft.languages}
        onChange={(language, text) => change(setStageTitle(draft, index, language, text), `${at}/title/${language}`)}
        error={(language: UserLanguage) => error(`${at}/title/${language}`) ?? (language === first ? error(`${at}/title`) : null)}
        testId="survey-stage-title"
      />
      {features.groups
        ? ([0, 1] as const).map((group) => (
            <LocalizedInputs
              key={group}
              label={t('fields.groupTitle', { number: group + 1 })}
              value={stage.groupTitles[group] ?? {}}
              languages={draft.languages}
              onChange={(language, text) => change(setGroupTitle(draft, index, group, language, text), `${at}/groupTitles/${group}/${language}`)}
              error={(language) => error(`${at}/groupTitles/${group}/${language}`)}
              testId={`survey-stage-group-${group}`}
            />
          ))
        : null}
      {features.buttons ? (
        <div className="survey-buttons" data-testid="survey-buttons">
          <h4 className="survey-buttons-title">{t('builder.buttons', { total: stage.buttons.length })}</h4>
          {stage.buttons.length === 0 ? <p className="muted">{stage.kind === 'content' ? t('builder.noButtonsContent') : t('builder.noButtons')}</p> : null}
          {error(`${at}/buttons`) ? <p className="field-error">{error(`${at}/buttons`)}</p> : null}
          {stage.buttons.map((button, buttonIndex) => (
            <ButtonEditor key={button.key} form={form} stageIndex={index} buttonIndex={buttonIndex} />
          ))}
          <button type="button" className="button" disabled={!canAddButton(stage)} onClick={() => change(addButton(draft, index), `${at}/buttons`)} data-testid="survey-add-button">
            + {t('builder.addButton')}
          </button>
          {canAddButton(stage) ? null : <span className="field-hint">{t('builder.buttonsMax', { max: SURVEY_BUTTONS_MAX })}</span>}
        </div>
      ) : null}
    </section>
  );
}
