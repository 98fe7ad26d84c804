import type { DevicePageProblem, Survey, SurveyButton, SurveyStage } from '@facility/contracts';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonGroups, localized } from '../model/survey-run.ts';
import { RatingFace, RatingStar } from './rating-face.tsx';

export interface StageHandlers {
  onButton: (button: SurveyButton) => void;
  onRating: (value: number) => void;
  onText: (text: string) => void;
  onNext: () => void;
}

interface StageViewProps extends StageHandlers {
  survey: Survey;
  stage: SurveyStage;
  index: number;
  isLast: boolean;
  language: string;
  /** The site's problem buttons: a `cleaning` stage without buttons of its own offers them. */
  problems: readonly DevicePageProblem[];
}

/** Black or white text, whichever reads better on the button's colour. */
function textOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.55 ? '#111827' : '#ffffff';
}

/** One survey stage as its kind describes it (see `SURVEY_STAGE_KINDS`). */
export function SurveyStageView(props: StageViewProps) {
  const { t } = useTranslation('device-page');
  const { survey, stage, index, isLast, language } = props;
  const text = (value: Parameters<typeof localized>[0]) => localized(value, language, survey.languages);
  const nextButton = (
    <button type="button" className="device-button device-next" onClick={props.onNext} data-testid={isLast ? 'survey-submit' : 'survey-next'}>
      {isLast ? t('survey.submit') : t('survey.next')}
    </button>
  );
  return (
    <section className={`survey-stage survey-stage-${stage.kind}`} data-testid="survey-stage" data-stage={index} data-kind={stage.kind} aria-labelledby="survey-stage-title">
      <h2 id="survey-stage-title" data-testid="survey-stage-title">
        {text(stage.title)}
      </h2>
      <StageBody {...props} text={text} />
      {stage.kind === 'content' || stage.kind === 'open_text' || stage.kind === 'embedded_link' ? <div className="survey-actions">{nextButton}</div> : null}
    </section>
  );
}

function StageBody(props: StageViewProps & { text: (value: Parameters<typeof localized>[0]) => string }) {
  const { t } = useTranslation(['device-page', 'labels']);
  const { stage, text } = props;
  switch (stage.kind) {
    case 'content':
      return stage.buttons.length > 0 ? <ButtonGrid stage={stage} buttons={stage.buttons} text={text} onButton={props.onButton} /> : null;
    case 'rating':
      return (
        <div className={`survey-rating survey-rating-${stage.ratingShape}`} role="group" aria-labelledby="survey-stage-title">
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              className="device-button device-rating-button"
              aria-label={t('pad.ratingValue', { value })}
              onClick={() => props.onRating(value)}
              data-testid={`survey-rating-${value}`}
            >
              {stage.ratingShape === 'stars' ? (
                <span className="rating-stars">
                  {Array.from({ length: value }, (_, star) => (
                    <RatingStar key={star} />
                  ))}
                </span>
              ) : stage.ratingShape === 'smileys' ? (
                <RatingFace value={value} />
              ) : (
                <span className="rating-number">{value}</span>
              )}
            </button>
          ))}
        </div>
      );
    case 'image':
      return <ButtonGrid stage={stage} buttons={stage.buttons} text={text} onButton={props.onButton} images />;
    case 'open_text':
      return <OpenText onText={props.onText} />;
    case 'cleaning': {
      // Without buttons of its own, the stage offers the site's cleaning problems.
      const buttons: SurveyButton[] =
        stage.buttons.length > 0
          ? stage.buttons
          : props.problems
              .filter((problem) => problem.category === 'cleaning')
              .map((problem) => ({ id: problem.problem, label: { [props.language]: t(`labels:${problem.problem}`) }, colour: null, imageUrl: null, goToStage: null, group: 0, problem: problem.problem }));
      return <ButtonGrid stage={stage} buttons={buttons} text={text} onButton={props.onButton} problemLabel={(problem) => t(`labels:${problem}`)} />;
    }
    case 'splitted': {
      const groups = buttonGroups(stage);
      return (
        <div className="survey-split">
          {groups.map((buttons, group) => (
            <div key={group} className="survey-split-group" data-testid={`survey-group-${group}`}>
              {stage.groupTitles[group] ? <h3>{text(stage.groupTitles[group])}</h3> : null}
              <ButtonGrid stage={{ ...stage, rows: Math.min(stage.rows, Math.max(1, buttons.length)) }} buttons={buttons} text={text} onButton={props.onButton} />
            </div>
          ))}
        </div>
      );
    }
    case 'embedded_link':
      return stage.linkUrl ? (
        <iframe className="survey-embedded" src={stage.linkUrl} title={t('survey.embedded')} sandbox="allow-scripts allow-same-origin allow-forms" referrerPolicy="no-referrer" data-testid="survey-embedded" />
      ) : null;
  }
}

function ButtonGrid({
  stage,
  buttons,
  text,
  onButton,
  images = false,
  problemLabel,
}: {
  stage: Pick<SurveyStage, 'rows' | 'buttonShape'>;
  buttons: readonly SurveyButton[];
  text: (value: SurveyButton['label']) => string;
  onButton: (button: SurveyButton) => void;
  images?: boolean;
  /** `cleaning` buttons without a label of their own read as their problem. */
  problemLabel?: (problem: string) => string;
}) {
  const columns = Math.max(1, Math.ceil(buttons.length / Math.max(1, stage.rows)));
  return (
    <div className={`survey-buttons survey-shape-${stage.buttonShape}`} style={{ '--survey-columns': columns } as CSSProperties}>
      {buttons.map((button) => {
        const label = text(button.label) || (button.problem && problemLabel ? problemLabel(button.problem) : button.id);
        const style = button.colour ? ({ background: button.colour, borderColor: button.colour, color: textOn(button.colour) } as CSSProperties) : undefined;
        return (
          <button key={button.id} type="button" className={`device-button survey-button${images ? ' survey-image-button' : ''}`} style={style} onClick={() => onButton(button)} data-testid={`survey-button-${button.id}`}>
            {images && button.imageUrl ? <img src={button.imageUrl} alt="" loading="lazy" /> : null}
            <span>{label}</span>
          </button>
        );
      })}
    </div>
  );
}

function OpenText({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('device-page');
  const [value, setValue] = useState('');
  return (
    <textarea
      className="survey-text"
      value={value}
      maxLength={2000}
      rows={4}
      // The next button reads the text from the runner: it is handed over on every change.
      onChange={(event) => {
        setValue(event.target.value);
        onText(event.target.value);
      }}
      placeholder={t('survey.textPlaceholder')}
      aria-label={t('survey.textPlaceholder')}
      enterKeyHint="done"
      data-testid="survey-text"
    />
  );
}
