import type { LocalizedText, Survey, SurveyButton, SurveyStage, UserLanguage } from '@facility/contracts';

/**
 * A survey as a visitor goes through it (pure): stage after stage, a button's `goToStage`
 * jumping, and at the end one `SurveyAnswered` with every answer given on the way.
 */
export interface SurveyAnswer {
  stage: number;
  button?: string;
  rating?: number;
  text?: string;
}

export interface SurveyRun {
  /** The stage shown; null once the survey is over (the thank-you screen). */
  stage: number | null;
  /** One answer per stage answered, in the order given (a stage answered again replaces its answer). */
  answers: SurveyAnswer[];
}

export const startRun = (): SurveyRun => ({ stage: 0, answers: [] });

/** A 1..5 scale as the survey stores it: 0, 25, 50, 75, 100. */
export const ratingScore = (value: number): number => Math.round(((Math.min(5, Math.max(1, value)) - 1) / 4) * 100);

/** The stage after `current`: a button's jump when it names an existing stage, else the next one; null past the last. */
export function nextStage(survey: Pick<Survey, 'stages'>, current: number, goToStage: number | null = null): number | null {
  if (goToStage !== null && goToStage >= 0 && goToStage < survey.stages.length) return goToStage;
  return current + 1 < survey.stages.length ? current + 1 : null;
}

/** Records the answer to the current stage (when there is one) and moves on. */
export function answer(survey: Pick<Survey, 'stages'>, run: SurveyRun, given: Omit<SurveyAnswer, 'stage'> | null, goToStage: number | null = null): SurveyRun {
  if (run.stage === null) return run;
  const stage = run.stage;
  const answers = given ? [...run.answers.filter((entry) => entry.stage !== stage), { stage, ...given }] : run.answers;
  return { stage: nextStage(survey, stage, goToStage), answers };
}

/** A press on one of the stage's buttons. */
export const pressButton = (survey: Pick<Survey, 'stages'>, run: SurveyRun, button: Pick<SurveyButton, 'id' | 'goToStage'>): SurveyRun =>
  answer(survey, run, { button: button.id }, button.goToStage);

/** `SurveyAnswered`'s payload for a finished run; null when nothing was answered (nothing to report). */
export function answeredPayload(surveyId: string, run: SurveyRun): { surveyId: string; answers: SurveyAnswer[] } | null {
  if (run.answers.length === 0) return null;
  return { surveyId, answers: run.answers.slice(0, 100).map((entry) => (entry.text === undefined ? entry : { ...entry, text: entry.text.slice(0, 2000) })) };
}

/** A survey text in the language shown, else the survey's first language, else any it has. */
export function localized(text: LocalizedText | undefined, language: string, languages: readonly UserLanguage[]): string {
  if (!text) return '';
  const entries = text as Record<string, string | undefined>;
  for (const code of [language, ...languages]) {
    const value = entries[code];
    if (value?.trim()) return value;
  }
  return Object.values(entries).find((value) => value?.trim()) ?? '';
}

/** The buttons of a `splitted` stage in their two groups. */
export function buttonGroups(stage: Pick<SurveyStage, 'buttons'>): [SurveyButton[], SurveyButton[]] {
  return [stage.buttons.filter((button) => button.group === 0), stage.buttons.filter((button) => button.group === 1)];
}

/** The language a device page opens in: the visitor's last choice, else the site's, as long as the survey speaks it. */
export function initialLanguage(choices: { stored: string | null; site: UserLanguage; survey: readonly UserLanguage[] | null }, isLanguage: (code: unknown) => code is UserLanguage): UserLanguage {
  const speaks = (code: UserLanguage) => !choices.survey || choices.survey.includes(code);
  if (isLanguage(choices.stored) && speaks(choices.stored)) return choices.stored;
  if (speaks(choices.site)) return choices.site;
  return choices.survey?.[0] ?? choices.site;
}
