import { DEFAULT_CALL_SETTINGS } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { addTime, callRules, formToBody, newService, passes, settingsToForm, withCategory } from './call-form.ts';
import { problemOptions, problemOwners } from './problem-keys.ts';

const settings = {
  mode: 'ratio',
  ratioPercent: 8,
  gapInMinutes: 10,
  scheduledCallTimes: ['08:00', '12:30'],
  cleandexThreshold: null,
  services: [{ name: 'Supplies', category: 'cleaning', problems: ['missing_soap'] }],
} as const;

describe('the call rules form', () => {
  it('reads the settings and writes them back unchanged', () => {
    const values = settingsToForm({ ...settings, scheduledCallTimes: [...settings.scheduledCallTimes], services: [{ ...settings.services[0], problems: ['missing_soap'] }] });
    expect(values).toMatchObject({ cleandexOn: false, cleandexThreshold: DEFAULT_CALL_SETTINGS.cleandexThreshold });
    expect(formToBody(values)).toEqual(settings);
    expect(formToBody({ ...values, cleandexOn: true, cleandexThreshold: 55, services: [{ name: ' Soap ', category: 'cleaning', problems: ['missing_soap'] }] })).toMatchObject({
      cleandexThreshold: 55,
      services: [{ name: 'Soap' }],
    });
  });

  it('adds scheduled times sorted and refuses bad or repeated ones', () => {
    expect(addTime(['12:00'], '08:15')).toEqual({ times: ['08:15', '12:00'] });
    expect(addTime(['12:00'], '12:00')).toEqual({ error: 'rules.timeTaken' });
    expect(addTime([], '25:00')).toEqual({ error: 'rules.time' });
    expect(addTime([], '')).toEqual({ error: 'rules.time' });
  });

  it('names the fields that break a rule', () => {
    const values = settingsToForm(DEFAULT_CALL_SETTINGS);
    expect(passes(callRules(values))).toBe(true);
    const broken = callRules({
      ...values,
      mode: 'ratio',
      ratioPercent: 0,
      gapInMinutes: 2.5,
      cleandexThreshold: 0,
      services: [{ name: 'A', category: 'cleaning', problems: ['dirty_floor'] }, { ...newService(), name: ' a ' }, newService()],
    });
    expect(broken).toMatchObject({
      ratioPercent: 'rules.percent',
      gapInMinutes: 'rules.gap',
      cleandexThreshold: 'rules.threshold',
      'services/0/name': null,
      'services/1/name': 'rules.nameTaken',
      'services/1/problems': 'rules.problemsRequired',
      'services/2/name': 'rules.nameRequired',
    });
    // The percentage only matters in ratio mode; the threshold only with Cleandex calls on.
    expect(callRules({ ...values, ratioPercent: null, cleandexOn: false, cleandexThreshold: null })).toMatchObject({ ratioPercent: null, cleandexThreshold: null });
  });

  it("drops a service's problems of the other category when its category changes", () => {
    expect(withCategory({ name: 'x', category: 'cleaning', problems: ['dirty_floor', 'custom_key'] }, 'maintenance').problems).toEqual(['custom_key']);
  });

  it("offers the category's problems, plus unknown ones a service holds, and knows who holds each", () => {
    expect(problemOptions('cleaning', [])).toContain('dirty_floor');
    expect(problemOptions('maintenance', ['custom_key']).at(-1)).toBe('custom_key');
    expect(problemOwners([{ problems: ['a'] }, { problems: ['b', 'a'] }])).toEqual(new Map([['a', 0], ['b', 1]]));
  });
});
