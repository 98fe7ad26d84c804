import type { SurveyStage } from '@facility/contracts';
import type { SiteCalendar, SurveyAnswerRecord, SurveyDeviceRecord, SurveySubmissionRecord } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { surveyResults, TEXTS_PER_STAGE, type SurveyResultsInput } from './survey-results.ts';
import { toSurveySensor } from './survey-sensors.ts';

const base: Omit<SurveyStage, 'kind' | 'buttons'> = {
  title: { en: 'Q' },
  buttonShape: 'rounded',
  ratingShape: 'stars',
  rows: 1,
  delaySeconds: 0,
  linkUrl: null,
  groupTitles: [],
};
const button = (id: string) => ({ id, label: { en: id }, colour: null, imageUrl: null, goToStage: null, group: 0 as const, problem: null });
const stages: SurveyStage[] = [
  { ...base, kind: 'rating', buttons: [] },
  { ...base, kind: 'image', buttons: [button('yes'), button('no')] },
  { ...base, kind: 'open_text', buttons: [] },
];
// Jerusalem is UTC+3 in June. A night shift 22:00-06:00 on every day.
const calendar: SiteCalendar = {
  timezone: 'Asia/Jerusalem',
  shifts: [{ shiftNumber: 2, shiftName: 'night', start: '22:00', end: '06:00', days: [1, 2, 3, 4, 5, 6, 7], minSla: 15, maxSla: 30, roomIds: [], active: true }],
  holidays: [],
  offDays: [],
};

let next = 0;
const submission = (at: string, roomId = 'r-1'): SurveySubmissionRecord => ({ eventId: `e-${++next}`, roomId, answeredAt: new Date(at) });
const answer = (of: SurveySubmissionRecord, stage: number, value: Partial<Pick<SurveyAnswerRecord, 'button' | 'rating' | 'text'>>): SurveyAnswerRecord => ({
  eventId: of.eventId,
  roomId: of.roomId,
  answeredAt: of.answeredAt,
  stage,
  button: null,
  rating: null,
  text: null,
  ...value,
});

const input = (submissions: SurveySubmissionRecord[], answers: SurveyAnswerRecord[], selection: Partial<SurveyResultsInput['selection']> = {}): SurveyResultsInput => ({
  surveyId: 'sv-1',
  stages,
  calendar,
  selection: { start: '2026-06-10', end: '2026-06-11', ...selection },
  submissions,
  answers,
  rooms: new Map([
    ['r-1', { roomName: 'Lobby', roomNameEn: 'Lobby' }],
    ['r-2', { roomName: 'Kitchen', roomNameEn: null }],
  ]),
});
const period = { start: '2026-06-10', end: '2026-06-11' };

