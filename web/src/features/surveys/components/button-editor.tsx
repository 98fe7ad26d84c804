import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FieldFrame, TextField } from '../../../components/form/form-fields.tsx';
import { BUTTON_ID_MAX } from '../model/button-id.ts';
import { problemChoices } from '../model/problem-choices.ts';
import { STAGE_FEATURES } from '../model/stage-features.ts';
import { moveButton, removeButton, setButtonId, setButtonLabel, updateButton, type DraftButton } from '../model/survey-draft.ts';
import { URL_MAX } from '../model/survey-rules.ts';
import { textIn } from '../model/survey-texts.ts';
import { LocalizedInputs } from './localized-inputs.tsx';
import type { SurveyForm } from './use-survey-form.ts';

/** The colour a button without one of its own is drawn in (the preview's and the tablet's default). */
export const DEFAULT_BUTTON_COLOUR = '#0f766e';

interface ButtonEditorProps {
  form: SurveyForm;
  stageIndex: number;
  buttonIndex: number;
}

/**
 * One button: its id (derived from the first-language label until typed), its label in each
 * language, colour, jump, and what its stage's kind adds: a picture, a cleaning problem, a group.
 */
export function ButtonEditor({ form, stageIndex, buttonIndex }: ButtonEditorProps) {
  const { t, i18n } = useTranslation(['surveys', 'labels']);
  const { draft, change, error } = form;
  const colourId = useId();
  const stage = draft.stages[stageIndex];
  const button = stage?.buttons[buttonIndex];
  if (!stage || !button) return null;
  const features = STAGE_FEATURES[stage.kind];
  const at = `stages/${stageIndex}/buttons/${buttonIndex}`;
  const set = (patch: Partial<Omit<DraftButton, 'key'>>, field: string) => change(updateButton(draft, stageIndex, buttonIndex, patch), `${at}/${field}`);
  const name = t('builder.buttonNumber', { number: buttonIndex + 1 });
  const stageChoices = draft.stages.map((other, index) => ({
    value: String(index),
    label: `${t('builder.stageNumber', { number: index + 1 })}: ${textIn(other.title, i18n.language, draft.languages) ?? t(`stageKinds.${other.kind}`)}`,
  }));
  const problemOptions = problemChoices(button.problem);

  return (
    <div className="survey-button-editor" data-testid="survey-button" data-button-id={button.id}>
      <div className="survey-button-head">
        <strong>{name}</strong>
        <span className="survey-mini-actions">
          <button type="button" className="button button-ghost" disabled={buttonIndex === 0} onClick={() => change(moveButton(draft, stageIndex, buttonIndex, -1), `stages/${stageIndex}/buttons`)} aria-label={t('builder.moveUp', { name })}>
            ↑
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={buttonIndex === stage.buttons.length - 1}
            onClick={() => change(moveButton(draft, stageIndex, buttonIndex, 1), `stages/${stageIndex}/buttons`)}
            aria-label={t('builder.moveDown', { name })}
          >
            ↓
          </button>
          <button type="button" className="button button-ghost" onClick={() => change(removeButton(draft, stageIndex, buttonIndex), `stages/${stageIndex}/buttons`)} aria-label={t('builder.remove', { name })} data-testid="survey-button-remove">
            ✕
          </button>
        </span>
      </div>
      <LocalizedInputs
        label={t('fields.label')}
        value={button.label}
        languages={draft.languages}
        onChange={(language, text) => change(setButtonLabel(draft, stageIndex, buttonIndex, language, text), `${at}/label/${language}`)}
        error={(language) => error(`${at}/label/${language}`)}
        testId="survey-button-label"
      />
      <div className="admin-form survey-button-fields">
        <TextField
          label={t('fields.id')}
          value={button.id}
          onChange={(id) => change(setButtonId(draft, stageIndex, buttonIndex, id), `${at}/id`)}
          error={error(`${at}/id`)}
          hint={button.idLocked ? t('builder.idHint') : t('builder.idDerived')}
          maxLength={BUTTON_ID_MAX}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          testId="survey-button-id"
        />
        <FieldFrame label={t('fields.colour')} error={error(`${at}/colour`)}>
          {({ describedBy }) => (
            <span className="survey-colour">
              <input
                id={colourId}
                type="color"
                value={button.colour ?? DEFAULT_BUTTON_COLOUR}
                aria-label={t('fields.colour')}
                aria-describedby={describedBy}
                onChange={(event) => set({ colour: event.target.value }, 'colour')}
                data-testid="survey-button-colour"
              />
              {button.colour === null ? (
                <span className="muted">{t('builder.defaultColour')}</span>
              ) : (
                <button type="button" className="button button-ghost" onClick={() => set({ colour: null }, 'colour')} data-testid="survey-button-colour-reset">
                  {t('builder.resetColour')}
                </button>
              )}
            </span>
          )}
        </FieldFrame>
        <ChoiceField
          label={t('fields.goToStage')}
          value={button.goToStage === null ? '' : String(button.goToStage)}
          options={stageChoices}
          placeholder={t('builder.nextStage')}
          onChange={(value) => set({ goToStage: value === '' ? null : Number(value) }, 'goToStage')}
          error={error(`${at}/goToStage`)}
          testId="survey-button-goto"
        />
        {features.groups ? (
          <ChoiceField
            label={t('fields.group')}
            value={String(button.group) as '0' | '1'}
            options={(['0', '1'] as const).map((group) => ({ value: group, label: textIn(stage.groupTitles[Number(group)], i18n.language, draft.languages) ?? t('fields.groupTitle', { number: Number(group) + 1 }) }))}
            onChange={(group) => set({ group: group === '1' ? 1 : 0 }, 'group')}
            testId="survey-button-group"
          />
        ) : null}
        {features.problems ? (
          <ChoiceField
            label={t('fields.problem')}
            value={button.problem ?? ''}
            options={problemOptions.map((key) => ({ value: key, label: t(`labels:${key}`, { defaultValue: key }) }))}
            placeholder={t('builder.chooseProblem')}
            onChange={(problem) => set({ problem: problem === '' ? null : problem }, 'problem')}
            error={error(`${at}/problem`)}
            testId="survey-button-problem"
          />
        ) : null}
        {features.images ? (
          <TextField
            label={t('fields.imageUrl')}
            value={button.imageUrl ?? ''}
            onChange={(imageUrl) => set({ imageUrl }, 'imageUrl')}
            error={error(`${at}/imageUrl`)}
            type="url"
            dir="ltr"
            placeholder="https://"
            maxLength={URL_MAX}
            wide
            testId="survey-button-image"
          />
        ) : null}
      </div>
    </div>
  );
}
