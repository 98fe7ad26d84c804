import type { UserLanguage } from '@facility/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../i18n/languages.ts';
import { STAGE_FEATURES } from '../model/stage-features.ts';
import type { DraftButton, DraftStage, SurveyDraft } from '../model/survey-draft.ts';
import { textIn } from '../model/survey-texts.ts';
import { DEFAULT_BUTTON_COLOUR } from './button-editor.tsx';
import { languageName } from './survey-settings.tsx';

const SMILEYS = ['😞', '😟', '😐', '😊', '😀'];

interface StagePreviewProps {
  draft: SurveyDraft;
  index: number;
  language: UserLanguage;
  onLanguage: (language: UserLanguage) => void;
}

/**
 * The selected stage roughly as the device shows it, in one of the survey's languages (he
 * and ar right to left). An embedded page is named, not loaded: the builder does not open
 * third-party pages inside the dashboard.
 */
export function StagePreview({ draft, index, language, onLanguage }: StagePreviewProps) {
  const { t } = useTranslation('surveys');
  const stage = draft.stages[index];
  return (
    <section className="card survey-preview" aria-labelledby="survey-preview-title" data-testid="survey-preview">
      <h3 id="survey-preview-title" className="survey-card-title">
        {t('preview.title')}
      </h3>
      {draft.languages.length > 1 ? (
        <div className="tabs survey-preview-tabs" role="group" aria-label={t('preview.language')}>
          {draft.languages.map((code) => (
            <button
              key={code}
              type="button"
              className={code === language ? 'tab is-active' : 'tab'}
              aria-pressed={code === language}
              lang={code}
              onClick={() => onLanguage(code)}
              data-testid={`survey-preview-language-${code}`}
            >
              {languageName(code)}
            </button>
          ))}
        </div>
      ) : null}
      {stage ? <Screen stage={stage} draft={draft} language={language} kind={draft.kind} /> : null}
      <p className="muted survey-preview-note">{t('preview.note', { number: index + 1, total: draft.stages.length })}</p>
    </section>
  );
}

function Screen({ stage, draft, language, kind }: { stage: DraftStage; draft: SurveyDraft; language: UserLanguage; kind: SurveyDraft['kind'] }) {
  const { t } = useTranslation('surveys');
  const features = STAGE_FEATURES[stage.kind];
  const text = (value: DraftStage['title'] | undefined) => textIn(value, language, draft.languages);
  const title = text(stage.title);
  return (
    <div className={`survey-device survey-device-${kind}`} dir={isRtl(language) ? 'rtl' : 'ltr'} lang={language} data-testid="survey-preview-screen">
      {/* Cut to three lines on the screen (surveys.css); the whole title shows on hover. */}
      <h4 className={title ? 'survey-device-title' : 'survey-device-title is-empty'} dir="auto" title={title ?? undefined}>
        {title ?? t('builder.untitled')}
      </h4>
      {features.rating ? <Rating shape={stage.ratingShape} /> : null}
      {features.text ? (
        <div className="survey-device-text">
          <textarea disabled rows={3} aria-label={title ?? ''} />
          <span className="survey-device-next" aria-hidden="true">
            <span className="flip-rtl">→</span>
          </span>
        </div>
      ) : null}
      {features.link ? (
        <div className="survey-device-link" dir="ltr">
          <span aria-hidden="true">🔗</span> {stage.linkUrl?.trim() || 'https://…'}
        </div>
      ) : null}
      {features.groups ? (
        <div className="survey-device-groups">
          {([0, 1] as const).map((group) => (
            <div key={group} className="survey-device-group">
              <strong dir="auto">{text(stage.groupTitles[group]) ?? t('fields.groupTitle', { number: group + 1 })}</strong>
              <Buttons stage={stage} buttons={stage.buttons.filter((button) => button.group === group)} language={language} draft={draft} />
            </div>
          ))}
        </div>
      ) : features.buttons ? (
        stage.buttons.length > 0 ? (
          <Buttons stage={stage} buttons={stage.buttons} language={language} draft={draft} />
        ) : stage.kind === 'content' ? (
          <span className="survey-device-next" aria-hidden="true">
            <span className="flip-rtl">→</span>
          </span>
        ) : null
      ) : null}
      {stage.delaySeconds > 0 ? <span className="survey-device-delay">⏱ {t('preview.delay', { seconds: stage.delaySeconds })}</span> : null}
    </div>
  );
}

function Rating({ shape }: { shape: DraftStage['ratingShape'] }) {
  return (
    <div className={`survey-device-rating is-${shape}`} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((step) => (
        <span key={step} className="survey-device-rate">
          {shape === 'stars' ? '★' : shape === 'smileys' ? SMILEYS[step - 1] : step}
        </span>
      ))}
    </div>
  );
}

function Buttons({ stage, buttons, language, draft }: { stage: DraftStage; buttons: readonly DraftButton[]; language: UserLanguage; draft: SurveyDraft }) {
  const { t } = useTranslation('labels', { lng: language, useSuspense: false });
  const columns = Math.max(1, Math.ceil(buttons.length / Math.max(1, stage.rows)));
  const images = STAGE_FEATURES[stage.kind].images;
  return (
    <div className="survey-device-buttons" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } as CSSProperties}>
      {buttons.map((button) => {
        const label = textIn(button.label, language, draft.languages) ?? (button.problem ? t(button.problem, { defaultValue: button.problem }) : button.id);
        return (
          <span key={button.key} className={`survey-device-button is-${stage.buttonShape}`} style={{ background: button.colour ?? DEFAULT_BUTTON_COLOUR }}>
            {images && button.imageUrl ? <img src={button.imageUrl} alt="" referrerPolicy="no-referrer" loading="lazy" /> : null}
            <span dir="auto">{label}</span>
          </span>
        );
      })}
    </div>
  );
}
