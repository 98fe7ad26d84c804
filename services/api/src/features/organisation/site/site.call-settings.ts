import { CALL_MODES } from '@facility/contracts';
import type { SiteCallSettings, SiteService } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import type { CallSettingsInput } from './site.commands.ts';
import { minutesOfDay } from './site.shifts.ts';
import { integer, number, text } from './site.validation.ts';

/**
 * Pure rules for a site's call settings (`SiteCallSettings` in the contracts). Errors name
 * the field as the body does (`services/1/problems/0`); the routes put it under `body/`.
 * What is stored is normalised: times sorted, services by name, problem keys sorted, so
 * saving the same rules in another order records nothing.
 */

const CATEGORIES = ['cleaning', 'maintenance'] as const;

function validateTimes(times: string[]): string[] {
  if (!Array.isArray(times)) throw new ValidationError('scheduledCallTimes', 'must be a list of times HH:mm');
  if (times.length > 48) throw new ValidationError('scheduledCallTimes', 'must hold at most 48 times');
  const seen = new Set<string>();
  times.forEach((time, index) => {
    if (minutesOfDay(time) === null) throw new ValidationError(`scheduledCallTimes/${index}`, 'must be a time HH:mm');
    if (seen.has(time)) throw new ValidationError(`scheduledCallTimes/${index}`, 'is listed twice');
    seen.add(time);
  });
  // HH:mm sorts as text in time order.
  return [...times].sort();
}

function validateService(input: SiteService, index: number, owners: Map<string, number>): SiteService {
  const path = `services/${index}`;
  if (typeof input !== 'object' || input === null) throw new ValidationError(path, 'must be a service');
  const name = text(`${path}/name`, input.name, 50);
  if (!(CATEGORIES as readonly string[]).includes(input.category)) {
    throw new ValidationError(`${path}/category`, `must be one of ${CATEGORIES.join(', ')}`);
  }
  if (!Array.isArray(input.problems) || input.problems.length === 0) {
    throw new ValidationError(`${path}/problems`, 'must name at least one problem');
  }
  if (input.problems.length > 50) throw new ValidationError(`${path}/problems`, 'must name at most 50 problems');
  const problems = input.problems.map((problem, p) => {
    const key = text(`${path}/problems/${p}`, problem, 100);
    const owner = owners.get(key);
    // A problem answered by two services would count twice under the service filter.
    if (owner !== undefined) {
      throw new ValidationError(
        `${path}/problems/${p}`,
        owner === index ? 'is listed twice' : `already belongs to service ${owner + 1}`,
      );
    }
    owners.set(key, index);
    return key;
  });
  return { name, category: input.category, problems: problems.sort() };
}

function validateServices(services: SiteService[]): SiteService[] {
  if (!Array.isArray(services)) throw new ValidationError('services', 'must be a list of services');
  if (services.length > 50) throw new ValidationError('services', 'must hold at most 50 services');
  const owners = new Map<string, number>();
  const names = new Set<string>();
  const valid = services.map((service, index) => {
    const checked = validateService(service, index, owners);
    const folded = checked.name.toLocaleLowerCase('en');
    if (names.has(folded)) throw new ValidationError(`services/${index}/name`, 'is the name of another service');
    names.add(folded);
    return checked;
  });
  return valid.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Checks and normalises a site's call settings. */
export function validateCallSettings(input: CallSettingsInput): SiteCallSettings {
  if (!(CALL_MODES as readonly string[]).includes(input.mode)) {
    throw new ValidationError('mode', `must be one of ${CALL_MODES.join(', ')}`);
  }
  return {
    mode: input.mode,
    ratioPercent: number('ratioPercent', input.ratioPercent, 0, 100, true),
    gapInMinutes: integer('gapInMinutes', input.gapInMinutes, 0, 1440),
    scheduledCallTimes: validateTimes(input.scheduledCallTimes),
    cleandexThreshold: input.cleandexThreshold === null ? null : integer('cleandexThreshold', input.cleandexThreshold, 1, 100),
    services: validateServices(input.services),
  };
}
