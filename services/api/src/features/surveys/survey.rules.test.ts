import type { DeviceType, SurveyButton, SurveyStage } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { checkSurveyProfile, requireFreeName, requireSurveyDevices, sameIds, surveyName } from './survey.rules.ts';

const button = (id: string, changes: Partial<SurveyButton> = {}): SurveyButton => ({
  id,
  label: { en: id },
  colour: null,
  imageUrl: null,
  goToStage: null,
  group: 0,
  problem: null,
  ...changes,
});
const stage = (changes: Partial<SurveyStage> = {}): SurveyStage => ({
  kind: 'content',
  title: { en: 'Welcome', he: 'ברוכים הבאים' },
  buttons: [button('next')],
  buttonShape: 'rounded',
  ratingShape: 'stars',
  rows: 1,
  delaySeconds: 0,
  linkUrl: null,
  groupTitles: [],
  ...changes,
});
const languages: ('en' | 'he')[] = ['en', 'he'];

/** The field a profile's first broken rule names, or null when it passes. */
function fieldOf(stages: SurveyStage[], langs: string[] = languages): string | null {
  try {
    checkSurveyProfile({ languages: langs as typeof languages, stages });
    return null;
  } catch (error) {
    return (error as { field: string }).field;
  }
}

describe('surveyName', () => {
  it('trims, and counts characters as the reader sees them', () => {
    expect(surveyName('  Guests ')).toBe('Guests');
    expect(surveyName('😀'.repeat(100))).toHaveLength(200);
    expect(() => surveyName('   ')).toThrow(expect.objectContaining({ field: 'name' }));
    expect(() => surveyName('x'.repeat(101))).toThrow(/at most 100/);
  });

  it('is unique in the site regardless of case, except for the survey itself', () => {
    const others = [{ surveyId: 'sv-1', name: 'Guests' }];
    expect(() => requireFreeName('GUESTS', others)).toThrow(expect.objectContaining({ field: 'name' }));
    expect(() => requireFreeName('guests', others, 'sv-1')).not.toThrow();
  });
});

describe('checkSurveyProfile', () => {
  it('accepts a well-formed survey of every stage kind', () => {
    expect(
      fieldOf([
        stage(),
        stage({ kind: 'rating', buttons: [] }),
        stage({ kind: 'cleaning', buttons: [button('floor', { problem: 'dirty_floor', goToStage: 0 })] }),
        stage({ kind: 'splitted', buttons: [button('a'), button('b', { group: 1 })], groupTitles: [{ en: 'Left' }, { he: 'ימין' }] }),
        stage({ kind: 'embedded_link', buttons: [], linkUrl: 'https://example.com/menu' }),
      ]),
    ).toBeNull();
  });

  it.each([
    ['a title without a text in the first language', [stage({ title: { he: 'שלום' } })], 'stages/0/title/en'],
    ['a blank title in the first language', [stage({ title: { en: '  ' } })], 'stages/0/title/en'],
    ['a title in a language the survey does not speak', [stage({ title: { en: 'Hi', ru: 'Привет' } })], 'stages/0/title/ru'],
    ['a button label in another language', [stage(), stage({ buttons: [button('ok', { label: { ar: 'نعم' } })] })], 'stages/1/buttons/0/label/ar'],
    ['a group title in another language', [stage({ kind: 'splitted', groupTitles: [{ en: 'A' }, { pl: 'B' }] })], 'stages/0/groupTitles/1/pl'],
    ['a button id twice in a stage', [stage({ buttons: [button('yes'), button('no'), button('yes')] })], 'stages/0/buttons/2/id'],
    ['a jump past the last stage', [stage(), stage({ buttons: [button('back', { goToStage: 2 })] })], 'stages/1/buttons/0/goToStage'],
    ['an embedded link stage without its page', [stage({ kind: 'embedded_link', buttons: [] })], 'stages/0/linkUrl'],
    ['a cleaning button without a problem', [stage({ kind: 'cleaning', buttons: [button('floor', { problem: 'dirty_floor' }), button('other')] })], 'stages/0/buttons/1/problem'],
    ['a rating stage with buttons', [stage({ kind: 'rating' })], 'stages/0/buttons'],
  ])('refuses %s, naming the field', (_name, stages, field) => {
    expect(fieldOf(stages)).toBe(field);
  });

  it('allows the same button id in two stages, and checks the first language after a language change', () => {
    expect(fieldOf([stage(), stage()])).toBeNull();
    expect(fieldOf([stage({ title: { he: 'שלום', en: 'Hi' } })], ['he'])).toBe('stages/0/title/en');
  });
});

describe('requireSurveyDevices', () => {
  const site = new Map<string, DeviceType>([
    ['tab', 'tablet'],
    ['pad', 'pad9'],
    ['padp', 'pad9plus'],
    ['qr', 'qr_tag'],
    ['counter', 'counter_men'],
  ]);

  it('accepts tablets, pads and QR tags of the site', () => {
    expect(() => requireSurveyDevices(['tab', 'pad', 'padp', 'qr'], site)).not.toThrow();
  });

  it('names the first device of another site or of a type that cannot show a survey', () => {
    expect(() => requireSurveyDevices(['tab', 'elsewhere'], site)).toThrow(expect.objectContaining({ field: 'deviceIds/1', message: 'is not a device of this site' }));
    expect(() => requireSurveyDevices(['tab', 'pad', 'qr', 'counter'], site)).toThrow(expect.objectContaining({ field: 'deviceIds/3', message: 'a counter_men cannot show a survey' }));
  });
});

describe('sameIds', () => {
  it('compares sets', () => {
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });
});
