import type { DeviceStatusItem, Survey, SurveyResults } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { deviceChoices, devicesChanged, toggleDevice } from './device-choices.ts';
import { averageOnFive, countsCsv, stageCards, textsCsv, type CsvHeadings } from './survey-results.ts';
import { textIn } from './survey-texts.ts';

const button = (id: string, label: Record<string, string>, problem: string | null = null) => ({ id, label, colour: null, imageUrl: null, goToStage: null, group: 0 as const, problem });
const stage = (kind: Survey['stages'][number]['kind'], title: Record<string, string>, buttons: ReturnType<typeof button>[] = []) => ({
  kind,
  title,
  buttons,
  buttonShape: 'rounded' as const,
  ratingShape: 'stars' as const,
  rows: 1,
  delaySeconds: 0,
  linkUrl: null,
  groupTitles: [],
});

const survey: Survey = {
  surveyId: 's-1',
  siteId: 'site-1',
  name: 'Lobby',
  kind: 'tablet',
  languages: ['he', 'en'],
  stages: [
    stage('rating', { he: 'איך היה?', en: 'How was it?' }),
    stage('cleaning', { he: 'מה לא בסדר?' }, [button('floor', { he: 'רצפה', en: 'Floor' }), button('soap', {}, 'missing_soap')]),
    stage('open_text', {}),
  ],
  restartSeconds: 10,
  deviceIds: ['d-1'],
  answerCount: 5,
  dateCreated: '2025-01-01T00:00:00Z',
  dateUpdated: '2025-01-01T00:00:00Z',
  updatedBy: 'manager',
};

const results: SurveyResults = {
  surveyId: 's-1',
  from: '2025-01-01',
  to: '2025-01-31',
  submissions: 5,
  stages: [
    { stage: 0, kind: 'rating', answers: 4, buttons: [], ratingAverage: 75, ratingCounts: [{ rating: 100, count: 2 }, { rating: 50, count: 2 }], texts: [] },
    { stage: 1, kind: 'cleaning', answers: 3, buttons: [{ button: 'old', count: 1 }, { button: 'floor', count: 2 }], ratingAverage: null, ratingCounts: [], texts: [] },
    { stage: 2, kind: 'open_text', answers: 1, buttons: [], ratingAverage: null, ratingCounts: [], texts: [{ text: 'Nice, clean', answeredAt: '2025-01-02T10:00:00Z', roomId: 'r-1' }] },
  ],
  rooms: [{ roomId: 'r-1', roomName: 'Hall', roomNameEn: null, submissions: 5 }],
};

const options = { language: 'en', problemLabel: (key: string) => `label:${key}` };

describe('survey texts', () => {
  it('reads the reader language, then the survey first language, then any', () => {
    expect(textIn({ he: 'שלום', en: 'Hello' }, 'en', ['he', 'en'])).toBe('Hello');
    expect(textIn({ he: 'שלום', en: 'Hello' }, 'ru', ['he', 'en'])).toBe('שלום');
    expect(textIn({ en: 'Hello', he: ' ' }, 'ru', ['he', 'en'])).toBe('Hello');
    expect(textIn({}, 'en', ['en'])).toBeNull();
  });
});

