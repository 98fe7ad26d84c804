import { SURVEY_KINDS, SURVEY_NAME_MAX, type UserLanguage } from '@facility/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField, NumberField, TextField } from '../../../components/form/form-fields.tsx';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { addLanguage, moveLanguage, removeLanguage } from '../model/survey-draft.ts';
import { RESTART_RANGE } from '../model/survey-rules.ts';
import type { SurveyForm } from './use-survey-form.ts';

export const languageName = (code: string): string => LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/** The survey as a whole: name, kind, the seconds before it starts again, and its languages in order. */
export function SurveySettings({ form }: { form: SurveyForm }) {
  const { t } = useTranslation('surveys');
  const { draft, change, error } = form;
  return (
    <section className="card survey-card admin-form" aria-labelledby="survey-settings-title">
      <h3 id="survey-settings-title" className="survey-card-title">
        {t('builder.settings')}
      </h3>
      <TextField
        label={t('fields.name')}
        value={draft.name}
        onChange={(name) => change({ ...draft, name }, 'name')}
        error={error('name')}
        maxLength={SURVEY_NAME_MAX}
        autoComplete="off"
        testId="survey-name"
      />
      <ChoiceField
        label={t('fields.kind')}
        value={draft.kind}
        options={SURVEY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        onChange={(kind) => kind && change({ ...draft, kind }, 'kind')}
        testId="survey-kind"
      />
      <NumberField
        label={t('fields.restartSeconds')}
        value={draft.restartSeconds}
        onChange={(value) => change({ ...draft, restartSeconds: value ?? Number.NaN }, 'restartSeconds')}
        error={error('restartSeconds')}
        hint={t('builder.restartHint')}
        min={RESTART_RANGE.min}
        max={RESTART_RANGE.max}
        testId="survey-restart"
      />
      <LanguageList form={form} />
    </section>
  );
}

/** The survey's languages: the first is its default; order is the order the tablet offers them. */
function LanguageList({ form }: { form: SurveyForm }) {
  const { t } = useTranslation('surveys');
  const { draft, change, error } = form;
  const addId = useId();
  const missing = LANGUAGES.filter((language) => !draft.languages.includes(language.code));
  const set = (next: typeof draft) => change(next, 'languages');
  return (
    <fieldset className="survey-languages" data-testid="survey-languages">
      <legend>{t('fields.languages')}</legend>
      <ol className="survey-language-list">
        {draft.languages.map((code: UserLanguage, index) => (
          <li key={code} className="survey-language" data-testid="survey-language" data-language={code}>
            <span lang={code} className="survey-language-name">
              {languageName(code)}
            </span>
            {index === 0 ? <span className="chip">{t('builder.defaultLanguage')}</span> : null}
            <span className="survey-mini-actions">
              <button type="button" className="button button-ghost" disabled={index === 0} onClick={() => set(moveLanguage(draft, index, -1))} aria-label={t('builder.moveUp', { name: languageName(code) })} data-testid="survey-language-up">
                ↑
              </button>
              <button
                type="button"
                className="button button-ghost"
                disabled={index === draft.languages.length - 1}
                onClick={() => set(moveLanguage(draft, index, 1))}
                aria-label={t('builder.moveDown', { name: languageName(code) })}
                data-testid="survey-language-down"
              >
                ↓
              </button>
              <button type="button" className="button button-ghost" disabled={draft.languages.length <= 1} onClick={() => set(removeLanguage(draft, code))} aria-label={t('builder.remove', { name: languageName(code) })} data-testid="survey-language-remove">
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      {missing.length > 0 ? (
        <div className="field survey-language-add">
          <label className="field-label" htmlFor={addId}>
            {t('builder.addLanguage')}
          </label>
          <select
            id={addId}
            value=""
            data-testid="survey-language-add"
            onChange={(event) => {
              const code = missing.find((language) => language.code === event.target.value)?.code;
              if (code) set(addLanguage(draft, code));
            }}
          >
            <option value="">{t('builder.chooseLanguage')}</option>
            {missing.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error('languages') ? <span className="field-error">{error('languages')}</span> : null}
      <p className="field-hint survey-language-hint">{t('builder.languagesHint')}</p>
    </fieldset>
  );
}
