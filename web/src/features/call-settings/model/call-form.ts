import { DEFAULT_CALL_SETTINGS, type CallMode, type SiteCallSettings, type SiteCallSettingsBody, type SiteService } from '@facility/contracts';
import { PROBLEM_KEYS } from '../../../lib/problem-keys.ts';

/**
 * The call rules form (/shift/calls): the site's `SiteCallSettings` as the user edits them.
 * Numbers are null while their box is empty; Cleandex calls are a switch plus a threshold.
 * Fields are named by the server's paths (`services/1/name`), so a 400 lands under them.
 */
export interface CallFormValues {
  mode: CallMode;
  ratioPercent: number | null;
  gapInMinutes: number | null;
  scheduledCallTimes: string[];
  cleandexOn: boolean;
  cleandexThreshold: number | null;
  services: SiteService[];
}

export function settingsToForm(settings: SiteCallSettings): CallFormValues {
  return {
    mode: settings.mode,
    ratioPercent: settings.ratioPercent,
    gapInMinutes: settings.gapInMinutes,
    scheduledCallTimes: [...settings.scheduledCallTimes],
    cleandexOn: settings.cleandexThreshold !== null,
    cleandexThreshold: settings.cleandexThreshold ?? DEFAULT_CALL_SETTINGS.cleandexThreshold,
    services: settings.services.map((service) => ({ ...service, problems: [...service.problems] })),
  };
}

/** The body of `PUT /api/site/calls/{id}`; call only once {@link passes} holds. */
export function formToBody(values: CallFormValues): SiteCallSettingsBody {
  return {
    mode: values.mode,
    // In sequential mode the percentage is kept for a later switch; an emptied box keeps the default.
    ratioPercent: values.ratioPercent ?? DEFAULT_CALL_SETTINGS.ratioPercent,
    gapInMinutes: values.gapInMinutes ?? 0,
    scheduledCallTimes: [...values.scheduledCallTimes].sort(),
    cleandexThreshold: values.cleandexOn ? values.cleandexThreshold : null,
    services: values.services.map((service) => ({ name: service.name.trim(), category: service.category, problems: [...service.problems] })),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWhole = (value: number | null, min: number, max: number): boolean => value !== null && Number.isInteger(value) && value >= min && value <= max;

/** Adds a scheduled time (kept sorted); null when it is no time or already listed, with the reason's key. */
export function addTime(times: readonly string[], time: string): { times: string[] } | { error: string } {
  if (!TIME.test(time)) return { error: 'rules.time' };
  if (times.includes(time)) return { error: 'rules.timeTaken' };
  if (times.length >= 48) return { error: 'rules.tooManyTimes' };
  return { times: [...times, time].sort() };
}

/** A new service row: the first category, no problems yet. */
export const newService = (): SiteService => ({ name: '', category: 'cleaning', problems: [] });

/** A service row's category changed: problems of the other category no longer apply. */
export function withCategory(service: SiteService, category: SiteService['category']): SiteService {
  const other = category === 'cleaning' ? PROBLEM_KEYS.maintenance : PROBLEM_KEYS.cleaning;
  return { ...service, category, problems: service.problems.filter((problem) => !other.includes(problem)) };
}

/** The message key of each field that breaks a rule (null: fine), by the server's path. */
export function callRules(values: CallFormValues): Record<string, string | null> {
  const rules: Record<string, string | null> = {
    ratioPercent: values.mode === 'ratio' && (values.ratioPercent === null || values.ratioPercent <= 0 || values.ratioPercent > 100) ? 'rules.percent' : null,
    gapInMinutes: values.gapInMinutes !== null && !isWhole(values.gapInMinutes, 0, 1440) ? 'rules.gap' : null,
    cleandexThreshold: values.cleandexOn && !isWhole(values.cleandexThreshold, 1, 100) ? 'rules.threshold' : null,
  };
  const names = new Set<string>();
  values.services.forEach((service, index) => {
    const name = service.name.trim().toLocaleLowerCase();
    rules[`services/${index}/name`] =
      name === '' ? 'rules.nameRequired' : service.name.trim().length > 50 ? 'rules.nameLong' : names.has(name) ? 'rules.nameTaken' : null;
    names.add(name);
    rules[`services/${index}/problems`] = service.problems.length === 0 ? 'rules.problemsRequired' : null;
  });
  return rules;
}

export const passes = (rules: Readonly<Record<string, string | null>>): boolean => Object.values(rules).every((rule) => rule === null);