describe('stage cards', () => {
  const cards = stageCards(survey, results, options);

  it('shows ratings on the 1..5 scale', () => {
    expect(cards[0]).toMatchObject({ title: 'How was it?', answers: 4, buttons: null, texts: null, averageOnFive: 4 });
    expect(cards[0]!.ratings!.map((bar) => [bar.label, bar.value])).toEqual([['1', 0], ['2', 0], ['3', 2], ['4', 0], ['5', 2]]);
    expect(averageOnFive([{ rating: 0, count: 3 }])).toBe(1);
    expect(averageOnFive([{ rating: 100, count: 1 }])).toBe(5);
    expect(averageOnFive([{ rating: 0, count: 0 }])).toBeNull();
    expect(cards[1]!.averageOnFive).toBeNull();
  });

  // QA: counts 43/67/135/250/214 for ratings 1..5 give 2652 / 709 = 3.74, yet the card said 3.8
  // (the API's 0..100 mean 68.51 rounded to 69, then 3.76 on the 1..5 scale).
  const qa: SurveyResults = {
    ...results,
    stages: [
      {
        stage: 0,
        kind: 'rating',
        answers: 709,
        buttons: [],
        ratingAverage: 68.51,
        ratingCounts: [43, 67, 135, 250, 214].map((count, index) => ({ rating: index * 25, count })),
        texts: [],
      },
    ],
  };

  it('shows the mean the rating counts give, rounded once', () => {
    expect(stageCards(survey, qa, options)[0]!.averageOnFive).toBe(3.7);
    // A whole 0..100 mean would not change what the card shows: it comes from the counts.
    expect(stageCards(survey, { ...qa, stages: [{ ...qa.stages[0]!, ratingAverage: 69 }] }, options)[0]!.averageOnFive).toBe(3.7);
    // Exactly halfway rounds up: (1 + 5 + 5 + 4) / 4 = 3.75.
    expect(averageOnFive([{ rating: 0, count: 1 }, { rating: 75, count: 1 }, { rating: 100, count: 2 }])).toBe(3.8);
  });

  it('exports the same mean the card shows', () => {
    const headings = { stage: '', question: '', kind: '', answers: '', option: '', count: '', average: 'Average', answeredAt: '', room: '', text: '', untitled: String, kindName: String, ratingStep: String, instant: String };
    const rows = countsCsv(stageCards(survey, qa, options), headings).rows.filter((row) => row[4] === 'Average');
    expect(rows.map((row) => row[5])).toEqual([3.7]);
  });

  it('lists buttons in survey order, labels falling back, and buttons no longer in the survey last', () => {
    expect(cards[1]!.title).toBe('מה לא בסדר?');
    expect(cards[1]!.buttons).toEqual([
      { key: 'floor', label: 'Floor', value: 2 },
      { key: 'soap', label: 'label:missing_soap', value: 0 },
      { key: 'old', label: 'old', value: 1 },
    ]);
  });

  it('names each text room and shows stages nobody answered', () => {
    expect(cards[2]!.texts).toEqual([{ text: 'Nice, clean', answeredAt: '2025-01-02T10:00:00Z', roomName: 'Hall' }]);
    const empty = stageCards(survey, { ...results, stages: [] }, options);
    expect(empty.map((card) => card.answers)).toEqual([0, 0, 0]);
    expect(empty[2]!.texts).toEqual([]);
  });

  it("names a text's room in the reader's language, on the card and in the texts CSV", () => {
    const named = { ...results, rooms: [{ roomId: 'r-1', roomName: 'אולם', roomNameEn: 'Hall', submissions: 5 }] };
    expect(stageCards(survey, named, options)[2]!.texts![0]!.roomName).toBe('Hall');
    const hebrew = stageCards(survey, named, { ...options, language: 'he' });
    expect(hebrew[2]!.texts![0]!.roomName).toBe('אולם');
    const headings = { stage: '', question: '', kind: '', answers: '', option: '', count: '', average: '', answeredAt: '', room: '', text: '', untitled: String, kindName: String, ratingStep: String, instant: String };
    expect(textsCsv(hebrew, headings).rows[0]![3]).toBe('אולם');
  });

  it('exports counts and texts as tables', () => {
    const headings: CsvHeadings = {
      stage: 'Stage', question: 'Question', kind: 'Kind', answers: 'Answers', option: 'Option', count: 'Count', average: 'Average',
      answeredAt: 'At', room: 'Room', text: 'Text', untitled: (n) => `Stage ${n}`, kindName: (kind) => kind, ratingStep: (step) => `${step}/5`, instant: (iso) => iso.slice(0, 10),
    };
    const counts = countsCsv(cards, headings);
    expect(counts.header).toEqual(['Stage', 'Question', 'Kind', 'Answers', 'Option', 'Count']);
    expect(counts.rows).toContainEqual([1, 'How was it?', 'rating', 4, '5/5', 2]);
    expect(counts.rows).toContainEqual([1, 'How was it?', 'rating', 4, 'Average', 4]);
    expect(counts.rows).toContainEqual([2, 'מה לא בסדר?', 'cleaning', 3, 'Floor', 2]);
    expect(counts.rows).toContainEqual([3, 'Stage 3', 'open_text', 1, '', '']);
    expect(textsCsv(cards, headings).rows).toEqual([[3, 'Stage 3', '2025-01-02', 'Hall', 'Nice, clean']]);
  });
});

describe('device choices', () => {
  const device = (id: string, type: DeviceStatusItem['device_type'], roomName: string | null) => ({ device_id: id, device_type: type, deviceCode: null, roomName }) as DeviceStatusItem;

  it('keeps tablets, pads and QR tags by room, with their other survey and state', () => {
    const devices = [device('d-3', 'counter_men', 'A'), device('d-2', 'qr_tag', 'B'), device('d-1', 'tablet', 'B'), device('d-4', 'pad9', 'A')];
    const other = { ...survey, surveyId: 's-2', name: 'Kitchen', deviceIds: ['d-4'] };
    const rows = deviceChoices(devices, survey, [survey, other], [{ deviceId: 'd-1', deviceCode: null, deviceType: 'tablet', roomId: 'r', roomName: 'B', installSpot: null, status: 'online', lastAnswerAt: '2025-01-01T00:00:00Z' }]);
    expect(rows.map((row) => [row.deviceId, row.otherSurvey, row.status])).toEqual([
      ['d-4', 'Kitchen', null],
      ['d-1', null, 'online'],
      ['d-2', null, null],
    ]);
  });

  it('toggles and compares the ticked set', () => {
    expect(toggleDevice(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleDevice(['a', 'b'], 'a')).toEqual(['b']);
    expect(devicesChanged(['b', 'a'], ['a', 'b'])).toBe(false);
    expect(devicesChanged(['a'], ['a', 'b'])).toBe(true);
  });
});
