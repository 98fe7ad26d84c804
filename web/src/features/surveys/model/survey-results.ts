import type { Survey, SurveyResults, SurveyStageResult } from '@facility/contracts';
import type { CsvCell } from '../../../lib/csv.ts';
import { roomNameIn } from '../../../lib/room-name.ts';
import { STAGE_FEATURES } from './stage-features.ts';
import { textIn } from './survey-texts.ts';

/**
 * The results screen's figures from `GET /api/survey/{id}/results`: one card per stage of
 * the survey (a stage nobody answered shows zeros), each button's presses in the survey's
 * order with its label in the reader's language, the rating scale 1..5, the latest texts
 * with their room; and the two CSV tables. A stage or button the survey no longer has but
 * that answers still name is kept, named by its number or id.
 */
export interface ResultBar {
  key: string;
  label: string;
  value: number;
}

export interface ResultText {
  text: string;
  answeredAt: string;
  roomName: string;
}

export interface StageCard {
  /** The stage's index (its number is index + 1). */
  stage: number;
  /** Its title for the reader; null when it has none (the screen says "Stage n"). */
  title: string | null;
  kind: string;
  answers: number;
  /** Presses per button; null when the stage has no buttons. */
  buttons: ResultBar[] | null;
  /** Rating stages: the mean on the 1..5 scale to one decimal, from the answers per step (null when nobody rated), and those answers per step 1..5. */
  averageOnFive: number | null;
  ratings: ResultBar[] | null;
  /** Open-text stages: the latest texts, newest first. */
  texts: ResultText[] | null;
}

/** The scale a rating answer is sent on (0, 25, 50, 75, 100), shown as 1..5. */
export const RATING_STEPS = [0, 25, 50, 75, 100] as const;

/**
 * The mean on the 1..5 scale the visitor saw (0 → 1, 100 → 5), to one decimal, from the
 * answers per scale step: rounded once, here, from whole counts, so the card and the CSV show
 * the mean the counts beside it give (the API's 0..100 mean, rounded on its own scale first,
 * could land a tenth off). Null when nobody rated.
 */
export function averageOnFive(counts: readonly { rating: number; count: number }[]): number | null {
  let answers = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    const step = RATING_STEPS.indexOf(rating as (typeof RATING_STEPS)[number]);
    if (step < 0) continue;
    answers += count;
    sum += (step + 1) * count;
  }
  // Whole numbers up to the one division: a mean of exactly x.x5 rounds up, as a reader would.
  return answers === 0 ? null : Math.round((sum * 10) / answers) / 10;
}

interface CardOptions {
  /** The reader's language. */
  language: string;
  /** A cleaning problem's name (a cleaning button without a label shows it). */
  problemLabel: (key: string) => string;
}

function buttonBars(stage: Survey['stages'][number] | undefined, result: SurveyStageResult | undefined, survey: Survey, options: CardOptions): ResultBar[] {
  const counts = new Map((result?.buttons ?? []).map((entry) => [entry.button, entry.count]));
  const bars: ResultBar[] = (stage?.buttons ?? []).map((button) => ({
    key: button.id,
    label: textIn(button.label, options.language, survey.languages) ?? (button.problem ? options.problemLabel(button.problem) : button.id),
    value: counts.get(button.id) ?? 0,
  }));
  const known = new Set(bars.map((bar) => bar.key));
  const gone = (result?.buttons ?? []).filter((entry) => !known.has(entry.button)).sort((a, b) => b.count - a.count);
  return [...bars, ...gone.map((entry) => ({ key: entry.button, label: entry.button, value: entry.count }))];
}

