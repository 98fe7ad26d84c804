import type { SurveyProfile, SurveyStage, UserLanguage } from '@facility/contracts';
import { demoId } from './demo-id.ts';
import { hashSeed, pick, poisson, prng } from './demo-history.random.ts';
import { HOUR_MS } from './demo-history.rhythms.ts';
import type { SiteHour } from './demo-history.rhythms.ts';
import type { DemoDevice, DemoSite } from './demo-organisation.types.ts';

/**
 * Each demo site's visitor survey, shown on its tablets, and the answers its tablets gave
 * over the history. The answers come from their own random stream, so adding them leaves
 * every other figure of the demo as it was.
 */

const LOCAL_LANGUAGE: Record<string, UserLanguage> = { Israel: 'he', Poland: 'pl' };

type Texts = Partial<Record<UserLanguage, string>>;

const TEXTS = {
  clean: { en: 'How clean is this washroom?', he: 'עד כמה השירותים נקיים?', pl: 'Jak czysta jest ta toaleta?' },
  improve: { en: 'What should we improve?', he: 'מה כדאי לשפר?', pl: 'Co powinniśmy poprawić?' },
  floor: { en: 'Floor', he: 'רצפה', pl: 'Podłoga' },
  smell: { en: 'Smell', he: 'ריח', pl: 'Zapach' },
  paper: { en: 'Toilet paper', he: 'נייר טואלט', pl: 'Papier toaletowy' },
  soap: { en: 'Soap', he: 'סבון', pl: 'Mydło' },
  nothing: { en: 'All good', he: 'הכול טוב', pl: 'Wszystko dobrze' },
  comment: { en: 'Anything else to tell us?', he: 'רוצים להוסיף משהו?', pl: 'Chcesz nam coś jeszcze powiedzieć?' },
} satisfies Record<string, Texts>;

/** Open answers a visitor might type, in the site's language. */
const COMMENTS: Partial<Record<UserLanguage, readonly string[]>> = {
  en: ['Very clean, thank you', 'The hand dryer is loud', 'Please check the soap more often', 'Nice smell'],
  he: ['נקי מאוד, תודה', 'המייבש רועש', 'נא לבדוק את הסבון לעיתים קרובות יותר', 'ריח נעים'],
  pl: ['Bardzo czysto, dziękuję', 'Suszarka jest głośna', 'Proszę częściej sprawdzać mydło', 'Przyjemny zapach'],
};

export const surveyLanguages = (site: DemoSite): UserLanguage[] => {
  const local = LOCAL_LANGUAGE[site.country];
  return local ? [local, 'en'] : ['en'];
};

const textIn = (texts: Texts, languages: readonly UserLanguage[]): Record<string, string> =>
  Object.fromEntries(languages.flatMap((language) => (texts[language] ? [[language, texts[language]]] : [])));

const IMPROVE_BUTTONS = ['floor', 'smell', 'paper', 'soap', 'nothing'] as const;

function stage(kind: SurveyStage['kind'], title: Record<string, string>, buttons: SurveyStage['buttons'] = []): SurveyStage {
  return { kind, title, buttons, buttonShape: 'rounded', ratingShape: 'smileys', rows: 1, delaySeconds: 0, linkUrl: null, groupTitles: [] };
}

export interface DemoSurvey {
  surveyId: string;
  siteId: string;
  profile: SurveyProfile;
  /** The site's tablets, which show it. */
  deviceIds: string[];
}

/** The site's survey: a rating, what to improve, and an open comment. */
export function demoSurvey(site: DemoSite): DemoSurvey {
  const languages = surveyLanguages(site);
  const buttons = IMPROVE_BUTTONS.map((id) => ({
    id,
    label: textIn(TEXTS[id], languages),
    colour: id === 'nothing' ? '#2e7d32' : null,
    imageUrl: null,
    // "All good" skips the comment.
    goToStage: id === 'nothing' ? null : 2,
    group: 0 as const,
    problem: null,
  }));
  return {
    surveyId: demoId('survey', site.key),
    siteId: site.id,
    profile: {
      name: 'Visitor satisfaction',
      kind: 'tablet',
      languages,
      stages: [stage('rating', textIn(TEXTS.clean, languages)), stage('content', textIn(TEXTS.improve, languages), buttons), stage('open_text', textIn(TEXTS.comment, languages))],
      restartSeconds: 8,
    },
    deviceIds: site.rooms.flatMap((room) => room.devices.filter((device) => device.deviceType === 'tablet').map((device) => device.id)),
  };
}

export interface SurveyAnswerDraft {
  t: number;
  data: { surveyId: string; answers: { stage: number; button?: string; rating?: number; text?: string }[] };
}

/** Ratings given on the survey's first stage: mostly good, some poor (0..100 in steps of 25). */
const RATING_WEIGHTS = [0.06, 0.09, 0.2, 0.35, 0.3];

function drawRating(random: () => number): number {
  let roll = random();
  for (let step = 0; step < RATING_WEIGHTS.length; step++) {
    roll -= RATING_WEIGHTS[step]!;
    if (roll < 0) return step * 25;
  }
  return 100;
}

/** A tablet's survey submissions over the history: about three a day at a busy washroom. */
export function surveyAnswers(site: DemoSite, device: DemoDevice, hours: readonly SiteHour[], seedKey: string): SurveyAnswerDraft[] {
  const random = prng(hashSeed(`${seedKey}|${device.id}|survey`));
  const survey = demoSurvey(site);
  const comments = COMMENTS[survey.profile.languages[0]!] ?? COMMENTS.en!;
  const drafts: SurveyAnswerDraft[] = [];
  for (const hour of hours) {
    const count = poisson(0.3 * hour.traffic, random);
    for (let i = 0; i < count; i++) {
      const rating = drawRating(random);
      const answers: SurveyAnswerDraft['data']['answers'] = [{ stage: 0, rating }];
      const button = rating >= 75 && random() < 0.6 ? 'nothing' : pick(IMPROVE_BUTTONS.slice(0, 4), random);
      answers.push({ stage: 1, button });
      if (button !== 'nothing' && random() < 0.25) answers.push({ stage: 2, text: pick(comments, random) });
      drafts.push({ t: Math.floor(hour.start + random() * HOUR_MS), data: { surveyId: survey.surveyId, answers } });
    }
  }
  return drafts;
}