describe('surveyResults', () => {
  it('counts answers per stage: presses per button, the rating mean and scale, the latest texts', () => {
    const a = submission('2026-06-10T09:00:00.000Z');
    const b = submission('2026-06-10T10:00:00.000Z', 'r-2');
    const c = submission('2026-06-11T10:00:00.000Z', 'r-2');
    const results = surveyResults(
      input(
        [a, b, c],
        [
          answer(a, 0, { rating: 100 }),
          answer(b, 0, { rating: 50 }),
          answer(c, 0, { rating: 60 }),
          answer(a, 1, { button: 'no' }),
          answer(b, 1, { button: 'no' }),
          answer(c, 1, { button: 'maybe' }),
          answer(a, 2, { text: 'Soap is out' }),
          answer(b, 2, { text: '  ' }),
          answer(c, 2, { text: 'Nice' }),
          answer(c, 7, { button: 'old' }),
        ],
      ),
      period,
    );
    expect(results).toMatchObject({ surveyId: 'sv-1', from: '2026-06-10', to: '2026-06-11', submissions: 3 });
    expect(results.stages[0]).toEqual({
      stage: 0,
      kind: 'rating',
      answers: 3,
      buttons: [],
      // 60 is counted at 50, the mean too: (100 + 50 + 50) / 3.
      ratingAverage: 66.67,
      ratingCounts: [
        { rating: 0, count: 0 },
        { rating: 25, count: 0 },
        { rating: 50, count: 2 },
        { rating: 75, count: 0 },
        { rating: 100, count: 1 },
      ],
      texts: [],
    });
    expect(results.stages[1]!.buttons).toEqual([
      { button: 'yes', count: 0 },
      { button: 'no', count: 2 },
      { button: 'maybe', count: 1 },
    ]);
    expect(results.stages[1]!.ratingCounts).toEqual([]);
    expect(results.stages[2]!.texts).toEqual([
      { text: 'Nice', answeredAt: '2026-06-11T10:00:00.000Z', roomId: 'r-2' },
      { text: 'Soap is out', answeredAt: '2026-06-10T09:00:00.000Z', roomId: 'r-1' },
    ]);
    // An index the survey no longer has still shows what was answered to it.
    expect(results.stages[3]).toMatchObject({ stage: 7, kind: 'removed', answers: 1, buttons: [{ button: 'old', count: 1 }] });
    expect(results.rooms).toEqual([
      { roomId: 'r-2', roomName: 'Kitchen', roomNameEn: null, submissions: 2 },
      { roomId: 'r-1', roomName: 'Lobby', roomNameEn: 'Lobby', submissions: 1 },
    ]);
  });

  it('gives the rating mean the counts give, to two decimals, so the 1..5 scale shows it right', () => {
    // QA's counts for ratings 1..5: 43, 67, 135, 250, 214; their mean on 1..5 is 2652 / 709 = 3.74.
    const perStep = [43, 67, 135, 250, 214];
    const subs: SurveySubmissionRecord[] = [];
    const answers: SurveyAnswerRecord[] = [];
    perStep.forEach((count, index) => {
      for (let n = 0; n < count; n += 1) {
        const sub = submission(new Date(Date.parse('2026-06-10T06:00:00.000Z') + subs.length * 1000).toISOString());
        subs.push(sub);
        answers.push(answer(sub, 0, { rating: index * 25 }));
      }
    });
    const [rating] = surveyResults(input(subs, answers), period).stages;
    expect(rating!.ratingCounts.map((step) => step.count)).toEqual(perStep);
    expect(rating!.ratingAverage).toBe(68.51);
    // Shown on 1..5 to one decimal: 3.7 as the counts say (a whole 69 made it 3.76, "3.8").
    expect((1 + rating!.ratingAverage! / 25).toFixed(1)).toBe('3.7');
  });

  it('places answers in the site calendar: days, a night shift across midnight, weekdays and hour', () => {
    const before = submission('2026-06-09T20:00:00.000Z'); // 23:00 local on the 9th: before the period
    const nightAfterMidnight = submission('2026-06-11T23:30:00.000Z'); // 02:30 local on the 12th, in the night shift of the 11th
    const dayAfter = submission('2026-06-12T09:00:00.000Z'); // 12:00 local on the 12th: after the period
    const morning = submission('2026-06-10T06:00:00.000Z'); // 09:00 local on Wednesday the 10th, outside every shift
    const all = [before, nightAfterMidnight, dayAfter, morning];
    expect(surveyResults(input(all, []), period).submissions).toBe(2);
    expect(surveyResults(input(all, [], { shifts: [2] }), period).submissions).toBe(1);
    // Thursday the 11th is weekday 5: the night shift's answer counts for it.
    expect(surveyResults(input(all, [], { weekdays: [5] }), period).submissions).toBe(1);
    expect(surveyResults(input(all, [], { hour: 9 }), period).submissions).toBe(1);
  });

  it('keeps at most the latest texts of a stage', () => {
    const subs = Array.from({ length: TEXTS_PER_STAGE + 5 }, (_, index) => submission(new Date(Date.parse('2026-06-10T06:00:00.000Z') + index * 60_000).toISOString()));
    const results = surveyResults(input(subs, subs.map((sub, index) => answer(sub, 2, { text: `t${index}` }))), period);
    expect(results.stages[2]!.texts).toHaveLength(TEXTS_PER_STAGE);
    expect(results.stages[2]!.texts[0]!.text).toBe(`t${TEXTS_PER_STAGE + 4}`);
    expect(results.stages[2]!.answers).toBe(TEXTS_PER_STAGE + 5);
  });
});

describe('toSurveySensor', () => {
  const device = (changes: Partial<SurveyDeviceRecord>): SurveyDeviceRecord => ({
    deviceId: 'd-1',
    deviceCode: 'TAB-1',
    deviceType: 'tablet',
    roomId: 'r-1',
    roomName: 'Lobby',
    installSpot: null,
    lastSignalAt: null,
    lastAnswerAt: null,
    ...changes,
  });
  const now = new Date('2026-06-10T12:00:00.000Z');

  it('is online while the last signal is within the type’s offline threshold', () => {
    expect(toSurveySensor(device({ lastSignalAt: new Date('2026-06-10T09:30:00.000Z') }), now).status).toBe('online');
    expect(toSurveySensor(device({ lastSignalAt: new Date('2026-06-10T08:30:00.000Z') }), now).status).toBe('offline');
    expect(toSurveySensor(device({ deviceType: 'pad9', lastSignalAt: new Date('2026-06-10T10:30:00.000Z') }), now).status).toBe('offline');
    expect(toSurveySensor(device({}), now).status).toBe('offline');
  });

  it('never calls a QR tag offline, and gives the last answer time', () => {
    expect(toSurveySensor(device({ deviceType: 'qr_tag', lastAnswerAt: new Date('2026-06-09T10:00:00.000Z') }), now)).toMatchObject({
      status: 'online',
      lastAnswerAt: '2026-06-09T10:00:00.000Z',
    });
  });
});
