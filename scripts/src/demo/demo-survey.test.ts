import { SurveyProfile } from '@facility/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DAY_MS, siteHours } from './demo-history.ts';
import { demoOrganisation } from './demo-organisation.ts';
import { demoSurvey, surveyAnswers } from './demo-survey.ts';

const org = demoOrganisation();
const now = Date.parse('2026-11-21T06:00:00Z');

describe('the demo survey', () => {
  it('is a valid survey in the site’s language and English, shown on the site’s tablets', () => {
    for (const site of org.sites) {
      const survey = demoSurvey(site);
      expect(Value.Errors(SurveyProfile, survey.profile)).toEqual([]);
      expect(survey.profile.languages.at(-1)).toBe('en');
      for (const stage of survey.profile.stages) expect(Object.keys(stage.title)).toEqual(survey.profile.languages);
      const tablets = site.rooms.flatMap((room) => room.devices).filter((device) => device.deviceType === 'tablet');
      expect(survey.deviceIds).toEqual(tablets.map((device) => device.id));
    }
    expect(demoSurvey(org.sites[0]!).profile.languages).toEqual(['he', 'en']);
  });

  it('answers name the survey’s own stages and buttons, a few a day per tablet, the same on every run', () => {
    const site = org.sites[0]!;
    const tablet = site.rooms.flatMap((room) => room.devices).find((device) => device.deviceType === 'tablet')!;
    const hours = siteHours(site, now - 14 * DAY_MS, now);
    const answers = surveyAnswers(site, tablet, hours, 'seed');
    const survey = demoSurvey(site);
    expect(answers.length).toBeGreaterThan(14);
    expect(answers.length).toBeLessThan(14 * 12);
    for (const { data } of answers) {
      expect(data.surveyId).toBe(survey.surveyId);
      for (const answer of data.answers) {
        const stage = survey.profile.stages[answer.stage]!;
        if (answer.button !== undefined) expect(stage.buttons.map((button) => button.id)).toContain(answer.button);
        if (answer.rating !== undefined) expect(stage.kind).toBe('rating');
        if (answer.text !== undefined) expect(stage.kind).toBe('open_text');
      }
    }
    expect(surveyAnswers(site, tablet, hours, 'seed')).toEqual(answers);
  });
});
