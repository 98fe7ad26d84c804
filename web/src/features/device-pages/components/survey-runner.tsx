import type { Survey, SurveyButton } from '@facility/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemCategory } from '../model/problems.ts';
import { answer, answeredPayload, pressButton, ratingScore, startRun, type SurveyRun } from '../model/survey-run.ts';
import type { DevicePageContext } from './device-page-context.ts';
import { SurveyStageView } from './survey-stage-view.tsx';

/** A visitor who walks away mid-survey: the next one starts from the first stage. */
const IDLE_RESET_MS = 120_000;

/**
 * Runs the assigned survey stage by stage; at the end it posts one `SurveyAnswered` with
 * every answer, shows the thank-you screen and starts again after `restartSeconds`. Presses
 * on a `cleaning` stage are also complaints, reported at once.
 */
export function SurveyRunner({ survey, context }: { survey: Survey; context: DevicePageContext }) {
  const { t } = useTranslation('device-page');
  const [run, setRun] = useState<SurveyRun>(startRun);
  const typed = useRef('');
  const { report, language, page } = context;

  const advance = (next: SurveyRun) => {
    typed.current = '';
    if (run.stage !== null && next.stage === null) {
      const payload = answeredPayload(survey.surveyId, next);
      if (payload) report('SurveyAnswered', payload, { thanks: false });
    }
    setRun(next);
  };

  const stage = run.stage === null ? null : survey.stages[run.stage];
  // The timers below fire after later renders; they must post with the latest handler.
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });

  // A stage with a delay moves on by itself; the thank-you screen returns to the start.
  useEffect(() => {
    if (run.stage === null) {
      const timer = setTimeout(() => setRun(startRun()), survey.restartSeconds * 1000);
      return () => clearTimeout(timer);
    }
    const delay = survey.stages[run.stage]?.delaySeconds ?? 0;
    const timer =
      delay > 0
        ? setTimeout(() => advanceRef.current(answer(survey, run, null)), delay * 1000)
        : run.stage > 0 || run.answers.length > 0
          ? setTimeout(() => setRun(startRun()), IDLE_RESET_MS)
          : null;
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [run, survey]);
  if (run.stage === null || !stage) {
    return (
      <section className="survey-thanks" role="status" data-testid="survey-thanks">
        <span className="device-thanks-mark" aria-hidden="true">
          ✓
        </span>
        <h2>{t('survey.thanks')}</h2>
      </section>
    );
  }

  const onButton = (button: SurveyButton) => {
    if (stage.kind === 'cleaning' && button.problem) {
      report('ComplaintReported', { problem: button.problem, category: problemCategory(button.problem, page.problems) }, { thanks: false });
    }
    advance(pressButton(survey, run, button));
  };
  return (
    <div className="survey-runner" data-testid="survey" data-survey-id={survey.surveyId}>
      <ol className="survey-progress" aria-hidden="true">
        {survey.stages.map((_, index) => (
          <li key={index} className={index === run.stage ? 'is-current' : index < (run.stage ?? 0) ? 'is-done' : ''} />
        ))}
      </ol>
      <SurveyStageView
        key={run.stage}
        survey={survey}
        stage={stage}
        index={run.stage}
        isLast={run.stage === survey.stages.length - 1}
        language={language}
        problems={page.problems}
        onButton={onButton}
        onRating={(value) => advance(answer(survey, run, { rating: ratingScore(value) }))}
        onText={(text) => {
          typed.current = text;
        }}
        onNext={() => {
          const text = typed.current.trim();
          advance(answer(survey, run, stage.kind === 'open_text' && text ? { text } : null));
        }}
      />
    </div>
  );
}