export function stageCards(survey: Survey, results: SurveyResults, options: CardOptions): StageCard[] {
  const byStage = new Map(results.stages.map((result) => [result.stage, result]));
  // Each text's room named in the reader's language (issue 19), on the card and in the CSV alike.
  const roomNames = new Map(results.rooms.map((room) => [room.roomId, roomNameIn(options.language, { displayName: room.roomName, nameEn: room.roomNameEn })]));
  const indexes = [...new Set([...survey.stages.map((_, index) => index), ...results.stages.map((result) => result.stage)])].sort((a, b) => a - b);
  return indexes.map((index) => {
    const stage = survey.stages[index];
    const result = byStage.get(index);
    const kind = stage?.kind ?? result?.kind ?? 'content';
    const features = STAGE_FEATURES[kind as keyof typeof STAGE_FEATURES] ?? STAGE_FEATURES.content;
    const hasButtons = features.buttons || (result?.buttons.length ?? 0) > 0;
    const hasRating = features.rating || (result?.ratingCounts.length ?? 0) > 0;
    const hasTexts = features.text || (result?.texts.length ?? 0) > 0;
    const ratingCounts = new Map((result?.ratingCounts ?? []).map((entry) => [entry.rating, entry.count]));
    return {
      stage: index,
      title: textIn(stage?.title, options.language, survey.languages),
      kind,
      answers: result?.answers ?? 0,
      buttons: hasButtons ? buttonBars(stage, result, survey, options) : null,
      averageOnFive: averageOnFive(result?.ratingCounts ?? []),
      ratings: hasRating ? RATING_STEPS.map((step, at) => ({ key: String(step), label: String(at + 1), value: ratingCounts.get(step) ?? 0 })) : null,
      texts: hasTexts ? (result?.texts ?? []).map((entry) => ({ text: entry.text, answeredAt: entry.answeredAt, roomName: roomNames.get(entry.roomId) ?? entry.roomId })) : null,
    };
  });
}

export interface CsvHeadings {
  stage: string;
  question: string;
  kind: string;
  answers: string;
  option: string;
  count: string;
  average: string;
  answeredAt: string;
  room: string;
  text: string;
  /** The title of a stage without one ("Stage 2"). */
  untitled: (stage: number) => string;
  kindName: (kind: string) => string;
  /** A rating step (1..5) as the table names it. */
  ratingStep: (step: string) => string;
  /** An instant in the site's time. */
  instant: (iso: string) => string;
}

const titleOf = (card: StageCard, headings: CsvHeadings) => card.title ?? headings.untitled(card.stage + 1);

/** Per stage: one row per button and per rating step (and the average), or one row for a stage with neither. */
export function countsCsv(cards: readonly StageCard[], headings: CsvHeadings): { header: string[]; rows: CsvCell[][] } {
  const rows: CsvCell[][] = [];
  for (const card of cards) {
    const lead: CsvCell[] = [card.stage + 1, titleOf(card, headings), headings.kindName(card.kind), card.answers];
    const options: CsvCell[][] = [
      ...(card.buttons ?? []).map((bar) => [bar.label, bar.value]),
      ...(card.ratings ?? []).map((bar) => [headings.ratingStep(bar.label), bar.value]),
      ...(card.averageOnFive === null ? [] : [[headings.average, card.averageOnFive]]),
    ];
    if (options.length === 0) rows.push([...lead, '', '']);
    for (const option of options) rows.push([...lead, ...option]);
  }
  return { header: [headings.stage, headings.question, headings.kind, headings.answers, headings.option, headings.count], rows };
}

/** Every open text shown, newest first within its stage. */
export function textsCsv(cards: readonly StageCard[], headings: CsvHeadings): { header: string[]; rows: CsvCell[][] } {
  const rows = cards.flatMap((card) => (card.texts ?? []).map((entry) => [card.stage + 1, titleOf(card, headings), headings.instant(entry.answeredAt), entry.roomName, entry.text]));
  return { header: [headings.stage, headings.question, headings.answeredAt, headings.room, headings.text], rows };
}

export const hasTexts = (cards: readonly StageCard[]): boolean => cards.some((card) => (card.texts?.length ?? 0) > 0);
