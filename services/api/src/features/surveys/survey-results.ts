import type { SurveyResults, SurveyStage, SurveyStageResult } from '@facility/contracts';
import type { SiteCalendar, SurveyAnswerRecord, SurveySubmissionRecord } from '@facility/projections';
import { isSelected, placeHour, type CalendarSelection } from '../../stats-query/hour-placement.ts';

/**
 * The results of a survey over the dashboard's filter (spec §2 survey results), pure: the
 * routes read the answers of a slightly wider range and pass them here with the site's
 * calendar. A submission counts when the statistics would count an event at its time: it is
 * placed in the site's calendar as the day-and-shift counters place events (a night shift's
 * answer after midnight counts for the day the shift started), then the days, shifts,
 * weekdays and hour asked for select it; its answered items follow it.
 */

/** At most this many open texts per stage, newest first. */
export const TEXTS_PER_STAGE = 50;
/** The steps of a rating scale (1..5 stars sent as 0, 25, 50, 75, 100). */
export const RATING_STEPS = [0, 25, 50, 75, 100] as const;

export interface ResultsSelection extends CalendarSelection {
  /** A site-local hour of day (0..23): only answers given in it. */
  hour?: number | undefined;
}

export interface ResultRoom {
  roomName: string;
  roomNameEn: string | null;
}

export interface SurveyResultsInput {
  surveyId: string;
  stages: readonly SurveyStage[];
  calendar: SiteCalendar;
  selection: ResultsSelection;
  submissions: readonly SurveySubmissionRecord[];
  answers: readonly SurveyAnswerRecord[];
  /** Names of the rooms answers came from; a room unknown here is named by its id. */
  rooms: ReadonlyMap<string, ResultRoom>;
}

/** The submissions the selection counts, by their event id. */
export function selectedSubmissions(calendar: SiteCalendar, submissions: readonly SurveySubmissionRecord[], selection: ResultsSelection): SurveySubmissionRecord[] {
  return submissions.filter((submission) => {
    const place = placeHour(calendar, submission.answeredAt.getTime(), submission.roomId);
    return isSelected(place, selection) && (selection.hour === undefined || place.hour === selection.hour);
  });
}

/** The nearest step of the rating scale (a device sending 60 is counted as 50). */
const ratingStep = (rating: number): number =>
  RATING_STEPS.reduce((best, step) => (Math.abs(step - rating) < Math.abs(best - rating) ? step : best), RATING_STEPS[0]);

/**
 * The mean on the 0..100 scale to two decimals. Not to a whole number: the page shows it on
 * the 1..5 scale to one decimal, where a whole 0..100 step is 0.04, so rounding here first
 * moved the shown mean off what the counts give (68.51 → 69 → 3.76 → "3.8" for counts whose
 * mean is 3.74).
 */
export const ratingMean = (sum: number, count: number): number => Math.round((sum / count) * 100) / 100;

function stageResult(index: number, stage: SurveyStage | undefined, answers: readonly SurveyAnswerRecord[]): SurveyStageResult {
  const presses = new Map<string, number>((stage?.buttons ?? []).map((button) => [button.id, 0]));
  const steps = new Map<number, number>();
  // Summed as counted (each rating at its scale step), so the mean is the one the counts give.
  let ratingSum = 0;
  let ratingCount = 0;
  const texts: SurveyStageResult['texts'] = [];
  for (const answer of answers) {
    if (answer.button !== null) presses.set(answer.button, (presses.get(answer.button) ?? 0) + 1);
    if (answer.rating !== null) {
      const step = ratingStep(answer.rating);
      ratingSum += step;
      ratingCount += 1;
      steps.set(step, (steps.get(step) ?? 0) + 1);
    }
    if (answer.text !== null && answer.text.trim() !== '') texts.push({ text: answer.text, answeredAt: answer.answeredAt.toISOString(), roomId: answer.roomId });
  }
  const defined = new Set((stage?.buttons ?? []).map((button) => button.id));
  // The stage's buttons in its order (pressed or not), then ids it no longer has, most pressed first.
  const buttons = [...presses]
    .map(([button, count]) => ({ button, count }))
    .sort((a, b) => Number(defined.has(b.button)) - Number(defined.has(a.button)) || (defined.has(a.button) ? 0 : b.count - a.count || a.button.localeCompare(b.button)));
  const showsScale = stage?.kind === 'rating' || ratingCount > 0;
  return {
    stage: index,
    // An index the survey no longer has (its stages were edited after the answers came).
    kind: stage?.kind ?? 'removed',
    answers: answers.length,
    buttons,
    ratingAverage: ratingCount === 0 ? null : ratingMean(ratingSum, ratingCount),
    ratingCounts: showsScale ? RATING_STEPS.map((rating) => ({ rating, count: steps.get(rating) ?? 0 })) : [],
    texts: texts.reverse().slice(0, TEXTS_PER_STAGE),
  };
}

/**
 * The survey's results: per stage (every stage of the survey, then any other index answers
 * name) the answers, presses per button, the rating mean and scale, the latest open texts;
 * and the submissions per room, most first. `from`/`to` are the filter's local dates.
 */
export function surveyResults(input: SurveyResultsInput, period: { start: string; end: string }): SurveyResults {
  const counted = selectedSubmissions(input.calendar, input.submissions, input.selection);
  const ids = new Set(counted.map((submission) => submission.eventId));
  const byStage = new Map<number, SurveyAnswerRecord[]>();
  // Oldest first, as read: the texts are turned newest first per stage.
  for (const answer of input.answers) {
    if (!ids.has(answer.eventId)) continue;
    const list = byStage.get(answer.stage) ?? [];
    list.push(answer);
    byStage.set(answer.stage, list);
  }
  const indices = [...new Set([...input.stages.keys(), ...byStage.keys()])].sort((a, b) => a - b);
  const perRoom = new Map<string, number>();
  for (const submission of counted) perRoom.set(submission.roomId, (perRoom.get(submission.roomId) ?? 0) + 1);
  return {
    surveyId: input.surveyId,
    from: period.start,
    to: period.end,
    submissions: counted.length,
    stages: indices.map((index) => stageResult(index, input.stages[index], byStage.get(index) ?? [])),
    rooms: [...perRoom]
      .map(([roomId, submissions]) => {
        const room = input.rooms.get(roomId);
        return { roomId, roomName: room?.roomName ?? roomId, roomNameEn: room?.roomNameEn ?? null, submissions };
      })
      .sort((a, b) => b.submissions - a.submissions || a.roomName.localeCompare(b.roomName)),
  };
}
