import type { SurveyStageKind } from '@facility/contracts';

/** What each stage kind shows and so which of its fields the builder offers (contracts `SURVEY_STAGE_KINDS`). */
export interface StageFeatures {
  /** Has buttons (with shape, rows, colours and jumps). */
  buttons: boolean;
  /** Buttons are pictures (`imageUrl`). */
  images: boolean;
  /** Buttons report a cleaning problem (`problem`). */
  problems: boolean;
  /** Two groups of buttons (`group`, `groupTitles`). */
  groups: boolean;
  /** A 1..5 scale (`ratingShape`). */
  rating: boolean;
  /** A page shown inside the survey (`linkUrl`). */
  link: boolean;
  /** A text box. */
  text: boolean;
}

const NONE: StageFeatures = { buttons: false, images: false, problems: false, groups: false, rating: false, link: false, text: false };

export const STAGE_FEATURES: Readonly<Record<SurveyStageKind, StageFeatures>> = {
  // A message; its buttons are optional (without any the tablet shows a "next" button).
  content: { ...NONE, buttons: true },
  rating: { ...NONE, rating: true },
  image: { ...NONE, buttons: true, images: true },
  open_text: { ...NONE, text: true },
  cleaning: { ...NONE, buttons: true, problems: true },
  splitted: { ...NONE, buttons: true, groups: true },
  embedded_link: { ...NONE, link: true },
};
