import Type from 'typebox';
import { USER_LANGUAGES } from '../domain/languages.ts';

/**
 * Surveys (spec §3 "Survey"): the screens a tablet, a pad or a kitchen device shows a
 * visitor, stage after stage, stored in the stream {@link surveyStreamId}. A survey belongs
 * to one site and speaks the languages it lists; answers arrive as telemetry
 * `SurveyAnswered` (`answers[].stage` is the stage's index, `button` a button's id,
 * `rating` 0..100, `text` an open answer). Who made each change is in the event metadata.
 */

/** Which devices a survey is made for (spec §2 surveys: tablet, pad, kitchen). */
export const SURVEY_KINDS = ['tablet', 'pad', 'kitchen'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/**
 * What a stage shows (spec §2): `content` a message and a next button; `rating` a 1..5
 * scale (sent as 0, 25, 50, 75, 100); `image` buttons that are pictures; `open_text` a text
 * box; `cleaning` the site's cleaning-problem buttons (each press is also a
 * `ComplaintReported`); `splitted` two groups of buttons side by side (button `group` 0 or
 * 1); `embedded_link` a page shown inside the survey (`linkUrl`).
 */
export const SURVEY_STAGE_KINDS = ['content', 'rating', 'image', 'open_text', 'cleaning', 'splitted', 'embedded_link'] as const;
export type SurveyStageKind = (typeof SURVEY_STAGE_KINDS)[number];

export const RATING_SHAPES = ['stars', 'smileys', 'numbers'] as const;
export const BUTTON_SHAPES = ['rounded', 'square', 'circle'] as const;

export const SURVEY_NAME_MAX = 100;
export const SURVEY_STAGES_MAX = 20;
export const SURVEY_BUTTONS_MAX = 12;

const Id = Type.String({ minLength: 1, maxLength: 100 });
/** A text in some of the survey's languages, keyed by language code; the builder requires its first language. */
export const LocalizedText = Type.Record(Type.String({ pattern: `^(${USER_LANGUAGES.join('|')})$` }), Type.String({ maxLength: 500 }), {
  additionalProperties: false,
});
export type LocalizedText = Type.Static<typeof LocalizedText>;
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 });
const HttpsUrl = Type.String({ maxLength: 2000, pattern: '^https?://' });

export const SurveyButton = Type.Object(
  {
    /** Stable within the stage: what an answer's `button` names. `[a-z0-9_-]`, 1..40. */
    id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' }),
    label: LocalizedText,
    colour: Type.Union([Colour, Type.Null()]),
    /** `image` stages: the picture shown on the button. */
    imageUrl: Type.Union([HttpsUrl, Type.Null()]),
    /** Jump to this stage index after the press; null = the next stage. */
    goToStage: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** `splitted` stages: the left (0) or right (1) group. */
    group: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** `cleaning` stages: the problem label key the press reports (`dirty_floor`...). */
    problem: Type.Union([Type.String({ maxLength: 100, pattern: '^[a-z0-9_]+$' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SurveyButton = Type.Static<typeof SurveyButton>;

export const SurveyStage = Type.Object(
  {
    kind: Type.Enum(SURVEY_STAGE_KINDS),
    /** The question or message, per language. */
    title: LocalizedText,
    buttons: Type.Array(SurveyButton, { maxItems: SURVEY_BUTTONS_MAX }),
    buttonShape: Type.Enum(BUTTON_SHAPES),
    ratingShape: Type.Enum(RATING_SHAPES),
    /** Rows the buttons are laid out in (1..4). */
    rows: Type.Integer({ minimum: 1, maximum: 4 }),
    /** Seconds the stage stays before the survey moves on by itself (0 = waits for a press). */
    delaySeconds: Type.Integer({ minimum: 0, maximum: 600 }),
    /** `embedded_link` stages: the page shown. */
    linkUrl: Type.Union([HttpsUrl, Type.Null()]),
    /** `splitted` stages: the titles of the two groups. */
    groupTitles: Type.Array(LocalizedText, { maxItems: 2 }),
  },
  { additionalProperties: false },
);
export type SurveyStage = Type.Static<typeof SurveyStage>;

/** What an admin or manager sets on a survey (all but its id and site). */
export const SurveyProfile = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SURVEY_NAME_MAX }),
    kind: Type.Enum(SURVEY_KINDS),
    /** The languages the survey is written in, the first being its default (at least one). */
    languages: Type.Array(Type.Enum(USER_LANGUAGES), { minItems: 1, maxItems: USER_LANGUAGES.length, uniqueItems: true }),
    stages: Type.Array(SurveyStage, { minItems: 1, maxItems: SURVEY_STAGES_MAX }),
    /** After the last stage, the thank-you screen returns to the first stage after this many seconds. */
    restartSeconds: Type.Integer({ minimum: 1, maximum: 600 }),
  },
  { additionalProperties: false },
);
export type SurveyProfile = Type.Static<typeof SurveyProfile>;

export const SurveyCreated = Type.Object({ surveyId: Id, siteId: Id, ...SurveyProfile.properties });
export type SurveyCreated = Type.Static<typeof SurveyCreated>;

/** Some fields changed: only those present changed; `stages` and `languages` are given whole. */
export const SurveyUpdated = Type.Object({ surveyId: Id, siteId: Id, ...Type.Partial(SurveyProfile).properties });
export type SurveyUpdated = Type.Static<typeof SurveyUpdated>;

/**
 * The devices that show the survey now (the whole set). A device shows one survey: assigning
 * it here takes it from any other survey (the read model keeps the latest assignment).
 */
export const SurveyAssigned = Type.Object({
  surveyId: Id,
  siteId: Id,
  deviceIds: Type.Array(Id, { maxItems: 2000, uniqueItems: true }),
});
export type SurveyAssigned = Type.Static<typeof SurveyAssigned>;

/** The survey was deleted: its devices show no survey; its answers stay. */
export const SurveyDeleted = Type.Object({ surveyId: Id, siteId: Id });
export type SurveyDeleted = Type.Static<typeof SurveyDeleted>;

export const SurveyEventSchemas = {
  SurveyCreated,
  SurveyUpdated,
  SurveyAssigned,
  SurveyDeleted,
} as const;

export type SurveyEventType = keyof typeof SurveyEventSchemas;
export const SURVEY_EVENT_TYPES = Object.keys(SurveyEventSchemas) as SurveyEventType[];
export type SurveyEvent = { [K in SurveyEventType]: { type: K; data: Type.Static<(typeof SurveyEventSchemas)[K]> } }[SurveyEventType];

export const surveyStreamId = (surveyId: string): string => `survey-${surveyId}`;
